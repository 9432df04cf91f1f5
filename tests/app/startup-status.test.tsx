// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StartupStatus } from '../../src/app/StartupStatus';
import { hydrationStatusAtom, type HydrationStatus } from '../../src/atoms/persisted';
import { changeLanguage, i18n, initI18n } from '../../src/i18n';

// 14-G19: a failed rehydration shows the start-up failure panel (a written-down deviation from
// "the app does not render") with the stuck-loader message and a Retry that reloads.
describe('StartupStatus (14-G19)', () => {
  beforeAll(() => initI18n('en-GB'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function show(status: HydrationStatus) {
    const store = createStore();
    store.set(hydrationStatusAtom, status);
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <StartupStatus>
            <p>the page</p>
          </StartupStatus>
        </I18nextProvider>
      </Provider>,
    );
  }

  it('renders the page itself while hydration is pending or done', () => {
    show('ready');
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('on failure: no page, the stuck-loader message, and a focused Retry that reloads', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    show('failed');
    expect(screen.queryByText('the page')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't start the app" })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('taking longer than usual');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks French in fr', async () => {
    await changeLanguage('fr-FR');
    try {
      show('failed');
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Le chargement prend plus de temps');
    } finally {
      await changeLanguage('en-GB');
    }
  });
});
