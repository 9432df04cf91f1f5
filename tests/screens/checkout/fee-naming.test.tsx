// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { settingsAtom } from '../../../src/atoms/settings';
import { DEFAULT_SETTINGS } from '../../../src/db/defaults';
import { i18n } from '../../../src/i18n';
import { loadScreenStrings } from '../../support/screen-setup';
import { CheckoutSummary } from '../../../src/screens/checkout/CheckoutSummary';
import { model, price } from './fixtures';

// 14-G13 (UK 'delivery-fee-naming') on the checkout's order summary, control vs treatment.

beforeAll(async () => {
  await loadScreenStrings();
});

afterEach(async () => {
  cleanup();
  await flushPersistedWrites();
});

function show(forcedVariants: Record<string, string>) {
  const store = createStore();
  store.set(settingsAtom, { ...DEFAULT_SETTINGS, flagLevel: 'production', forcedVariants });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <CheckoutSummary model={model({ price: price({ surcharges: [{ type: 'DELIVERY', amount: 1.99 }], total: 21.99, amountDue: 21.99 }) })} format={(amount) => `£${amount.toFixed(2)}`} />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('delivery-fee-naming at checkout', () => {
  it("control: 'Delivery charge'", () => {
    show({});
    expect(screen.getByText('Delivery charge')).toBeTruthy();
    expect(screen.queryByText('Service charge')).toBeNull();
  });

  it("treatment: 'Service charge'", () => {
    show({ 'delivery-fee-naming': 'service-charge' });
    expect(screen.getByText('Service charge')).toBeTruthy();
    expect(screen.queryByText('Delivery charge')).toBeNull();
  });
});
