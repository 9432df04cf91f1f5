import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { addItemToBasketAtom } from '../../src/atoms/basket-actions';
import { basketValidationAtom, validateBasketAtom } from '../../src/atoms/basket-validation';
import { dealbotAtom, optimiseBasketAtom } from '../../src/atoms/dealbot';
import { hutsAtom } from '../../src/atoms/huts';
import { DEFAULT_DEALBOT } from '../../src/db/defaults';
import { CAMDEN, localisedStore } from './basket-fixtures';
import { SETTLE } from '../settle';

// Basket validation (spec 1 §4, 2 §4; 05-G10): POST /v1/basket-validator/ on a click on checkout.

const api = vi.hoisted(() => ({ validateBasket: vi.fn() }));
vi.mock('../../src/api/basket', () => api);
vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));

function storeWithPizza() {
  const store = localisedStore();
  store.set(addItemToBasketAtom, { type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'pan' } });
  return store;
}

beforeEach(() => {
  api.validateBasket.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('validateBasketAtom', () => {
  it('sends the basket as the optimiser payload with the total the page shows, and reads SUCCESS', async () => {
    const store = storeWithPizza();
    api.validateBasket.mockResolvedValue({ status: 'SUCCESS', total: 20.48, breakdown: {} });
    const running = store.set(validateBasketAtom);
    expect(store.get(basketValidationAtom).status).toBe('VALIDATING');
    expect(await running).toBe('SUCCESS');
    expect(store.get(basketValidationAtom)).toEqual({ status: 'SUCCESS', reasons: [] });

    const [body] = api.validateBasket.mock.calls[0] as [Record<string, unknown>];
    expect(body).toMatchObject({
      hut: { id: '1101', sector: 'uk-1' },
      payment: { currency: 'GBP', breakdown: { subtotal: 16.99 } },
      disposition: { type: 'delivery', when: 'asap' },
      deals: [{ id: 'ND', basketDealID: 'ND', pizzas: [expect.objectContaining({ id: 'margherita', size: 'large' })] }],
      discount: null,
      accountHolder: false,
    });
    const payment = body.payment as { amount: number; breakdown: { grossTotal: number } };
    expect(payment.amount).toBe(payment.breakdown.grossTotal);
  });

  it('a FAILURE keeps its reasons, and one without reasons is still a FAILURE (spec 1 §8)', async () => {
    const store = storeWithPizza();
    api.validateBasket.mockResolvedValueOnce({ status: 'FAILURE', reasons: [{ code: 'PRICE_MISMATCH', message: 'x' }] });
    expect(await store.set(validateBasketAtom)).toBe('FAILURE');
    expect(store.get(basketValidationAtom).reasons).toEqual([{ code: 'PRICE_MISMATCH', message: 'x' }]);
    api.validateBasket.mockResolvedValueOnce({ status: 'FAILURE' });
    expect(await store.set(validateBasketAtom)).toBe('FAILURE');
    expect(store.get(basketValidationAtom)).toEqual({ status: 'FAILURE', reasons: [] });
  });

  it('a network failure is a FAILURE too', async () => {
    const store = storeWithPizza();
    api.validateBasket.mockRejectedValue(new Error('503 Service Unavailable'));
    expect(await store.set(validateBasketAtom)).toBe('FAILURE');
  });

  it('reads resting again once the basket or the huts change (huts reset)', async () => {
    const store = storeWithPizza();
    api.validateBasket.mockResolvedValue({ status: 'SUCCESS', total: 1, breakdown: {} });
    await store.set(validateBasketAtom);
    store.set(addItemToBasketAtom, { type: 'dip', properties: { id: 'garlic-herb-dip' } });
    expect(store.get(basketValidationAtom).status).toBe('resting');
    await store.set(validateBasketAtom);
    expect(store.get(basketValidationAtom).status).toBe('SUCCESS');
    store.set(hutsAtom, { current: CAMDEN, localised: true });
    expect(store.get(basketValidationAtom).status).toBe('resting');
  });

  it('drops an answer for a basket that changed while it was asked', async () => {
    const store = storeWithPizza();
    let answer: (value: unknown) => void = () => {};
    api.validateBasket.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const running = store.set(validateBasketAtom);
    await vi.waitFor(() => expect(api.validateBasket).toHaveBeenCalled(), SETTLE);
    store.set(basketAtom, (basket) => ({ ...basket, discount: null }));
    answer({ status: 'SUCCESS', total: 1, breakdown: {} });
    expect(await running).toBe('skipped');
    expect(store.get(basketValidationAtom).status).toBe('resting');
  });

  it('is skipped while the dealbot optimises', async () => {
    const store = storeWithPizza();
    store.set(dealbotAtom, { ...DEFAULT_DEALBOT, on: true });
    const optimising = store.set(optimiseBasketAtom);
    expect(await store.set(validateBasketAtom)).toBe('skipped');
    await optimising;
    expect(api.validateBasket).not.toHaveBeenCalled();
  });
});
