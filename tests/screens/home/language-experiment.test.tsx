// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import FranceLanguageSwitcher from '../../../src/app/FranceLanguageSwitcher';
import { experimentDatafileAtom } from '../../../src/atoms/experiment-definitions';
import { experimentsAtom } from '../../../src/atoms/experiments';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { EXPERIMENTS } from '../../../src/domain/experiments/catalogue';
import { experimentStorageKey } from '../../../src/domain/experiments/record';
import { encodeAssignment } from '../../../src/domain/experiments/stored';
import { i18n, initI18n } from '../../../src/i18n';

// 14-G13 (FR 'english-language-switch', 02-G1): "The French market hides English unless its experiment
// is on" (S3 §9): the control offers French only (no switcher), the treatment offers en-FR beside fr-FR.

beforeAll(async () => {
  await initI18n('fr-FR');
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

const record = EXPERIMENTS.find(({ name }) => name === 'english-language-switch')!;

function renderFor(value: string | null) {
  const store = createStore();
  if (value !== null) {
    store.set(experimentDatafileAtom, { market: 'FR', experiments: [record] });
    store.set(experimentsAtom, { [experimentStorageKey(record.name)]: encodeAssignment({ value, scheduleId: record.schedule.id }) });
  }
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <FranceLanguageSwitcher />
      </I18nextProvider>
    </Provider>,
  );
}

describe('English-language switch experiment (France)', () => {
  it('offers no switcher for the control', () => {
    renderFor('control');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no switcher before the datafile has loaded (every gate reads as its control)', () => {
    renderFor(null);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers English beside French for the treatment, French marked as chosen', () => {
    renderFor('on');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('lang'))).toEqual(['fr-FR', 'en-FR']);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(buttons[1]!.getAttribute('aria-pressed')).toBe('false');
  });
});
