// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BasketCheckModal } from '../../../src/components/BasketCheckModal';
import { i18n } from '../../../src/i18n';
import { installDialogPolyfill, loadScreenStrings } from '../../support/screen-setup';
import { BasketView, type BasketMode } from '../../../src/screens/basket/BasketView';
import { DEALBOT_MOMENT_MS } from '../../../src/screens/basket/DealbotPanel';
import type { BasketModel, UpsellCard } from '../../../src/screens/basket/model';
import { UPSELL_MAX_CARDS } from '../../../src/screens/basket/Upsells';
import { actions, basket, model, price } from './fixtures';

// jsdom has <dialog> without showModal/close: open and close it by its attribute.
beforeAll(async () => {
  installDialogPolyfill();
  await loadScreenStrings();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(input: Partial<BasketModel> = {}, mode: BasketMode = 'overlay') {
  const calls: [string, ...unknown[]][] = [];
  const view = (next: Partial<BasketModel>) => (
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <BasketView model={model(next)} actions={actions((...call) => calls.push(call))} mode={mode} />
      </I18nextProvider>
    </MemoryRouter>
  );
  const result = render(view(input));
  return { calls, rerender: (next: Partial<BasketModel>) => result.rerender(view(next)) };
}

const openDialog = () => screen.queryAllByRole('dialog').find((dialog) => dialog.hasAttribute('open'));

describe('basket screen (spec 1 §2)', () => {
  it('shows the title, the close link, the lines with their edit links and prices', () => {
    const { calls } = show();
    expect(screen.getByRole('heading', { name: 'Your basket' })).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'In your basket' });
    expect(within(lines).getByText('Meal for one')).toBeTruthy();
    expect(within(lines).getByText('Medium Margherita')).toBeTruthy();
    expect(within(lines).getByText('£11.99')).toBeTruthy();
    expect(within(lines).getByText('£15.48').tagName).toBe('S');
    expect(screen.getByRole('link', { name: 'Edit Meal for one' }).getAttribute('href')).toBe('/order/deal/?id=meal-for-one&basketId=bd-1&editing=true');
    expect(screen.getByRole('link', { name: 'Edit Garlic bread' }).getAttribute('href')).toContain('basketItemId=i-3');
    expect(within(lines).getByText('4 slices')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close basket' }));
    expect(calls).toEqual([['close']]);
  });

  it('removes a line', () => {
    const { calls } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Garlic bread' }));
    expect(calls[0]?.[0]).toBe('remove');
    expect(calls[0]?.[1]).toMatchObject({ kind: 'item', id: 'i-3' });
  });

  it('issue 13 item 5: identical items are one line with a stepper, priced quantity × unit price', () => {
    const second = { id: 'i-4', dealId: 'ND', item: { type: 'side', properties: { id: 'garlic-bread', subtype: 'bread', option: 'four', basketItemID: 'i-4' } } };
    const twoBreads = { ...basket, items: { ...basket.items, 'i-4': second } };
    const base = price();
    const lines = [...base.lines, { kind: 'item' as const, id: 'i-4', refId: 'garlic-bread', title: 'Garlic bread', amount: 4.49, menuAmount: 4.49, itemIds: ['i-4'] }];
    const { calls } = show({ basket: twoBreads, price: { ...base, lines } });
    const list = screen.getByRole('list', { name: 'In your basket' });
    expect(within(list).getAllByText('Garlic bread')).toHaveLength(1);
    const stepper = screen.getByRole('group', { name: 'Quantity of Garlic bread' });
    expect(within(stepper).getByText('2')).toBeTruthy();
    expect(within(list).getByText('£8.98')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Garlic bread' }));
    expect(calls.at(-1)?.[0]).toBe('changeQuantity');
    expect(calls.at(-1)?.[2]).toBe(1);
    // The live region says the new count.
    expect(screen.getByText('Garlic bread: quantity 3').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Garlic bread' }));
    expect(calls.at(-1)).toMatchObject(['changeQuantity', { quantity: 2, lines: [{ id: 'i-3' }, { id: 'i-4' }] }, -1]);
  });

  it('has no close button as the sidebar', () => {
    show({}, 'sidebar');
    expect(screen.queryByRole('button', { name: 'Close basket' })).toBeNull();
  });

  it('shows the money: subtotal, savings, the supplement, the collapsible tax, the total; announces the total', () => {
    show();
    const summary = document.querySelector('.basket-summary')!;
    expect(summary.textContent).toContain('Subtotal£16.48');
    expect(summary.textContent).toContain('Deal savings£3.49');
    expect(summary.textContent).toContain('Delivery supplement£1.50');
    expect(summary.textContent).toContain('Total£17.98');
    expect(screen.getByText('Includes VAT').closest('details')).toBeTruthy();
    expect(screen.getByText('£17.98', { selector: 'dd' }).getAttribute('aria-live')).toBe('polite');
  });

  it('shows the VAT the prices include as an amount (10-G12)', () => {
    show();
    const line = screen.getByText('Includes VAT').closest('.basket-summary__tax')!;
    expect(line.querySelector('dd')!.textContent).toBe('£3.00');
    expect(line.querySelector('details')!.textContent).toContain('Menu prices include VAT 20%.');
  });

  it('adds Canada’s taxes as lines above the total, and the total carries them (10-G12)', () => {
    const tax = { included: false, lines: [{ id: 'HST' as const, rate: 0.13, amount: 2.14 }], amount: 2.14, added: 2.14 };
    show({ tax: { label: 'Taxes', included: false }, price: price({ tax, total: 20.12, amountDue: 20.12 }) });
    const summary = document.querySelector('.basket-summary')!;
    expect(summary.textContent).toContain('HST (13%)£2.14');
    expect(summary.textContent).toContain('Total£20.12');
    expect(screen.getByText('Taxes: added').closest('details')!.textContent).toContain("we add HST 13% for the restaurant's province");
    expect(screen.getByRole('button', { name: /Checkout/ }).getAttribute('aria-label')).toContain('£20.12');
  });

  it('takes gift card credit off and shows the amount due (05-G1)', () => {
    show({ price: price({ giftCardCredit: 5, amountDue: 12.98 }) });
    const summary = document.querySelector('.basket-summary')!;
    expect(summary.textContent).toContain('Gift card credit−£5.00');
    expect(summary.textContent).toContain('Amount due£12.98');
  });

  it('shows an applied discount, or how much more qualifies', () => {
    show({ price: price({ discount: { id: 'd', title: '20% off', amount: 3.3, applicable: true, gap: 0 } }) });
    expect(document.querySelector('.basket-summary')!.textContent).toContain('20% off−£3.30');
    cleanup();
    show({ price: price({ discount: { id: 'd', title: 'Spend £25, save £5', amount: 0, applicable: false, gap: 8.52 } }) });
    expect(screen.getByText('Spend £25, save £5: spend £8.52 more to qualify')).toBeTruthy();
  });

  it('words each qualification state of the discount (13-G23)', () => {
    show({ price: price({ discount: { id: 'd', title: '25% off sides', amount: 0, applicable: false, gap: 0, qualification: 'noEligibleTotal' } }) });
    expect(screen.getByText('25% off sides: nothing in your basket counts towards it yet')).toBeTruthy();
    cleanup();
    show({ price: price({ discount: { id: 'd', title: 'Band', amount: 0, applicable: false, gap: 0, qualification: 'notApplicable' } }) });
    expect(screen.getByText("Band: doesn't apply to your basket")).toBeTruthy();
  });

  it("does not stack the discount-activated modal on a voucher's own confirmation (13-G25)", () => {
    const applied = price({ discount: { id: 'd', title: '20% off', amount: 3.3, applicable: true, gap: 0 } });
    const { rerender } = show({ price: price(), voucherDiscountId: 'd' });
    rerender({ price: applied, voucherDiscountId: 'd' });
    expect(openDialog()).toBeUndefined();
    // The saving shows once, in the totals.
    expect(document.querySelector('.basket-summary')!.textContent!.match(/−£3\.30/g)).toHaveLength(1);
  });

  it('shows the minimum-spend banner with the delivery charge, deal thresholds and the free-delivery banner', () => {
    show({
      price: price({
        minimumOrder: { kind: 'delivery', minimum: 20, gap: 2.02, surcharge: 1.5 },
        dealThresholdGaps: [{ basketDealId: 'bd-1', dealId: 'meal-for-one', gap: 4 }],
      }),
    });
    expect(screen.getByText(/Spend £2.02 more to reach the £20.00 minimum for delivery/).textContent).toContain(
      "A delivery charge of £1.50 doesn't count towards it.",
    );
    expect(screen.getByText('Spend £4.00 more to unlock Meal for one.')).toBeTruthy();
    // C43: the fixture's UK hut keeps its delivery charge, so the banner names the supplement instead.
    expect(screen.getByText('Spend £3.52 more and your delivery supplement drops from £1.50 to 75p.')).toBeTruthy();
  });

  it('promises free delivery only where every delivery charge goes (C43)', () => {
    show({ price: price({ freeDelivery: { kind: 'free', gap: 7 } }) });
    expect(screen.getByText('Spend £7.00 more for free delivery.')).toBeTruthy();
    cleanup();
    show({ price: price({ freeDelivery: { kind: 'supplement', gap: 6.76, from: 0.75, to: 0 } }) });
    expect(screen.getByText('Spend £6.76 more and skip the 75p delivery supplement.')).toBeTruthy();
  });

  it('offers the delivery/collection switch with the minutes', () => {
    const { calls } = show();
    const group = screen.getByRole('group', { name: 'How you get your order' });
    expect(within(group).getByRole('button', { name: /Delivery/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: /Delivery/ }).textContent).toContain('25 min');
    fireEvent.click(within(group).getByRole('button', { name: 'Collection' }));
    expect(calls).toEqual([['switchDisposition', 'collection']]);
  });

  it('shows the chosen time on the pill of a scheduled order (10-G33)', () => {
    show({ canSwitch: false, disposition: 'collection', etaMinutes: null, scheduledLabel: 'Wed 19:30' });
    expect(screen.getByText('Collection')).toBeTruthy();
    expect(screen.getByText('Wed 19:30')).toBeTruthy();
  });

  it('shows only the current disposition where the switch is not offered', () => {
    show({ canSwitch: false, disposition: 'collection', etaMinutes: 15 });
    expect(screen.queryByRole('group', { name: 'How you get your order' })).toBeNull();
    expect(screen.getByText('Collection')).toBeTruthy();
    expect(screen.getByText('15 min')).toBeTruthy();
  });

  it("has 'Add more food', the accepted cards and the checkout button with the item count", () => {
    const { calls } = show();
    expect(screen.getByRole('link', { name: 'Add more food' }).getAttribute('href')).toBe('/order/deals/');
    expect(screen.getByRole('img', { name: /We accept Visa/ })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Checkout, 2 items, £17.98' });
    expect(button.textContent).toContain('2 items');
    fireEvent.click(button);
    expect(calls).toEqual([['checkout']]);
  });

  it("draws the accepted payments from the hut's supportedPayment (10-G31)", () => {
    show({ paymentTypes: ['card', 'cash', 'ticket'] });
    const strip = screen.getByRole('img', { name: /^We accept/ });
    expect(strip.getAttribute('aria-label')).toBe('We accept Visa, Mastercard and American Express');
    cleanup();
    show({ paymentTypes: ['razorpay', 'paytm', 'phone-pe', 'cash'] });
    expect(screen.getByRole('img', { name: /^We accept/ }).getAttribute('aria-label')).toBe('We accept Razorpay, PhonePe and Paytm');
  });

  it('disables checkout before the first price and when the checkout link says so', () => {
    show({ checkout: null });
    expect((screen.getByRole('button', { name: /Checkout/ }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    show({ checkout: { disabled: true, action: 'checkout' } });
    expect((screen.getByRole('button', { name: /Checkout/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty state with the menu links', () => {
    show({ basket: { expires: null, deals: {}, items: {}, discount: null }, price: price({ lines: [], lineCount: 0 }) });
    expect(screen.getByText('Your basket is empty')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/order/deals/',
      '/order/pizzas/',
      '/order/sides/',
      '/order/drinks/',
    ]);
    expect(screen.queryByRole('button', { name: /Checkout/ })).toBeNull();
  });
});

describe('dealbot (spec 1 §2, §4)', () => {
  const on = { available: true, on: true, busy: false, status: 'resting' as const, savings: 0, confirmingOff: false, welcome: false };

  it('switches on at once', () => {
    const { calls } = show();
    const toggle = screen.getByRole('switch', { name: 'DealBot' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(calls).toEqual([['setDealbot', true]]);
  });

  it('asks before switching off, in the words of the spec', () => {
    const { calls, rerender } = show({ dealbot: on });
    fireEvent.click(screen.getByRole('switch', { name: 'DealBot' }));
    expect(calls).toEqual([['confirmDealbotOff', true]]);
    rerender({ dealbot: { ...on, confirmingOff: true } });
    const dialog = openDialog()!;
    expect(within(dialog).getByRole('heading').textContent).toBe('ARE YOU SURE?');
    expect(within(dialog).getByText('Turning DealBot off will remove any discounts you have in your basket')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep on' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(calls.slice(1)).toEqual([
      ['confirmDealbotOff', false],
      ['setDealbot', false],
    ]);
  });

  it("announces 'DealBot saved you X', then rests", () => {
    vi.useFakeTimers();
    const { calls } = show({ dealbot: { ...on, status: 'added-product-with-new-saving', savings: 4.5 } });
    const status = screen.getByText('DealBot saved you £4.50').closest('[aria-live]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(DEALBOT_MOMENT_MS));
    expect(calls).toEqual([['restDealbot']]);
  });

  it('says when there was nothing better, and that it is working', () => {
    show({ dealbot: { ...on, status: 'added-product-without-new-saving' } });
    expect(screen.getByText('DealBot checked your basket: you already have the best price.')).toBeTruthy();
    cleanup();
    show({ dealbot: { ...on, busy: true } });
    expect(screen.getByText('DealBot is checking your basket…')).toBeTruthy();
  });

  it('welcomes once (05-G9) and labels the savings as the dealbot’s', () => {
    const { calls } = show({ dealbot: { ...on, welcome: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(calls).toEqual([['dismissDealbotWelcome']]);
    expect(document.querySelector('.basket-summary')!.textContent).toContain('DealBot savings£3.49');
  });

  it('is not offered where the market has none', () => {
    show({ dealbot: { ...on, available: false } });
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('modals (spec 1 §2)', () => {
  const short = price({ minimumOrder: { kind: 'delivery', minimum: 20, gap: 0.5, surcharge: 0 } });
  const crossSells = [
    { type: 'deal' as const, id: 'three-dips', title: 'Three dips', price: 0.99, href: '/order/deal/?id=three-dips' },
    { type: 'deal' as const, id: 'cheese-triangles', title: 'Cheese triangles', price: 2.99, href: '/order/deal/?id=cheese-triangles' },
  ];

  it('opens the minimum-order modal from checkout with cross-sells and continue-shopping, and closes it once the gap is gone', () => {
    const { calls, rerender } = show({ price: short, checkout: { disabled: false, action: 'minimum-order' }, crossSells });
    fireEvent.click(screen.getByRole('button', { name: /Checkout/ }));
    expect(calls).toEqual([]);
    const dialog = openDialog()!;
    expect(within(dialog).getByText(/Spend 50p more/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Three dips/ }).getAttribute('href')).toBe('/order/deal/?id=three-dips');
    expect(within(dialog).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/order/deals/');
    rerender({ price: price(), checkout: { disabled: false, action: 'checkout' }, crossSells: [] });
    expect(openDialog()).toBeUndefined();
  });

  it('shows the discount-activated modal when a discount starts to apply, not for one already applied', () => {
    const applied = price({ discount: { id: 'd', title: '20% off', amount: 3.3, applicable: true, gap: 0 } });
    const notYet = price({ discount: { id: 'd', title: '20% off', amount: 0, applicable: false, gap: 1 } });
    const first = show({ price: applied });
    expect(openDialog()).toBeUndefined();
    cleanup();
    const { rerender } = show({ price: notYet });
    void first;
    rerender({ price: applied });
    const dialog = openDialog()!;
    expect(within(dialog).getByText('Discount activated')).toBeTruthy();
    expect(within(dialog).getByText('20% off is now applied to your basket.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(openDialog()).toBeUndefined();
  });

  it('shows the basket-check overlay text with Add more food to /order/deals/', () => {
    render(
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <BasketCheckModal open onClose={() => undefined} />
        </I18nextProvider>
      </MemoryRouter>,
    );
    const dialog = openDialog()!;
    expect(within(dialog).getByRole('heading').textContent).toBe('OOPS.');
    expect(dialog.textContent).toContain("It looks like you haven't met the minimum order value for delivery. Please add more items to your basket.");
    expect(within(dialog).getByRole('link', { name: 'Add more food' }).getAttribute('href')).toBe('/order/deals/');
  });
});

describe('upsells (spec 1 §2, §9; 05-G5)', () => {
  const card = (index: number, type: 'deal' | 'dip' = 'dip'): UpsellCard => ({
    key: `u:${index}`,
    type,
    refId: `item-${index}`,
    title: `Upsell ${index}`,
    price: 0.99 + index,
    image: null,
    parentItemId: 'i-3',
  });

  it('shows at most 5 cards in the carousel', () => {
    show({ upsells: [1, 2, 3, 4, 5, 6].map((index) => card(index)) });
    expect(screen.getAllByRole('button', { name: /Details of Upsell/ })).toHaveLength(UPSELL_MAX_CARDS);
    expect(screen.queryByRole('button', { name: 'Previous suggestions' })).toBeNull();
  });

  it("shows a single upsell; its modal says 'Add for only', adds a dip or says 'No thanks'", () => {
    const { calls } = show({ upsells: [card(1)] });
    expect(document.querySelector('.upsells__single')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Details of Upsell 1' }));
    let dialog = openDialog()!;
    expect(within(dialog).getByText('Add for only £1.99')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(calls[0]?.[0]).toBe('addUpsell');
    fireEvent.click(screen.getByRole('button', { name: 'Details of Upsell 1' }));
    dialog = openDialog()!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    expect(calls[1]?.[0]).toBe('dismissUpsell');
  });

  // 10-G18 (issue 13): the tile shows a picture, never a letter; one that cannot load gives way to
  // the type's precached fallback picture (this test pinned the letter tile before).
  it("shows the offer's picture, and its type's fallback picture when that cannot load", () => {
    show({ upsells: [{ ...card(1), image: '/img/dip.png' }] });
    const tile = screen.getByRole('button', { name: 'Details of Upsell 1' });
    expect(tile.querySelector('img')!.getAttribute('src')).toBe('/img/dip.png');
    fireEvent.error(tile.querySelector('img')!);
    expect(tile.querySelector('img')!.getAttribute('src')).toBe('/images/fallback/dip.svg');
    expect(tile.querySelector('.upsell-tile__initial')).toBeNull();
  });

  it("offers 'View deal' for a deal upsell", () => {
    show({ upsells: [card(1, 'deal')] });
    fireEvent.click(screen.getByRole('button', { name: 'Details of Upsell 1' }));
    expect(within(openDialog()!).getByRole('button', { name: 'View deal' })).toBeTruthy();
  });
});

describe('collection incentive (05-G8)', () => {
  it('opens the collection-incentive deal from the basket', () => {
    show({ incentive: { title: 'Collect & Save £5', href: '/order/deal/?id=collection-incentive' } });
    expect(screen.getByRole('link', { name: /Collect & Save £5/ }).getAttribute('href')).toBe('/order/deal/?id=collection-incentive');
  });
});
