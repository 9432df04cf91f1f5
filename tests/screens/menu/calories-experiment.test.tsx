// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { experimentDatafileAtom } from '../../../src/atoms/experiment-definitions';
import { experimentsAtom } from '../../../src/atoms/experiments';
import { hutsAtom } from '../../../src/atoms/huts';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { DEFAULT_HUTS } from '../../../src/db/defaults';
import { EXPERIMENTS } from '../../../src/domain/experiments/catalogue';
import { experimentStorageKey } from '../../../src/domain/experiments/record';
import { encodeAssignment } from '../../../src/domain/experiments/stored';
import { i18n, initI18n } from '../../../src/i18n';
import { useMenuContext } from '../../../src/screens/menu/use-menu-context';
import { CAMDEN } from '../../atoms/basket-fixtures';

// 14-G13 (UK 'hide-calorie-info'): the treatment hides kcal on the menu; the control keeps today's rule.

beforeAll(async () => {
  await initI18n('en-GB');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});

// The persisted slices save to Dexie: let those writes finish inside the test environment.
afterEach(async () => {
  vi.useRealTimers();
  await flushPersistedWrites();
});

const record = EXPERIMENTS.find(({ name }) => name === 'hide-calorie-info')!;

function showCaloriesFor(value: string): boolean {
  const store = createStore();
  store.set(hutsAtom, { ...DEFAULT_HUTS, current: CAMDEN, localised: true });
  store.set(experimentDatafileAtom, { market: 'UK', experiments: [record] });
  store.set(experimentsAtom, { [experimentStorageKey(record.name)]: encodeAssignment({ value, scheduleId: record.schedule.id }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  return renderHook(() => useMenuContext(), { wrapper }).result.current.showCalories;
}

describe('hide calorie info experiment', () => {
  it('shows kcal for the control (UK hut with nutrition on)', () => {
    expect(showCaloriesFor('control')).toBe(true);
  });

  it('hides kcal for the treatment', () => {
    expect(showCaloriesFor('hidden')).toBe(false);
  });
});
