// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoLocaliseAtom } from '../../../src/atoms/auto-localise';
import { experimentDatafileAtom } from '../../../src/atoms/experiment-definitions';
import { experimentsAtom } from '../../../src/atoms/experiments';
import { hutsAtom } from '../../../src/atoms/huts';
import { navigationRequestAtom } from '../../../src/atoms/navigation-request';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { sessionAtom } from '../../../src/atoms/session';
import { settingsAtom } from '../../../src/atoms/settings';
import { DEFAULT_HUTS } from '../../../src/db/defaults';
import { EXPERIMENTS } from '../../../src/domain/experiments/catalogue';
import { experimentStorageKey } from '../../../src/domain/experiments/record';
import { encodeAssignment } from '../../../src/domain/experiments/stored';
import { i18n, initI18n, loadScreenStrings } from '../../../src/i18n';
import { DealsFirstStrip } from '../../../src/screens/home/HomeExperiments';
import { hut } from '../../atoms/localisation-fixtures';

// 14-G13 (India): 'homepage-variant' (deals-first: a deals strip above the disposition choice) and
// 'auto-localise-redirect' (automatic localisation on for an Indian hut), control vs treatment.

beforeAll(async () => {
  await initI18n('en-IN');
  await loadScreenStrings(); // the strip's strings (home~experiments) load with it, after first paint
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  await flushPersistedWrites();
});

function storeWith(name: string, value: string) {
  const record = EXPERIMENTS.find((entry) => entry.name === name)!;
  const store = createStore();
  store.set(experimentDatafileAtom, { market: 'IN', experiments: [record] });
  store.set(experimentsAtom, { [experimentStorageKey(record.name)]: encodeAssignment({ value, scheduleId: record.schedule.id }) });
  return store;
}

describe('homepage-variant (IN)', () => {
  function renderStrip(value: string) {
    render(
      <Provider store={storeWith('homepage-variant', value)}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <DealsFirstStrip />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
  }

  it('shows no deals strip for the control', () => {
    renderStrip('control');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the deals strip with a link to the deals for deals-first', () => {
    renderStrip('deals-first');
    expect(screen.getByRole('heading', { level: 2, name: "Today's deals" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all deals' }).getAttribute('href')).toBe('/order/deals/');
  });
});

describe('auto-localise-redirect (IN)', () => {
  // A returning customer whose hut is still the session's choice but was not localised in this visit:
  // without automatic localisation they stay on the home page.
  function returning(value: string, sector: 'in-1' | 'uk-1') {
    const store = storeWith('auto-localise-redirect', value);
    const current = hut({ sector, defaultLanguage: sector === 'in-1' ? 'en-IN' : 'en-GB' });
    store.set(hutsAtom, { ...DEFAULT_HUTS, current, localised: false });
    store.set(sessionAtom, (session) => ({ ...session, dispositionType: 'delivery', deliveryHut: { hutId: current.id, sector } }));
    return store;
  }

  it('keeps an Indian customer on the home page for the control', () => {
    const store = returning('control', 'in-1');
    expect(store.set(autoLocaliseAtom, { hash: '' })).toBe(false);
    expect(store.get(navigationRequestAtom)).toBeNull();
  });

  it('sends an Indian customer to the order page for the treatment', () => {
    const store = returning('on', 'in-1');
    expect(store.set(autoLocaliseAtom, { hash: '' })).toBe(true);
    expect(store.get(navigationRequestAtom)).toMatchObject({ replace: true });
  });

  it('leaves another market alone even with the treatment forced', () => {
    const store = returning('control', 'uk-1');
    store.set(settingsAtom, (settings) => ({ ...settings, forcedVariants: { 'auto-localise-redirect': 'on' } }));
    expect(store.set(autoLocaliseAtom, { hash: '' })).toBe(false);
  });

  it('still follows the autoLocalise flag in every market', () => {
    const store = returning('control', 'uk-1');
    store.set(settingsAtom, (settings) => ({ ...settings, flagOverrides: { autoLocalise: true } }));
    expect(store.set(autoLocaliseAtom, { hash: '' })).toBe(true);
  });
});
