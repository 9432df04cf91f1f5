import type { Deal, PizzaProduct, Product, ProductListType, SimpleProduct } from '../../api/contract/catalogue';
import type { DealChoice, DealChoiceItem, DealChoiceType } from '../../atoms/deal-choices';
import type { Basket } from '../../db/records';
import type { DealChoiceSlot } from '../../domain/deals/choice-slots';
import { resolveOptionEntities } from '../../domain/deals/option-products';
import type { DealOptionType } from '../../domain/deals/types';
import { dealSurcharge } from '../../domain/pricing/deal-price';
import { defaultConfiguration, PIZZA_SIZES, pricePizza, type PizzaSize } from '../../domain/pricing/pizza';
import { priceDealItems } from '../../domain/pricing/items';
export { chargeOfReplacement, chargesOfChoices } from '../../domain/pricing/deal-choice-charges';
import type { BasketItemFacts, PricingCatalogue } from '../../domain/pricing/types';
import { itemProperties } from '../../domain/basket/item';

/**
 * The deal page's model: which menu lists a deal needs, what each choice can be filled with, the
 * items a choice holds, the deal's price, and the basket entries it becomes. The rules themselves
 * are in src/domain/deals/ and src/domain/pricing/deal-price.ts; this file joins them to the catalogue's records.
 */

/** The menu lists each option type draws its products from ("wings, pasta … count as sides", spec 1 §9). */
const LISTS_OF_OPTION: Readonly<Record<DealOptionType, readonly ProductListType[]>> = {
  pizza: ['pizzas'],
  side: ['sides'],
  wings: ['sides'],
  pasta: ['sides'],
  drink: ['drinks'],
  dessert: ['desserts'],
  dip: ['dips'],
  mixed: ['pizzas', 'sides', 'drinks', 'desserts'],
};

export function listsForDeal(deal: Pick<Deal, 'options'>): ProductListType[] {
  return [...new Set(deal.options.flatMap((option) => LISTS_OF_OPTION[option.type]))].sort();
}

export function isDeal(entry: unknown): entry is Deal {
  return typeof entry === 'object' && entry !== null && 'rules' in entry && 'options' in entry && 'max' in entry;
}

export function isProduct(entry: unknown): entry is Product {
  return typeof entry === 'object' && entry !== null && ('sizes' in entry || ('options' in entry && !('rules' in entry) && !('rule' in entry)));
}

export function isPizza(product: Product): product is PizzaProduct {
  return product.type === 'pizza';
}

/** One thing a choice can be filled with: a product at a size (pizzas) or option (everything else). */
export interface DealPick {
  /** `productId:variant`: unique within a choice. */
  key: string;
  product: Product;
  variant: string | null;
  /** The option's name when the product comes in several ('Cola, 1.5 l'). */
  variantName: string | null;
  /** The product's menu price at that size or option. */
  basePrice: number;
  /** The deal's surcharge for it before any customising (a premium pizza). */
  surcharge: number;
}

/** A pick as the customer reads it: the product, and its option when it comes in several ('Cola, 1.5 l'). */
export function pickName(pick: DealPick): string {
  return pick.variantName ? `${pick.product.title}, ${pick.variantName}` : pick.product.title;
}

function pizzaSize(product: PizzaProduct, variant: string | null): PizzaSize | null {
  const wanted = variant && (PIZZA_SIZES as readonly string[]).includes(variant) ? (variant as PizzaSize) : null;
  if (wanted) return product.sizes.some((size) => size.id === wanted) ? wanted : null;
  return product.sizes[0]?.id ?? null;
}

/**
 * What one option's choices can be filled with, and the listed entities the menu does not have
 * (spec 1 §8: a lookup failure names deal, type and choice; the page logs it).
 */
export function picksForOption(deal: Deal, optionIndex: number, products: readonly Product[]): { picks: DealPick[]; missing: string[] } {
  const option = deal.options[optionIndex];
  if (!option) return { picks: [], missing: [] };
  const { entries, missing } = resolveOptionEntities(option, products);
  const picks: DealPick[] = [];
  const unknown = [...missing];
  for (const { product, variant, entity } of entries) {
    if (isPizza(product)) {
      const size = pizzaSize(product, variant);
      if (!size) {
        unknown.push(entity);
        continue;
      }
      picks.push({
        key: `${product.id}:${size}`,
        product,
        variant: size,
        variantName: null,
        basePrice: product.sizes.find((candidate) => candidate.id === size)?.price ?? product.price,
        surcharge: dealSurcharge(deal.rules, { productId: product.id, variant: size, subtype: product.subtype }),
      });
      continue;
    }
    const simple = product as SimpleProduct;
    const options = variant ? simple.options.filter((candidate) => candidate.id === variant) : simple.options;
    if (options.length === 0) {
      unknown.push(entity);
      continue;
    }
    for (const choice of options) {
      picks.push({
        key: `${product.id}:${choice.id}`,
        product,
        variant: choice.id,
        variantName: options.length > 1 ? choice.name : null,
        basePrice: choice.price,
        surcharge: dealSurcharge(deal.rules, { productId: product.id, variant: choice.id, subtype: product.subtype }),
      });
    }
  }
  return { picks, missing: unknown };
}

