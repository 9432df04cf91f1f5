// @vitest-environment jsdom
// 13-G9 / 06-G16: "in India cash is blacklisted for the qr-takeaway channel" (spec 2 §5). The page reads
// the visit's channel (?channel=qr-takeaway, kept for the browser session, 10-G28) through the checkout
// model, so this renders the checkout's own model hook from atoms, not a hand-made model.
import { cleanup, render, screen, within } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { price } from './fixtures';

// The price comes from the pricing worker in the app; here a fixed India basket price stands in for it.
vi.mock('../../../src/atoms/pricing', () => ({
  basketPriceAtom: atom({ price: price({ subtotal: 450, total: 450, amountDue: 450, surcharges: [] }), pending: false }),
}));
// The store-config call (13-G15) is a network call that says nothing about cash.
vi.mock('../../../src/atoms/wallets', async (original) => ({
  ...(await original<typeof import('../../../src/atoms/wallets')>()),
  loadStoreConfigAtom: atom(null, () => undefined),
}));

const { enterChannelAtom } = await import('../../../src/atoms/visit');
const { hutsAtom } = await import('../../../src/atoms/huts');
const { sessionAtom } = await import('../../../src/atoms/session');
const { changeLanguage, i18n, initI18n, withScreenStrings } = await import('../../../src/i18n');
const { CheckoutView } = await import('../../../src/screens/checkout/CheckoutView');
const { useCheckoutModel } = await import('../../../src/screens/checkout/use-checkout-model');
const { actions } = await import('./fixtures');
const { hut } = await import('../../atoms/localisation-fixtures');

beforeAll(async () => {
  await initI18n('en-GB');
  await withScreenStrings(async () => null)();
  await changeLanguage('en-GB');
});

afterEach(() => {
  cleanup();
});

function Checkout() {
  const model = useCheckoutModel();
  return model ? <CheckoutView model={model} actions={actions(() => undefined)} /> : null;
}

/** An India take-away at a hut that takes Razorpay, Paytm and cash, entered from `entry`'s query. */
function open(entry: string) {
  const store = createStore();
  store.set(hutsAtom, {
    current: hut({ sector: 'in-1', phone: '080 4040 4040', cashMaximum: 5000, supportedPayment: [{ type: 'razorpay' }, { type: 'paytm' }, { type: 'cash' }] }),
    localised: true,
  });
  store.set(sessionAtom, (session) => ({ ...session, dispositionType: 'collection' }));
  store.set(enterChannelAtom, entry);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <Checkout />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>,
  );
  const payment = screen.getByRole('region', { name: 'Payment' });
  return within(payment).getAllByRole('radio').map((radio) => radio.getAttribute('value'));
}

describe('checkout on the take-away QR channel (13-G9, 06-G16; spec 2 §5)', () => {
  it('an India hut opened with ?channel=qr-takeaway offers no cash, only the online types', () => {
    expect(open('?channel=qr-takeaway')).toEqual(['razorpay', 'paytm']);
    expect(screen.queryByRole('radio', { name: /^Cash/ })).toBeNull();
  });

  it('the same hut on the website channel (ph-website, no channel query) offers cash', () => {
    expect(open('')).toEqual(['razorpay', 'paytm', 'cash']);
    // 06-G17: India shows the cash maximum on the choice.
    expect(screen.getByRole('radio', { name: /^Cash/ }).closest('label')?.textContent).toMatch(/5,000/);
  });

  it('an unknown channel value is ignored: the website channel, cash offered', () => {
    expect(open('?channel=fax')).toEqual(['razorpay', 'paytm', 'cash']);
  });
});
