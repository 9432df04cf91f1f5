// @vitest-environment jsdom
// 06-G18 / 13-G10: "Payment-method error modal: title, contact phone, transaction ID and order reference;
// closing it reloads the page" (spec 2 §2). The other modals (pre-authorise, authorise) close without a reload.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hutsAtom } from '../../src/atoms/huts';
import { orderErrorAtom, showOrderError, type OrderErrorKind } from '../../src/atoms/order-error';
import { OrderErrorModal } from '../../src/components/OrderErrorModal';
import { DEFAULT_ORDER } from '../../src/db/defaults';
import { i18n } from '../../src/i18n';
import { installDialogPolyfill, loadScreenStrings } from '../support/screen-setup';
import { hut } from '../atoms/localisation-fixtures';

const raise = atom(null, (_get, set, kind: OrderErrorKind) =>
  showOrderError(set, kind, 'Generic', { ...DEFAULT_ORDER, transactionId: 'TX-42', customerOrderReference: 'PH-1042' }, 'exception'),
);

const location = { reload: vi.fn(), replace: vi.fn() };
const realLocation = window.location;

beforeAll(async () => {
  // jsdom has <dialog> without showModal/close: open and close it by its attribute.
  installDialogPolyfill();
  await loadScreenStrings();
});

beforeEach(() => {
  location.reload.mockReset();
  location.replace.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: location });
});

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

function show(kind: OrderErrorKind, props: { reloadPath?: string; onClosed?: () => void } = {}) {
  const store = createStore();
  store.set(hutsAtom, { current: hut({ name: 'London - Camden', phone: '020 7946 0000' }), localised: true });
  store.set(raise, kind);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <OrderErrorModal {...props} />
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('the payment-method error modal (06-G18, 13-G10; spec 2 §2)', () => {
  it('shows the title, the contact phone, the transaction ID and the order reference', () => {
    show('payment-method-selector');
    expect(screen.getByText("That didn't go to plan")).toBeTruthy();
    expect(screen.getByText('Need help? Call London - Camden on 020 7946 0000.')).toBeTruthy();
    expect(screen.getByText('TX-42')).toBeTruthy();
    expect(screen.getByText('PH-1042')).toBeTruthy();
  });

  it('closing it reloads the page and clears the error', () => {
    const store = show('payment-method-selector');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(store.get(orderErrorAtom)).toBeNull();
  });

  it('on the card-details page it reloads the named page instead of acting on the return link again', () => {
    show('payment-method-selector', { reloadPath: '/order/checkout/' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(location.replace).toHaveBeenCalledWith('/order/checkout/');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('a pre-authorise or authorise error closes without a reload', () => {
    for (const kind of ['pre-authorise-error', 'authorise-error'] as const) {
      const onClosed = vi.fn();
      show(kind, { onClosed });
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(onClosed).toHaveBeenCalledTimes(1);
      cleanup();
    }
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });
});
