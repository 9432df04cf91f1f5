// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import TrackOrderBanner from '../../../src/components/TrackOrderBanner';
import { hutsAtom } from '../../../src/atoms/huts';
import { lastOrderAtom } from '../../../src/atoms/last-order';
import { orderTrackingAtom } from '../../../src/atoms/order-tracking';
import { hydrationStatusAtom } from '../../../src/atoms/persisted';
import { i18n } from '../../../src/i18n';
import { loadScreenStrings } from '../../support/screen-setup';
import OrderSummaryScreen from '../../../src/screens/order-summary';
import { CAMDEN } from '../../atoms/basket-fixtures';
import { lastOrder, ORDER_TOKEN, orderState, orderSummary, PLACED_AT, PROMISED, TRANSACTION_ID } from './fixtures';
import { SETTLE } from '../../settle';

// The order summary page and the home page's track banner (spec 2 §2, §4, §7; C14; issue 7).

const api = vi.hoisted(() => ({ fetchOrderSummary: vi.fn(), fetchOrderState: vi.fn() }));
vi.mock('../../../src/api/order-status', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/order-status')>()),
  ...api,
}));

beforeAll(async () => {
  await loadScreenStrings();
});

beforeEach(() => {
  api.fetchOrderSummary.mockReset();
  api.fetchOrderState.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function storeWith(record = lastOrder()) {
  const store = createStore();
  store.set(hydrationStatusAtom, 'ready');
  store.set(hutsAtom, { current: CAMDEN, localised: true });
  store.set(lastOrderAtom, record);
  return store;
}

function showPage(store: ReturnType<typeof createStore>, path = `/order/ordersummary/?transactionId=${TRANSACTION_ID}`) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/order/ordersummary/" element={<OrderSummaryScreen />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the order summary page', () => {
  it('confirms the order with its number, the promised time and window, the tracker and the bill', async () => {
    api.fetchOrderSummary.mockResolvedValue(orderSummary('COOKING'));
    showPage(storeWith());

    expect(await screen.findByRole('heading', { level: 1, name: 'Thanks, Ada! Your order is confirmed' })).toBeTruthy();
    expect(screen.getByText('4821')).toBeTruthy();
    // 18:50Z is 19:50 in London: the hut's clock, not the device's.
    expect(screen.getByText('Estimated delivery 19:50')).toBeTruthy();
    expect(screen.getByText('between 19:45 and 19:55', { exact: false })).toBeTruthy();

    const tracker = screen.getByRole('region', { name: 'Order progress' });
    const steps = within(tracker).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Receiving your order, done',
      '✓Preparing, done',
      '3Cooking, now',
      '4On its way',
      '5Delivered',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(within(tracker).getByRole('status').textContent).toBe('Order status: Cooking');

    const bill = screen.getByRole('region', { name: 'Your order' });
    expect(within(bill).getByText('£28.96')).toBeTruthy();
    expect(within(bill).getByText('Delivery charge')).toBeTruthy();
    expect(within(bill).getByText('Card')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 020 7946 0101' }).getAttribute('href')).toBe('tel:02079460101');
  });

  it('10-G16/10-G23/C47: words each line from its items, shows ×2, the postcode as the UK writes it, and a gift-card order as Gift card', async () => {
    const ref = (id: string, name: string) => ({ id, name });
    const half = (id: string, name: string, added: { id: string; name: string }[]) => ({ product: ref(id, name), added, removed: [], sauce: null, cheese: null });
    const pizza = {
      product: ref('margherita', 'Margherita'),
      size: ref('large', 'Large (13.5")'),
      crust: ref('pan', 'Classic Pan'),
      added: [],
      removed: [],
      sauce: null,
      cheese: null,
      halves: [half('margherita', 'Margherita', [ref('mushrooms', 'Mushrooms')]), half('hawaiian', 'Hawaiian', [])] as [ReturnType<typeof half>, ReturnType<typeof half>],
      option: null,
      modifiers: [],
    };
    const bread = { ...pizza, product: ref('garlic-bread', 'Garlic Bread'), size: null, crust: null, halves: null };
    api.fetchOrderSummary.mockResolvedValue(
      orderSummary('DISPATCHED', {
        lines: [
          { kind: 'item', title: 'Margherita', quantity: 1, price: 17.99, details: ['old words'], items: [pizza] },
          { kind: 'item', title: 'Garlic Bread', quantity: 2, price: 8.98, details: [], items: [bread] },
        ],
        payment: { type: 'giftcard', amount: 0, currency: 'GBP', credits: 28.96, nothingToPay: true },
      }),
    );
    showPage(storeWith());
    const bill = await screen.findByRole('region', { name: 'Your order' });
    expect(within(bill).getByText('Large (13.5") · Classic Pan')).toBeTruthy();
    expect(within(bill).getByText('Half Margherita (extra Mushrooms) + half Hawaiian')).toBeTruthy();
    expect(within(bill).queryByText('old words')).toBeNull();
    expect(within(bill).getByText('2 ×', { exact: false }).closest('li')?.textContent).toContain('Garlic Bread');
    expect(bill.querySelector('.order-card__payment')?.textContent).toBe('Payment Gift card');
    expect(screen.getByText('10 Agar Grove, NW1 9SL', { exact: false })).toBeTruthy();
    // 10-G22: inside the delivery step, a dispatched order is 'with you soon'.
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('With you soon');
  });

  it("C47: an order with nothing to pay and no gift card says 'Nothing to pay', never Cash", async () => {
    api.fetchOrderSummary.mockResolvedValue(orderSummary('ALMOST_ARRIVED', { payment: { type: 'cash', amount: 0, currency: 'GBP', credits: 0, nothingToPay: true } }));
    showPage(storeWith());
    const bill = await screen.findByRole('region', { name: 'Your order' });
    expect(bill.querySelector('.order-card__payment')?.textContent).toBe('Payment Nothing to pay');
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Driver nearby');
  });

  it("13-G7: France's cash or meal ticket at the door is named in words on the summary", async () => {
    api.fetchOrderSummary.mockResolvedValue(orderSummary('CONFIRMED', { payment: { type: 'cash/ticket', amount: 21.5, currency: 'EUR', credits: 0, nothingToPay: false } }));
    showPage(storeWith());
    const bill = await screen.findByRole('region', { name: 'Your order' });
    expect(bill.querySelector('.order-card__payment')?.textContent).toBe('Payment Cash or meal vouchers');
  });

  it('collection: ready for collection, and the last step says collected', async () => {
    api.fetchOrderSummary.mockResolvedValue(orderSummary('READY', { disposition: { type: 'collection', when: 'asap' } }));
    showPage(storeWith());
    expect(await screen.findByText('Ready for collection at 19:50')).toBeTruthy();
    const steps = screen.getAllByRole('listitem').filter((item) => item.classList.contains('tracker__step'));
    expect(steps[3]?.textContent).toContain('Ready to collect');
    expect(steps[4]?.textContent).toContain('Collected');
  });

  it('a failed order ends on unsuccessful with the hut to call', async () => {
    api.fetchOrderSummary.mockResolvedValue(orderSummary('FAILED'));
    showPage(storeWith());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please call London - Camden on 020 7946 0101');
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Unsuccessful');
  });

  it('offline, opens from the saved order marked "Last updated at"', async () => {
    api.fetchOrderSummary.mockResolvedValue(null);
    const savedAt = PLACED_AT + 3 * 60_000; // 19:23 in London
    showPage(storeWith(lastOrder({ summary: orderSummary('PREPARING'), state: orderState('COOKING'), stateUpdatedAt: savedAt })));
    expect(await screen.findByText('Last updated at 19:23')).toBeTruthy();
    expect(screen.getByText('4821')).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Cooking');
  });

  it('with nothing to show: the error and a retry that loads it', async () => {
    api.fetchOrderSummary.mockResolvedValueOnce(null).mockResolvedValueOnce(orderSummary('CONFIRMED'));
    api.fetchOrderState.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    showPage(storeWith());
    expect(await screen.findByRole('heading', { name: 'We could not load your order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4821')).toBeTruthy();
  });

  it('without a transaction in the address shows the last order', async () => {
    api.fetchOrderSummary.mockResolvedValue(orderSummary('CONFIRMED'));
    const store = storeWith();
    showPage(store, '/order/ordersummary/');
    expect(await screen.findByText('4821')).toBeTruthy();
    expect(api.fetchOrderSummary).toHaveBeenCalledWith(TRANSACTION_ID, ORDER_TOKEN);
    expect(store.get(orderTrackingAtom).transactionId).toBe(TRANSACTION_ID);
  });

  it('shows a voucher line below zero as "−£10.00" (issue 12: negative lines)', async () => {
    const lines = [
      { title: 'Margherita', quantity: 1, price: 16.99, details: ['Large'], items: [] },
      { title: '£10 Gift Voucher', quantity: 1, price: -10, details: [], items: [] },
    ];
    const breakdown = { subtotal: 6.99, dealSavings: 0, discount: 0, surcharges: 0, tax: 1.17, taxIncluded: true, taxes: [{ id: 'VAT' as const, rate: 0.2, amount: 1.17 }], grossTotal: 6.99 };
    api.fetchOrderSummary.mockResolvedValue(
      orderSummary('CONFIRMED', { lines, breakdown, surcharges: [], payment: { type: 'cash', amount: 6.99, currency: 'GBP', credits: 0, nothingToPay: false } }),
    );
    showPage(storeWith());
    const line = (await screen.findByText('£10 Gift Voucher')).closest('li');
    expect(line?.querySelector('.order-lines__price')?.textContent).toBe('\u2212£10.00');
  });

  it('shows the VAT a UK total includes, and each Canadian tax added before the total (10-G12)', async () => {
    api.fetchOrderSummary.mockResolvedValue(orderSummary('CONFIRMED'));
    showPage(storeWith());
    const vat = (await screen.findByText('Includes VAT')).closest('div');
    expect(vat?.textContent).toBe('Includes VAT£4.83');
    cleanup();
    const breakdown = { subtotal: 19.99, dealSavings: 0, discount: 0, surcharges: 0, tax: 2.6, taxIncluded: false, taxes: [{ id: 'HST' as const, rate: 0.13, amount: 2.6 }], grossTotal: 22.59 };
    const hut = { id: '4101', sector: 'ca-1' as const, name: 'Toronto - Queen West', phone: '(416) 555-0101', address: '425 Queen St W, Toronto, ON M5V 2A5' };
    api.fetchOrderSummary.mockResolvedValue(orderSummary('CONFIRMED', { hut, breakdown, surcharges: [], payment: { type: 'card', amount: 22.59, currency: 'CAD', credits: 0, nothingToPay: false } }));
    showPage(storeWith());
    const hst = (await screen.findByText('HST (13%)')).closest('div');
    expect(hst?.textContent).toContain('2.60');
    expect(hst?.nextElementSibling?.textContent).toContain('22.59');
  });

  it('an order this device has no token for: the tracking state alone, nothing personal, and no summary call', async () => {
    api.fetchOrderState.mockResolvedValue({ ...orderState('COOKING'), transactionId: 'tx-elsewhere' });
    showPage(storeWith(), '/order/ordersummary/?transactionId=tx-elsewhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeTruthy();
    expect(screen.getByText('Estimated delivery 19:50')).toBeTruthy();
    expect(screen.getByText("Your order's details are shown on the device it was placed from.")).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('Cooking');
    expect(api.fetchOrderSummary).not.toHaveBeenCalled();
    // The last order on this device is another: its number is not shown for this one.
    expect(screen.queryByText('4821')).toBeNull();
    expect(screen.queryByText(/Ada/)).toBeNull();
  });

  it('the tracking state alone, failed: says so without a hut to call', async () => {
    api.fetchOrderState.mockResolvedValue(orderState('FAILED'));
    showPage(storeWith(lastOrder({ orderToken: null })));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Sorry, something went wrong with your order. Please call the restaurant.');
    // Its own last order: the number it kept is shown.
    expect(screen.getByText('4821')).toBeTruthy();
  });

  it('announces a new step in its live region as the poll brings it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.fetchOrderSummary.mockResolvedValue(orderSummary('PREPARING'));
    api.fetchOrderState.mockResolvedValue(orderState('DISPATCHED'));
    showPage(storeWith());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Order status: Preparing')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    // 10-G22: a dispatched delivery reads 'With you soon' inside the delivery step (was 'On its way').
    expect(screen.getByText('Order status: With you soon')).toBeTruthy();
  });
});

describe('the track-your-order banner', () => {
  function showBanner(store: ReturnType<typeof createStore>, now: number) {
    return render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <TrackOrderBanner now={() => now} />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
  }

  it('links to the order while it is on its way', async () => {
    api.fetchOrderState.mockResolvedValue(orderState('COOKING'));
    showBanner(storeWith(), PLACED_AT);
    const link = await screen.findByRole('link', { name: /Track your order/ });
    expect(link.textContent).toBe('Track your order arriving about 19:50');
    expect(link.getAttribute('href')).toBe(`/order/ordersummary/?transactionId=${TRANSACTION_ID}`);
  });

  it.each(['DELIVERED', 'FAILED'] as const)('is not shown once the order is %s', async (status) => {
    api.fetchOrderState.mockResolvedValue(orderState(status));
    showBanner(storeWith(), PLACED_AT);
    await act(async () => {});
    await vi.waitFor(() => expect(api.fetchOrderState).toHaveBeenCalled(), SETTLE);
    await act(async () => {});
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['24 h before', PROMISED - 24 * 3_600_000, true],
    ['just over 24 h before', PROMISED - 24 * 3_600_000 - 1, false],
    ['30 min after', PROMISED + 30 * 60_000, true],
    ['just over 30 min after', PROMISED + 30 * 60_000 + 1, false],
  ])('%s the promised time: shown %s', async (_label, now, shown) => {
    api.fetchOrderState.mockResolvedValue(orderState('DISPATCHED'));
    showBanner(storeWith(), now);
    if (shown) {
      expect(await screen.findByRole('link', { name: /Track your order/ })).toBeTruthy();
    } else {
      await act(async () => {});
      expect(screen.queryByRole('link')).toBeNull();
      expect(api.fetchOrderState).not.toHaveBeenCalled();
    }
  });

  it('a failed state call is only logged; the saved state decides', async () => {
    api.fetchOrderState.mockRejectedValue(new TypeError('Failed to fetch'));
    showBanner(storeWith(lastOrder({ state: orderState('COOKING') })), PLACED_AT);
    expect(await screen.findByRole('link', { name: /Track your order/ })).toBeTruthy();
  });
});