/** The deal-choice item of a pick at its defaults: a pizza at its default configuration, anything else plain. */
export function itemForPick(pick: DealPick, decimals: number): DealChoiceItem {
  const { product } = pick;
  const common = { id: product.id, kind: product.kind, ...(product.subtype ? { subtype: product.subtype } : {}) };
  if (isPizza(product)) {
    const config = defaultConfiguration(product, (pick.variant as PizzaSize | null) ?? undefined);
    const priced = pricePizza(product, config, { decimals });
    const menuPrice = priced.ok ? priced.price : pick.basePrice;
    return {
      type: 'pizza',
      productId: product.id,
      title: product.title,
      price: Math.max(0, menuPrice - pick.basePrice),
      originalPrice: menuPrice,
      properties: {
        ...common,
        size: config.size,
        crust: config.crust,
        sauce: config.sauce,
        cheese: config.cheese,
        toppings: [...config.toppings],
        price: menuPrice,
      },
    };
  }
  return {
    type: product.type as DealChoiceType,
    productId: product.id,
    title: product.title,
    price: 0,
    originalPrice: pick.basePrice,
    properties: { ...common, option: pick.variant, modifiers: [], price: pick.basePrice },
  };
}

/** The pick an item is (its product at its size or option), if the choice offers it. */
export function pickOfItem(item: DealChoiceItem, picks: readonly DealPick[]): DealPick | undefined {
  const variant = item.type === 'pizza' ? item.properties.size : item.properties.option;
  return (
    picks.find((pick) => pick.product.id === item.productId && pick.variant === variant) ??
    picks.find((pick) => pick.product.id === item.productId)
  );
}

/** The deal page's products as the pricing engine's catalogue (only products: the deal comes as an argument). */
function productCatalogue(productsById: ReadonlyMap<string, Product>): PricingCatalogue {
  return { products: productsById, deals: new Map(), discounts: new Map() };
}

/**
 * A chosen item as a basket item, for the pricing engine: its configuration, with what the editor
 * charged (`extras`) and the menu price (`originalPrice`) standing in should the product be gone.
 */
function choiceAsBasketItem(item: DealChoiceItem): BasketItemFacts {
  return {
    id: item.productId,
    dealId: null,
    item: { type: item.type, properties: { ...item.properties, id: item.productId, extras: item.price, originalPrice: item.originalPrice } },
  };
}

/**
 * The deal's price with these choices: the pricing engine's priceDealItems (src/domain/pricing), the
 * very function the basket and the server price the deal line with. `decimals`: the market's product
 * decimals, which the editor priced the pizzas with.
 */
export function priceOfChoices(
  deal: Deal,
  choices: Readonly<Record<number, DealChoice>>,
  productsById: ReadonlyMap<string, Product>,
  decimals = 2,
): number {
  const items = Object.values(choices).flatMap((choice) =>
    choice.items.map((item) => ({ optionIndex: choice.optionIndex, item: choiceAsBasketItem(item) })),
  );
  return priceDealItems(deal, items, productCatalogue(productsById), decimals);
}

/**
 * A default naming a pizza's size in an "any pizza" choice (`margherita:medium`, the seed's bogof):
 * that pizza's pick at the size, so the deal opens at the price its card advertises (10-G15).
 */
function atDefaultSize(entity: string, picks: readonly DealPick[]): DealPick | undefined {
  const [productId, variant] = entity.split(':');
  const pick = picks.find((candidate) => candidate.product.id === productId);
  if (!pick || !variant || !isPizza(pick.product) || pick.variant === variant) return pick;
  const size = pick.product.sizes.find((candidate) => candidate.id === variant);
  return size ? { ...pick, key: `${pick.product.id}:${size.id}`, variant: size.id, basePrice: size.price } : pick;
}

/** The choices a deal opens with: each choice's default, when the menu has it. */
export function defaultChoices(
  slots: readonly DealChoiceSlot[],
  picksOf: (slot: DealChoiceSlot) => readonly DealPick[],
  decimals: number,
): Record<number, DealChoice> {
  const choices: Record<number, DealChoice> = {};
  for (const slot of slots) {
    const picks = picksOf(slot);
    const find = (entity: string) => picks.find((candidate) => candidate.key === entity) ?? atDefaultSize(entity, picks);
    const wanted = slot.defaultEntities.length > 0 ? slot.defaultEntities : slot.fixed && picks.length === 1 && picks[0] ? [picks[0].key] : [];
    const items = wanted
      .map(find)
      .filter((pick): pick is DealPick => pick !== undefined)
      .map((pick) => itemForPick(pick, decimals));
    choices[slot.choiceId] = { optionIndex: slot.optionIndex, type: items[0]?.type ?? slot.type, price: 0, originalPrice: 0, items };
  }
  return choices;
}

/** The choices of a deal already in the basket (editing=true): its items back in their choices. */
export function choicesFromBasket(basket: Basket, basketId: string, slots: readonly DealChoiceSlot[]): Record<number, DealChoice> | null {
  if (!Object.hasOwn(basket.deals, basketId)) return null;
  const choices: Record<number, DealChoice> = {};
  for (const slot of slots) choices[slot.choiceId] = { optionIndex: slot.optionIndex, type: slot.type, price: 0, originalPrice: 0, items: [] };
  for (const line of Object.values(basket.items)) {
    if (line.dealId !== basketId) continue;
    const properties = line.item.properties as Record<string, unknown>;
    const choiceId = Number(properties.choiceId);
    const choice = choices[choiceId];
    const reading = itemProperties(properties);
    if (!choice || reading.productId === undefined) continue;
    const { choiceId: _choiceId, optionIndex: _optionIndex, basketItemID: _itemId, basketDealID: _dealId, dealPrice: _price, extras: _extras, originalPrice: _originalPrice, title: _title, ...rest } =
      properties;
    choice.items.push({
      type: line.item.type as DealChoiceType,
      productId: reading.productId,
      title: reading.title,
      price: reading.extras ?? 0,
      originalPrice: reading.originalPrice ?? 0,
      properties: rest,
    });
    choice.type = line.item.type;
  }
  return choices;
}
