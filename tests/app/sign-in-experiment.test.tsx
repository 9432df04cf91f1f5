// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInSlot } from '../../src/app/SignInSlot';
import { experimentDatafileAtom } from '../../src/atoms/experiment-definitions';
import { experimentsAtom } from '../../src/atoms/experiments';
import { flushPersistedWrites } from '../../src/atoms/persisted';
import { settingsAtom } from '../../src/atoms/settings';
import { installSignInExperiment } from '../../src/atoms/sign-in-experiment';
import { DEFAULT_SETTINGS } from '../../src/db/defaults';
import { EXPERIMENTS } from '../../src/domain/experiments/catalogue';
import { experimentStorageKey } from '../../src/domain/experiments/record';
import { encodeAssignment } from '../../src/domain/experiments/stored';
import { i18n, initI18n } from '../../src/i18n';

// 14-G14 'passwordless-login' (C49): the header's Sign in target follows the visitor's variant while
// the experiment is live, and the passwordless flag alone outside it.

const passwordless = EXPERIMENTS.find(({ name }) => name === 'passwordless-login')!;

beforeAll(async () => {
  await initI18n('en-GB');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await flushPersistedWrites();
});

function signInHref(value: string | null, flagOverrides: Record<string, boolean> = {}): string | null {
  const store = createStore();
  installSignInExperiment(store); // as ExperimentsKeeper does after first paint
  store.set(settingsAtom, { ...DEFAULT_SETTINGS, flagLevel: 'production', flagOverrides });
  if (value !== null) {
    store.set(experimentDatafileAtom, { market: 'UK', experiments: [passwordless] });
    store.set(experimentsAtom, { [experimentStorageKey(passwordless.name)]: encodeAssignment({ value, scheduleId: passwordless.schedule.id }) });
  }
  render(
    <Provider store={store}>
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <SignInSlot />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('link', { name: /sign in/i }).getAttribute('href');
}

describe('passwordless-login experiment on the header sign-in', () => {
  it('outside the experiment (no datafile): the passwordless flag alone, the code sign-in', () => {
    expect(signInHref(null)).toBe('/account/signin');
  });

  it('live, control: the password form', () => {
    expect(signInHref('control')).toBe('/account/?form=login');
  });

  it('live, treatment: the code sign-in', () => {
    expect(signInHref('passwordless')).toBe('/account/signin');
  });
});
