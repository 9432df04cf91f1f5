// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hutsAtom } from '../../../src/atoms/huts';
import { orderErrorAtom } from '../../../src/atoms/order-error';
import { hydrationStatusAtom } from '../../../src/atoms/persisted';
import { MICROFORM_TOKEN_VALIDITY_MS } from '../../../src/domain/checkout/card-authentication';
import { i18n } from '../../../src/i18n';
import { installDialogPolyfill, loadScreenStrings } from '../../support/screen-setup';
import CardDetails from '../../../src/screens/card-details';
import { CAMDEN } from '../../atoms/basket-fixtures';

// Issue 16 (13-G17): a Microform token older than its validity after tokenValidFrom raises
// token-expire-error on the card-details page and takes the card field away.

beforeAll(async () => {
  // jsdom has <dialog> without showModal/close: open and close it by its attribute.
  installDialogPolyfill();
  await loadScreenStrings();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function showPage(tokenValidFrom: string) {
  const store = createStore();
  store.set(hydrationStatusAtom, 'ready');
  store.set(hutsAtom, { current: CAMDEN, localised: true });
  const query = new URLSearchParams({ transactionId: 'tx-1', iframeUrl: '/sandbox/card/tx-1?frame=1&token=t', tokenValidFrom });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/order/card-details/?${query.toString()}`]}>
          <Routes>
            <Route path="/order/card-details/" element={<CardDetails />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('Microform token expiry on the card-details page (13-G17)', () => {
  it('keeps the card field until the validity ends, then shows the expired-session modal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    const store = showPage('2026-11-26T12:00:00.000Z');
    expect(document.querySelector('iframe.card-details__frame')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MICROFORM_TOKEN_VALIDITY_MS - 1);
    });
    expect(store.get(orderErrorAtom)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'token-expire-error', name: 'TOKEN_EXPIRED' });
    expect(document.querySelector('iframe.card-details__frame')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Your payment session has expired' })).toBeTruthy();
  });

  it('an already expired token is refused at once', () => {
    const store = showPage(new Date(Date.now() - MICROFORM_TOKEN_VALIDITY_MS - 1000).toISOString());
    expect(store.get(orderErrorAtom)).toMatchObject({ kind: 'token-expire-error' });
  });
});
