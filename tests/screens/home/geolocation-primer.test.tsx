// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { experimentDatafileAtom } from '../../../src/atoms/experiment-definitions';
import { experimentsAtom } from '../../../src/atoms/experiments';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { settingsAtom } from '../../../src/atoms/settings';
import { GEOLOCATION_PRIMER } from '../../../src/domain/experiments/catalogue';
import { experimentStorageKey } from '../../../src/domain/experiments/record';
import { encodeAssignment } from '../../../src/domain/experiments/stored';
import { i18n, initI18n } from '../../../src/i18n';
import { useGeolocation } from '../../../src/screens/home/use-geolocation';

// 14-G13/G14 (IN, CA 'geolocation-primer'): the primer reads the experiments store, not wave 1's
// random-once draw. Control: the browser is asked at once; 'with-primer': the primer shows first.

beforeAll(async () => {
  await initI18n('en-CA');
});

const getCurrentPosition = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
  getCurrentPosition.mockReset();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
});

afterEach(async () => {
  vi.useRealTimers();
  await flushPersistedWrites();
});

function startWith(setUp: (store: ReturnType<typeof createStore>) => void) {
  const store = createStore();
  setUp(store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  const { result } = renderHook(() => useGeolocation(() => undefined), { wrapper });
  act(() => result.current.start());
  return result.current.status;
}

const kept = (value: string) => (store: ReturnType<typeof createStore>) => {
  store.set(experimentDatafileAtom, { market: 'CA', experiments: [GEOLOCATION_PRIMER] });
  store.set(experimentsAtom, { [experimentStorageKey(GEOLOCATION_PRIMER.name)]: encodeAssignment({ value, scheduleId: GEOLOCATION_PRIMER.schedule.id }) });
};

describe('geolocation primer experiment', () => {
  it('asks the browser at once for the control', () => {
    expect(startWith(kept('control'))).toBe('requesting');
    expect(getCurrentPosition).toHaveBeenCalledOnce();
  });

  it('shows the primer first for the treatment', () => {
    expect(startWith(kept('with-primer'))).toBe('primer');
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("ignores wave 1's bare random-once key: no primer without the datafile's draw", () => {
    expect(startWith((store) => store.set(experimentsAtom, { 'geolocation-primer': 'with-primer' }))).toBe('requesting');
  });

  it('shows the primer when /debug forces the treatment, in any market', () => {
    expect(startWith((store) => store.set(settingsAtom, (settings) => ({ ...settings, forcedVariants: { 'geolocation-primer': 'with-primer' } })))).toBe('primer');
  });
});
