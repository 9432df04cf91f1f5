// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { settingsAtom } from '../../../src/atoms/settings';
import { DEFAULT_SETTINGS } from '../../../src/db/defaults';
import { i18n } from '../../../src/i18n';
import { installDialogPolyfill, loadScreenStrings } from '../../support/screen-setup';
import { BasketView } from '../../../src/screens/basket/BasketView';
import type { BasketModel, UpsellCard } from '../../../src/screens/basket/model';
import { actions, model, price } from './fixtures';

// 14-G13 on the basket: 'delivery-fee-naming', 'basket-upsell-position' and 'show-eta', control vs
// treatment (forced the way /debug forces them; experiment-gates.test.tsx covers kept and live picks).

beforeAll(async () => {
  installDialogPolyfill();
  await loadScreenStrings();
});

afterEach(async () => {
  cleanup();
  await flushPersistedWrites();
});

function show(forcedVariants: Record<string, string>, input: Partial<BasketModel> = {}, extra: Partial<typeof DEFAULT_SETTINGS> = {}) {
  const store = createStore();
  store.set(settingsAtom, { ...DEFAULT_SETTINGS, flagLevel: 'production', forcedVariants, ...extra });
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <BasketView model={model(input)} actions={actions(() => undefined)} mode="overlay" />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>,
  );
}

const withDelivery = price({ surcharges: [{ type: 'DELIVERY', amount: 1.99 }, { type: 'deliverySupplement', amount: 1.5 }] });

describe('delivery-fee-naming', () => {
  it("control: 'Delivery charge'", () => {
    show({}, { price: withDelivery });
    expect(screen.getByText('Delivery charge')).toBeTruthy();
    expect(screen.queryByText('Service charge')).toBeNull();
  });

  it("treatment: 'Service charge' for the delivery charge; the supplement keeps its name", () => {
    show({ 'delivery-fee-naming': 'service-charge' }, { price: withDelivery });
    expect(screen.getByText('Service charge')).toBeTruthy();
    expect(screen.queryByText('Delivery charge')).toBeNull();
    expect(screen.getByText('Delivery supplement')).toBeTruthy();
  });

  it('the minimum-spend message names the charge as the summary does', () => {
    const short = price({ surcharges: [{ type: 'DELIVERY', amount: 1.99 }], minimumOrder: { kind: 'delivery', minimum: 10, gap: 5.51, surcharge: 1.99 } });
    show({}, { price: short });
    expect(screen.getByText(/A delivery charge of £1\.99 doesn't count towards it\./)).toBeTruthy();
    cleanup();
    show({ 'delivery-fee-naming': 'service-charge' }, { price: short });
    expect(screen.getByText(/A service charge of £1\.99 doesn't count towards it\./)).toBeTruthy();
    expect(screen.queryByText(/A delivery charge of/)).toBeNull();
  });
});

const card = (n: number): UpsellCard => ({ key: `u:${n}`, type: 'dip', refId: `dip-${n}`, title: `Dip ${n}`, price: 0.99, image: null, parentItemId: 'line-1' });

describe('basket-upsell-position', () => {
  /** Whether the upsell section comes after the total row in the document. */
  const upsellsAfterTotal = () => {
    const upsells = screen.getByRole('region', { name: 'Goes well with your order' });
    const total = screen.getByText('Total');
    return Boolean(total.compareDocumentPosition(upsells) & Node.DOCUMENT_POSITION_FOLLOWING);
  };
  const afterCharges = () => {
    const upsells = screen.getByRole('region', { name: 'Goes well with your order' });
    const subtotal = screen.getByText('Subtotal');
    return Boolean(subtotal.compareDocumentPosition(upsells) & Node.DOCUMENT_POSITION_FOLLOWING);
  };

  it('control: the upsells sit under the lines, above the money', () => {
    show({}, { upsells: [card(1)] });
    expect(afterCharges()).toBe(false);
    expect(upsellsAfterTotal()).toBe(false);
  });

  it('treatment: between the charges and the total, each in a well-formed list', () => {
    const { container } = show({ 'basket-upsell-position': 'above-total' }, { upsells: [card(1)] });
    expect(afterCharges()).toBe(true);
    expect(upsellsAfterTotal()).toBe(false);
    const lists = container.querySelectorAll('dl.basket-summary');
    expect(lists).toHaveLength(2);
    expect(within(lists[1] as HTMLElement).getByText('Total')).toBeTruthy();
  });

  it('treatment without upsells keeps the one money list', () => {
    const { container } = show({ 'basket-upsell-position': 'above-total' });
    expect(container.querySelectorAll('dl.basket-summary')).toHaveLength(1);
  });
});

describe('show-eta', () => {
  it('control with the default flags shows the minutes (today)', () => {
    show({});
    expect(screen.getByText('25 min')).toBeTruthy();
  });

  it('control with hideEta on hides them; the treatment shows them again', () => {
    show({}, {}, { flagOverrides: { hideEta: true } });
    expect(screen.queryByText('25 min')).toBeNull();
    cleanup();
    show({ 'show-eta': 'shown' }, {}, { flagOverrides: { hideEta: true } });
    expect(screen.getByText('25 min')).toBeTruthy();
  });
});
