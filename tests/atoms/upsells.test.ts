import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { addItemToBasketAtom } from '../../src/atoms/basket-actions';
import { basketUpsellsAtom, dismissUpsellAtom, fetchUpsellAtom } from '../../src/atoms/upsells';
import { DEFAULT_BASKET } from '../../src/db/defaults';
import { basketSchema } from '../../src/db/records';
import { catalogue } from '../../server/db/seed/catalogue/catalogue';
import { localisedStore } from './basket-fixtures';

// Basket upsells (spec 1 §4, §5; 05-G5) with the seeded uk-1 upsells.

const upsells = catalogue().sectors.find((entry) => entry.sector === 'uk-1')?.upsells ?? [];
const menu = vi.hoisted(() => ({ fetchUpsell: vi.fn(), fetchProducts: vi.fn(async () => []) }));
vi.mock('../../src/api/menu', () => menu);

const pizza = { type: 'pizza', properties: { id: 'pepperoni-feast', size: 'large', crust: 'pan', sauce: 'tomato', cheese: 'mozzarella', toppings: ['pepperoni'] } };

async function storeWith(upsellIndex = 0) {
  menu.fetchUpsell.mockResolvedValue(upsells[upsellIndex] ?? null);
  const store = localisedStore();
  await store.set(fetchUpsellAtom);
  return store;
}

beforeEach(() => menu.fetchUpsell.mockReset());

describe('basketUpsellsAtom', () => {
  it('offers nothing for an empty basket', async () => {
    const store = await storeWith();
    expect(store.get(basketUpsellsAtom)).toEqual([]);
  });

  it('a pizza in the basket offers the garlic & herb dip, with its price and the pizza base to copy', async () => {
    const store = await storeWith();
    const { id } = store.set(addItemToBasketAtom, pizza);
    const [candidate, ...rest] = store.get(basketUpsellsAtom);
    expect(rest).toEqual([]);
    expect(candidate).toMatchObject({ upsellId: 'basket-dips', type: 'dip', id: 'garlic-herb-dip', parentItemId: id, price: 0.99 });
    expect(candidate?.copy).toEqual({ sauce: 'tomato', cheese: 'mozzarella', toppings: ['pepperoni'] });
  });

  it('a deal upsell matches on every condition (type pizza and an id including pepperoni)', async () => {
    const store = await storeWith(1);
    store.set(addItemToBasketAtom, { type: 'pizza', properties: { id: 'margherita', size: 'large' } });
    expect(store.get(basketUpsellsAtom)).toEqual([]);
    store.set(addItemToBasketAtom, pizza);
    expect(store.get(basketUpsellsAtom)).toEqual([expect.objectContaining({ type: 'deal', id: 'cheese-triangles', price: 2.99 })]);
  });

  it('is shown once: "No thanks" hides it', async () => {
    const store = await storeWith();
    store.set(addItemToBasketAtom, pizza);
    const [candidate] = store.get(basketUpsellsAtom);
    store.set(dismissUpsellAtom, candidate?.key ?? '');
    expect(store.get(basketUpsellsAtom)).toEqual([]);
  });

  it('the shown-once memory lives in the basket record: a reload keeps it, a new basket resets it (10-G13, C34)', async () => {
    const store = await storeWith();
    store.set(addItemToBasketAtom, pizza);
    const [candidate] = store.get(basketUpsellsAtom);
    store.set(dismissUpsellAtom, candidate?.key ?? '');
    // What Dexie stores and reads back (the basket slice is validated with basketSchema on load).
    const stored = basketSchema.parse(JSON.parse(JSON.stringify(store.get(basketAtom))));
    expect(stored.upsellSeen).toEqual([candidate?.key]);
    const reloaded = await storeWith();
    reloaded.set(basketAtom, stored);
    expect(reloaded.get(basketUpsellsAtom)).toEqual([]);
    reloaded.set(basketAtom, DEFAULT_BASKET);
    reloaded.set(addItemToBasketAtom, pizza);
    expect(reloaded.get(basketUpsellsAtom)).toHaveLength(1);
  });

  it('not when the item is already in the basket (without the carousel), nor once the maximum of upsell items is reached', async () => {
    const store = await storeWith();
    const { id } = store.set(addItemToBasketAtom, pizza);
    store.set(addItemToBasketAtom, { type: 'dip', properties: { id: 'garlic-herb-dip' } });
    expect(store.get(basketUpsellsAtom)).toEqual([]);
    store.set(basketAtom, DEFAULT_BASKET);
    store.set(addItemToBasketAtom, { ...pizza, id });
    store.set(addItemToBasketAtom, { type: 'dip', properties: { id: 'bbq-dip' }, upsellParentId: id });
    expect(store.get(basketUpsellsAtom)).toEqual([]); // toShow 1 reached
  });

  it('keeps only the first upsell and fetches it once per sector', async () => {
    const store = await storeWith();
    await store.set(fetchUpsellAtom);
    expect(menu.fetchUpsell).toHaveBeenCalledTimes(1);
    expect(menu.fetchUpsell).toHaveBeenCalledWith('uk-1');
  });
});
