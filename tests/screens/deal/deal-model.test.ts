import { basketWithDeal, type AddDealInput } from '../../../src/atoms/basket-edits';
import { describe, expect, it } from 'vitest';
import type { Deal, Product } from '../../../src/api/contract/catalogue';
import { DEFAULT_BASKET } from '../../../src/db/defaults';
import type { Basket } from '../../../src/db/records';
import { dealChoiceSlots } from '../../../src/domain/deals/choice-slots';
import { buildPricingCatalogue, priceBasket } from '../../../src/domain/pricing';
import { catalogue } from '../../../server/db/seed/catalogue/catalogue';
import {
  choicesFromBasket,
  defaultChoices,
  itemForPick,
  listsForDeal,
  picksForOption,
  priceOfChoices,
} from '../../../src/screens/deal/deal-model';

// Shapes of the UK seed (server/db/seed/catalogue/markets/uk.ts), cut down to what the model reads.
const margherita = {
  id: 'margherita',
  type: 'pizza',
  kind: 'pizza',
  subtype: 'classic',
  title: 'Margherita',
  img: '',
  price: 7.49,
  sizes: [
    { id: 'medium', name: 'Medium', price: 14.49 },
    { id: 'large', name: 'Large', price: 16.99 },
  ],
  crusts: [
    { id: 'pan', name: 'Classic Pan', surcharge: { medium: 0, large: 0 }, halfAndHalf: true, limited: false },
    { id: 'cheesy-bites', name: 'Cheesy Bites', surcharge: { large: 3 }, halfAndHalf: true, limited: false },
  ],
  sauces: [{ id: 'tomato', name: 'Tomato', price: 0, veg: true }],
  cheeses: [{ id: 'mozzarella', name: 'Mozzarella', price: 0, veg: true }],
  toppings: [],
  defaultOptions: { sauce: 'tomato', cheese: 'mozzarella', toppings: [] },
  maxAdditions: 6,
  maxRemovals: 6,
  halvable: true,
} as unknown as Product;
const supreme = { ...margherita, id: 'supreme', subtype: 'premium', title: 'Supreme' } as unknown as Product;
const cola = {
  id: 'cola',
  type: 'drink',
  kind: 'soft-drink',
  title: 'Cola',
  img: '',
  price: 2.29,
  options: [
    { id: '500ml', name: '500ml', price: 2.29 },
    { id: '1-5l', name: '1.5 l', price: 3.49 },
  ],
} as unknown as Product;
const dip = (id: string) => ({ id, type: 'dip', kind: 'dip', title: id, img: '', price: 0.99, options: [{ id: 'regular', name: id, price: 0.99 }] }) as unknown as Product;
const products = [margherita, supreme, cola, dip('garlic'), dip('bbq')];

const option = (type: Deal['options'][number]['type'], entities: string[], extra: Partial<Deal['options'][number]> = {}) => ({
  type,
  entities,
  defaults: entities.slice(0, extra.count ?? 1),
  min: extra.count ?? 1,
  max: extra.count ?? 1,
  count: 1,
  free: { swaps: 0, additions: 0 },
  fixed: false,
  ...extra,
});

const feast = {
  id: 'feast',
  kind: 'bundle-discount',
  type: 'deal',
  title: 'Feast',
  desc: '',
  img: '',
  price: 24.99,
  options: [option('pizza', ['supreme', 'margherita'], { count: 2, size: 'large' }), option('drink', ['cola:1-5l']), option('dip', ['garlic', 'bbq'], { count: 2 })],
  loyalty: false,
  locked: false,
  max: 5,
  hidden: false,
  popularity: 1,
  conflicts: [],
  rules: { surcharges: { premium: 2, 'cheesy-bites': 2.5 } },
  veg: false,
  dispositions: ['delivery', 'collection'],
} as Deal;

const slots = dealChoiceSlots(feast);
const picksOf = (optionIndex: number) => picksForOption(feast, optionIndex, products).picks;
const byId = new Map(products.map((product) => [product.id, product]));


/** The basket action's pure edit (src/atoms/basket-edits.ts), as the deal page's add calls it. */
function addDeal(basket: Basket, input: Omit<AddDealInput, 'deal'> & { deal: Deal; newId: () => string }): Basket {
  const outcome = basketWithDeal(basket, input, () => undefined, input.newId);
  if (!outcome.added) throw new Error(`deal not added: ${outcome.reason}`);
  return outcome.basket;
}

