// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { creditsAtom } from '../../../src/atoms/checkout';
import { dealbotAtom } from '../../../src/atoms/dealbot';
import { hutsAtom } from '../../../src/atoms/huts';
import { i18n } from '../../../src/i18n';
import { installDialogPolyfill, loadScreenStrings } from '../../support/screen-setup';
import BasketVouchers from '../../../src/screens/vouchers';
import { CAMDEN, localisedStore } from '../../atoms/basket-fixtures';

// The voucher / gift-card modal, the cancel confirmation and the notification box (spec 2 §2, §4, §8; 06-G1, G28..G33).

vi.mock('../../../src/api/menu', () => ({ WEBSITE_CHANNEL: 'web', fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));
vi.mock('../../../src/api/vouchers', () => ({ validateVoucher: vi.fn(), checkGiftCard: vi.fn() }));
// The basket's price is the worker's business: here a fixed one, so no repricing runs under the view.
vi.mock('../../../src/atoms/pricing', async (importOriginal) => {
  const { atom } = await import('jotai');
  const actual = await importOriginal<typeof import('../../../src/atoms/pricing')>();
  return { ...actual, basketPriceAtom: atom({ price: { giftCardCredit: 12.5, discount: null }, pending: false, error: null }) };
});
const api = vi.mocked(await import('../../../src/api/vouchers'));

beforeAll(async () => {
  installDialogPolyfill();
  await loadScreenStrings();
});

beforeEach(() => {
  api.validateVoucher.mockReset();
  api.checkGiftCard.mockReset();
});
afterEach(() => cleanup());

function show({ search = '', giftCards = true } = {}) {
  const store = localisedStore();
  store.set(hutsAtom, { current: { ...CAMDEN, supportsGiftCard: giftCards }, localised: true });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/order/pizzas/${search}#basket`]}>
        <I18nextProvider i18n={i18n}>
          <BasketVouchers />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const openDialog = () => screen.getAllByRole('dialog', { hidden: true }).find((dialog) => dialog.hasAttribute('open'));
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('voucher and gift-card modal', () => {
  it('opens from the entry link on the voucher tab, with two tabs as a tablist', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Have a voucher or gift card?' }));
    expect(within(openDialog() as HTMLElement).getByRole('tablist', { name: 'Voucher or gift card' })).toBeTruthy();
    expect(selectedTab()).toBe('Voucher');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Voucher' }), { key: 'ArrowRight' });
    expect(selectedTab()).toBe('Gift card');
    expect(screen.getByLabelText('Gift card number').getAttribute('maxlength')).toBe('30');
    expect(screen.getByLabelText('PIN').getAttribute('maxlength')).toBe('6');
  });

  it('showGiftCardModalV2=true opens the gift-card tab; closing resets it to the voucher tab (06-G1, 06-G31)', () => {
    show({ search: '?showGiftCardModalV2=true' });
    expect(openDialog()).toBeTruthy();
    expect(selectedTab()).toBe('Gift card');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(openDialog()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Have a voucher or gift card?' }));
    expect(selectedTab()).toBe('Voucher');
  });

  it('showVoucherModal=true opens the voucher tab; no gift-card tab where the hut has none', () => {
    show({ search: '?showVoucherModal=true', giftCards: false });
    expect(openDialog()).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Voucher code').getAttribute('maxlength')).toBe('15');
  });

  it('06-G30: in the UK with the dealbot on, the voucher tab warns that a voucher turns it off; with it off, no warning', () => {
    const store = show({ search: '?showVoucherModal=true' });
    expect(screen.queryByText('Using a voucher will turn DealBot off')).toBeNull();
    cleanup();
    store.set(dealbotAtom, (dealbot) => ({ ...dealbot, on: true }));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/order/pizzas/?showVoucherModal=true#basket']}>
          <I18nextProvider i18n={i18n}>
            <BasketVouchers />
          </I18nextProvider>
        </MemoryRouter>
      </Provider>,
    );
    expect(within(openDialog() as HTMLElement).getByText('Using a voucher will turn DealBot off')).toBeTruthy();
  });

  it('apply is disabled while empty; a refusal shows its words; Try again goes back to the form (spec 2 §5, §8)', async () => {
    show({ search: '?showVoucherModal=true' });
    const apply = screen.getByRole('button', { name: 'Apply voucher' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    api.validateVoucher.mockResolvedValue({ ok: false, error: { type: 'COLLECTION_ONLY', message: 'x', invalidVoucherId: 'COL5' } });
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'col5' } });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("This voucher can't be used");
    expect(alert.textContent).toContain('Available for collection only');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Voucher code')).toBeTruthy();
  });

  it("a CONFLICT shows the page's own words, never the server's English message (10-G30)", async () => {
    show({ search: '?showVoucherModal=true' });
    api.validateVoucher.mockResolvedValue({ ok: false, error: { type: 'CONFLICT', message: 'Not with Meal for one', invalidVoucherId: 'X' } });
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply voucher' }));
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain("This voucher can't be used with a deal in your basket");
    expect(alert).not.toContain('Not with Meal for one');
  });

  it('a gift-card internal error has its own title; Cancel closes (spec 2 §8)', async () => {
    show({ search: '?showGiftCardModalV2=true' });
    api.checkGiftCard.mockResolvedValue({ errorCode: 'INTERNAL_SERVER_ERROR', errorMessage: 'boom' });
    fireEvent.change(screen.getByLabelText('Gift card number'), { target: { value: '600000000001' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Oops, we were unable to retrieve your gift card info');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(openDialog()).toBeUndefined();
  });

  it('a valid gift card shows its number ending and balance', async () => {
    const store = show({ search: '?showGiftCardModalV2=true' });
    api.checkGiftCard.mockResolvedValue({ giftCardBalance: 25, expiryDate: '2026-12-31' });
    fireEvent.change(screen.getByLabelText('Gift card number'), { target: { value: '600000000001' } });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    const status = await screen.findByText('Gift card ending 0001 applied');
    expect(status.parentElement?.textContent).toContain('£12.50 off this order');
    expect(status.parentElement?.textContent).toContain('Balance £25.00');
    expect(status.parentElement?.textContent).toContain('Expires 31 Dec 2026');
    expect(store.get(creditsAtom).giftCard?.balance).toBe(25);
  });
});

describe('notification box and cancel confirmation', () => {
  it('shows what is applied, adds the other, and removes after confirming', async () => {
    const store = show();
    act(() => {
      store.set(creditsAtom, {
        voucher: { id: 'WEB20', type: 'discount', title: '20% off', discountId: 'web-only-20-off', collectionOnly: false },
        giftCard: null,
      });
    });
    const box = screen.getByRole('region', { name: 'Applied to your order' });
    expect(within(box).getByText('Voucher WEB20')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Add a gift card' }));
    expect(selectedTab()).toBe('Gift card');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(within(box).getByRole('button', { name: 'Remove voucher WEB20' }));
    expect(screen.getByRole('heading', { name: 'Remove voucher WEB20?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(store.get(creditsAtom).voucher).not.toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: 'Remove voucher WEB20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(store.get(creditsAtom).voucher).toBeNull());
    expect(screen.getByRole('button', { name: 'Have a voucher or gift card?' })).toBeTruthy();
  });

  it('asks before removing a gift card by its last four digits', () => {
    const store = show();
    act(() => {
      store.set(creditsAtom, { voucher: null, giftCard: { number: '600000000001', pin: '1234', balance: 25, expiryDate: '2026-12-31' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove gift card ending 0001' }));
    expect(screen.getByRole('heading', { name: 'Remove gift card ending 0001?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(store.get(creditsAtom).giftCard).toBeNull();
  });
});
