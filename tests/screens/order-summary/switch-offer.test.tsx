// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hutsAtom } from '../../../src/atoms/huts';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { settingsAtom } from '../../../src/atoms/settings';
import { DEFAULT_SETTINGS } from '../../../src/db/defaults';
import { i18n } from '../../../src/i18n';
import { loadScreenStrings } from '../../support/screen-setup';
import { OrderDetails } from '../../../src/screens/order-summary/OrderDetails';
import { SwitchToCollectionOffer } from '../../../src/screens/order-summary/SwitchToCollectionOffer';
import { CAMDEN } from '../../atoms/basket-fixtures';
import { orderSummary } from './fixtures';

// 14-G14 'switch-to-collection' (flag switchToCollection too) and 14-G13 'delivery-fee-naming' on the order summary.

beforeAll(async () => {
  await loadScreenStrings();
});

afterEach(async () => {
  cleanup();
  await flushPersistedWrites();
});

function storeWith(forcedVariants: Record<string, string>, flagOverrides: Record<string, boolean> = {}, localisedAt = CAMDEN) {
  const store = createStore();
  store.set(settingsAtom, { ...DEFAULT_SETTINGS, flagLevel: 'production', forcedVariants, flagOverrides });
  store.set(hutsAtom, { current: localisedAt, localised: true });
  return store;
}

function offer(store: ReturnType<typeof createStore>, step = 1, summary = orderSummary('PREPARING')) {
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SwitchToCollectionOffer summary={summary} step={step} failed={false} />
      </I18nextProvider>
    </Provider>,
  );
  return screen.queryByRole('region', { name: 'Rather collect it yourself?' });
}

describe('switch-to-collection offer', () => {
  const on = { switchToCollection: true };

  it('control (flag on): nothing offered', () => {
    expect(offer(storeWith({}, on))).toBeNull();
  });

  it('treatment with the flag off: nothing offered (the flag gates the experiment)', () => {
    expect(offer(storeWith({ 'switch-to-collection': 'offered' }))).toBeNull();
  });

  it('treatment, flag on, a delivery order still at a hut that collects: the call to switch, and "No thanks" hides it', () => {
    const region = offer(storeWith({ 'switch-to-collection': 'offered' }, on));
    expect(region).not.toBeNull();
    const call = screen.getByRole('link', { name: 'Call 020 7946 0101 to switch' });
    expect(call.getAttribute('href')).toBe('tel:02079460101');
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('region', { name: 'Rather collect it yourself?' })).toBeNull();
  });

  it('not once the order is out with the driver, nor for a collection order, nor a hut not known to collect', () => {
    expect(offer(storeWith({ 'switch-to-collection': 'offered' }, on), 3)).toBeNull();
    cleanup();
    expect(offer(storeWith({ 'switch-to-collection': 'offered' }, on), 1, orderSummary('PREPARING', { disposition: { type: 'collection', when: 'asap' } }))).toBeNull();
    cleanup();
    const deliveryOnly = { ...CAMDEN, allowedDisposition: { delivery: true, collection: false } };
    expect(offer(storeWith({ 'switch-to-collection': 'offered' }, on, deliveryOnly))).toBeNull();
  });
});

describe('delivery-fee-naming on the order summary', () => {
  const summary = orderSummary('DELIVERED', { surcharges: [{ type: 'DELIVERY', amount: 1.99 }] });
  const details = (forcedVariants: Record<string, string>) =>
    render(
      <Provider store={storeWith(forcedVariants)}>
        <I18nextProvider i18n={i18n}>
          <OrderDetails summary={summary} />
        </I18nextProvider>
      </Provider>,
    );

  it("control: 'Delivery charge'; treatment: 'Service charge'", () => {
    details({});
    expect(screen.getByText('Delivery charge')).toBeTruthy();
    cleanup();
    details({ 'delivery-fee-naming': 'service-charge' });
    expect(screen.getByText('Service charge')).toBeTruthy();
    expect(screen.queryByText('Delivery charge')).toBeNull();
  });
});