describe('the deal page model', () => {
  it('asks only for the menu lists the deal draws from', () => {
    expect(listsForDeal(feast)).toEqual(['dips', 'drinks', 'pizzas']);
  });

  it('offers each product at the size or option its entity names, with the deal surcharge of its tier', () => {
    expect(picksOf(0).map((pick) => [pick.key, pick.basePrice, pick.surcharge])).toEqual([
      ['supreme:large', 16.99, 2],
      ['margherita:large', 16.99, 0],
    ]);
    expect(picksOf(1).map((pick) => pick.key)).toEqual(['cola:1-5l']);
    // Without a variant every option of the product is offered.
    expect(picksForOption({ ...feast, options: [option('drink', ['cola'])] }, 0, products).picks.map((pick) => pick.variantName)).toEqual([
      '500ml',
      '1.5 l',
    ]);
    // An entity the menu lacks is reported (spec 1 §8 lookup failure).
    expect(picksForOption({ ...feast, options: [option('drink', ['cola:2l', 'fanta'])] }, 0, products).missing).toEqual(['fanta', 'cola:2l']);
  });

  it('opens with the defaults: a premium pizza adds its surcharge to the deal price', () => {
    const choices = defaultChoices(slots, (slot) => picksOf(slot.optionIndex), 2);
    expect(Object.values(choices).map((choice) => choice.items.map((item) => item.productId))).toEqual([
      ['supreme'],
      ['margherita'],
      ['cola'],
      ['garlic', 'bbq'],
    ]);
    expect(priceOfChoices(feast, choices, byId)).toBe(26.99);
  });

  it("a crust the deal prices replaces the crust's menu price", () => {
    const choices = defaultChoices(slots, (slot) => picksOf(slot.optionIndex), 2);
    const pick = picksOf(0)[1]!;
    const item = itemForPick(pick, 2);
    // The product modal charges the menu's £3 for cheesy bites; the deal charges £2.50.
    choices[2] = { ...choices[2]!, items: [{ ...item, price: 3, properties: { ...item.properties, crust: 'cheesy-bites' } }] };
    expect(priceOfChoices(feast, choices, byId)).toBe(29.49);
  });

  it('puts the deal into the basket under its basket id and reads it back for editing', () => {
    const choices = defaultChoices(slots, (slot) => picksOf(slot.optionIndex), 2);
    let next = 0;
    const basket = addDeal(
      { ...DEFAULT_BASKET, items: { loose: { id: 'loose', dealId: 'ND', item: { type: 'drink', properties: { id: 'cola' } } } } },
      { deal: feast, basketId: 'b1', redeemId: null, price: 26.99, choices, newId: () => `i${(next += 1)}` },
    );
    expect(basket.deals.b1).toEqual({ id: 'b1', deal: { id: 'feast', price: 26.99, type: 'deal' } });
    expect(Object.keys(basket.items)).toEqual(['loose', 'i1', 'i2', 'i3', 'i4', 'i5']);
    expect(basket.items.i3?.item.properties).toMatchObject({ id: 'cola', option: '1-5l', choiceId: 3, optionIndex: 1, basketDealID: 'b1' });

    const back = choicesFromBasket(basket, 'b1', slots);
    expect(back).not.toBeNull();
    expect(Object.values(back!).map((choice) => choice.items.map((item) => item.productId))).toEqual([
      ['supreme'],
      ['margherita'],
      ['cola'],
      ['garlic', 'bbq'],
    ]);
    expect(back![1]!.items[0]!.properties).toEqual(choices[1]!.items[0]!.properties);

    // Adding again under the same basket id replaces the deal's items, never the loose ones.
    const again = addDeal(basket, { deal: feast, basketId: 'b1', redeemId: 'r9', price: 26.99, choices, newId: () => `j${(next += 1)}` });
    expect(Object.keys(again.items).filter((id) => id.startsWith('i'))).toEqual([]);
    expect(again.items.loose).toBeDefined();
    expect(again.deals.b1?.deal.redeemId).toBe('r9');
    expect(choicesFromBasket(again, 'missing', slots)).toBeNull();
  });
});

describe('the deal page and the basket price a deal alike', () => {
  // The seeded uk-1 menu (server/db/seed/catalogue): family-feast 34.99, premium +2, cheesy bites 2.50 in the bundle.
  const seeded = catalogue().sectors.find((sector) => sector.sector === 'uk-1')!;
  const seedProducts = new Map(seeded.products.map((product) => [product.id, product]));
  const familyFeast = seeded.deals.find((candidate) => candidate.id === 'family-feast')!;
  const feastSlots = dealChoiceSlots(familyFeast);
  const feastPicks = (index: number) => picksForOption(familyFeast, index, seeded.products).picks;

  it('gives the basket line the price the page showed', () => {
    const choices = defaultChoices(feastSlots, (slot) => feastPicks(slot.optionIndex), 2);
    const meatFeast = itemForPick(feastPicks(0).find((pick) => pick.product.id === 'meat-feast')!, 2);
    // The editor's extras for cheesy bites on a large pizza: the menu's 3.00.
    choices[1] = { ...choices[1]!, items: [{ ...meatFeast, price: 3, properties: { ...meatFeast.properties, crust: 'cheesy-bites' } }] };
    const shown = priceOfChoices(familyFeast, choices, seedProducts);
    expect(shown).toBe(39.49);

    let next = 0;
    const basket = addDeal(DEFAULT_BASKET, { deal: familyFeast, basketId: 'b1', redeemId: null, price: shown, choices, newId: () => `i${(next += 1)}` });
    const pricing = buildPricingCatalogue([...seeded.products, ...seeded.deals, ...seeded.discounts]);
    const price = priceBasket(basket, pricing, {
      hut: { minDeliveryOrder: 0, minCollectionOrder: 0, minDeliveryOrderOverride: null, deliverySurcharge: 0, surcharges: [], variableDeliverySurcharges: [], supplements: [] },
      disposition: 'collection',
      decimals: { product: 2, basket: 2 },
      accountHolder: false,
      loyaltyMinimum: null,
      chosenSurcharges: [],
      giftCardCredit: 0,
      tax: { market: 'UK', region: null },
    });
    expect(price.lines).toEqual([expect.objectContaining({ kind: 'deal', id: 'b1', amount: shown })]);
    expect(price.errors).toEqual([]);
  });

  it('charges no extras for toppings the option swaps for free (family feast: 2 swaps)', () => {
    const choices = defaultChoices(feastSlots, (slot) => feastPicks(slot.optionIndex), 2);
    const meatFeast = itemForPick(feastPicks(0).find((pick) => pick.product.id === 'meat-feast')!, 2);
    const swapped = { ...meatFeast, properties: { ...meatFeast.properties, toppings: ['pepperoni', 'beef', 'sausage', 'chicken'] } };
    choices[1] = { ...choices[1]!, items: [swapped] };
    expect(priceOfChoices(familyFeast, choices, seedProducts)).toBe(36.99);
  });
});
