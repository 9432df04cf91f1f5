// A basket item's stored properties read once into a typed value (spec 1 §3 basket item properties):
// what the Dexie record and the optimiser payload keep as an open record (`item.properties`), the
// pricing engine, the atoms, the screens and the server read through here instead of probing each
// property's type. The stored and wire shapes do not change; a value of the wrong type reads as
// absent, as every reader treated it before.

/** A pizza, or one half of a half-and-half pizza: what the product editor stores. */
export interface PizzaChoice {
  size: string | undefined;
  crust: string | undefined;
  sauce: string | undefined;
  cheese: string | undefined;
  /** Topping ids; absent unless every entry is an id. */
  toppings: readonly string[] | undefined;
}

/** One half of a half-and-half pizza: {productId, size, crust, sauce, cheese, toppings}; `id` in old records. */
export interface PizzaHalf extends PizzaChoice {
  productId: string | undefined;
  id: string | undefined;
}

/** What every item carries, whatever it is. Strings are kept as stored (an empty string is a string). */
export interface ItemCommon {
  /** The catalogue product id (`properties.id`). */
  productId: string | undefined;
  /** The title the deal page stored with the item. */
  title: string | undefined;
  /** The unit price the page last showed. */
  price: number | undefined;
  /** In a deal: the product's menu price when chosen, and the extras over the plain product. */
  originalPrice: number | undefined;
  extras: number | undefined;
  /** In a deal: which option of the deal the item fills. */
  optionIndex: number | undefined;
}

/** A simple product's choice: its option (size of a drink, portion of a side) and its modifiers. */
export interface SimpleChoice {
  option: string | undefined;
  /** Modifier ids, each charged; absent unless every entry is an id. */
  modifiers: readonly string[] | undefined;
  /** Melts: the included dip's id (no charge); absent unless every entry is an id. */
  dips: readonly string[] | undefined;
}

export type SimpleItemType = 'side' | 'drink' | 'dessert' | 'dip';

export interface WholePizzaItem extends ItemCommon, PizzaChoice {
  type: 'pizza';
}

/** Both halves share the item's size and crust; `firstHalf` absent means the item's own configuration. */
export interface HalfAndHalfPizzaItem extends ItemCommon, PizzaChoice {
  type: 'half-and-half';
  firstHalf: PizzaHalf | undefined;
  secondHalf: PizzaHalf;
}

export interface SimpleItem extends ItemCommon, SimpleChoice {
  type: SimpleItemType;
}

/** An item of a type this version does not know (kept, priced from the catalogue as stored). */
export interface OtherItem extends ItemCommon, SimpleChoice {
  type: 'other';
  storedType: string;
}

/** A basket item, told apart by what it is. */
export type BasketItemContent = WholePizzaItem | HalfAndHalfPizzaItem | SimpleItem | OtherItem;

/** Every stored property the spec names, typed: what the pricing engine reads whatever the catalogue says the product is. */
export interface ItemProperties extends ItemCommon, PizzaChoice, SimpleChoice {
  firstHalf: PizzaHalf | undefined;
  /** `otherHalf` is the second half's name in the optimiser payload (spec 1 §7). */
  secondHalf: PizzaHalf | undefined;
}

type StoredProperties = Readonly<Record<string, unknown>>;

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function amountOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function idList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? (value as string[]) : undefined;
}

function recordOf(value: unknown): StoredProperties | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredProperties) : undefined;
}

function pizzaChoice(source: StoredProperties): PizzaChoice {
  return {
    size: stringOf(source.size),
    crust: stringOf(source.crust),
    sauce: stringOf(source.sauce),
    cheese: stringOf(source.cheese),
    toppings: idList(source.toppings),
  };
}

function pizzaHalf(value: unknown): PizzaHalf | undefined {
  const source = recordOf(value);
  return source ? { productId: stringOf(source.productId), id: stringOf(source.id), ...pizzaChoice(source) } : undefined;
}

const parsed = new WeakMap<StoredProperties, ItemProperties>();

/** The typed reading of stored properties; read once per properties object (records are never mutated). */
export function itemProperties(properties: StoredProperties): ItemProperties {
  const known = parsed.get(properties);
  if (known) return known;
  const reading: ItemProperties = {
    productId: stringOf(properties.id),
    title: stringOf(properties.title),
    price: amountOf(properties.price),
    originalPrice: amountOf(properties.originalPrice),
    extras: amountOf(properties.extras),
    optionIndex: amountOf(properties.optionIndex),
    ...pizzaChoice(properties),
    firstHalf: pizzaHalf(properties.firstHalf),
    secondHalf: pizzaHalf(properties.secondHalf) ?? pizzaHalf(properties.otherHalf),
    option: stringOf(properties.option),
    modifiers: idList(properties.modifiers),
    dips: idList(properties.dips),
  };
  parsed.set(properties, reading);
  return reading;
}

const SIMPLE_TYPES: readonly string[] = ['side', 'drink', 'dessert', 'dip'] satisfies readonly SimpleItemType[];

function common(reading: ItemProperties): ItemCommon {
  const { productId, title, price, originalPrice, extras, optionIndex } = reading;
  return { productId, title, price, originalPrice, extras, optionIndex };
}

function choiceOf(reading: ItemProperties): PizzaChoice {
  const { size, crust, sauce, cheese, toppings } = reading;
  return { size, crust, sauce, cheese, toppings };
}

/** A stored or wire item ({type, properties}) as what it is: a pizza (whole or half-and-half) or a simple product. */
export function basketItemContent(item: { readonly type: string; readonly properties: StoredProperties }): BasketItemContent {
  const reading = itemProperties(item.properties);
  if (item.type === 'pizza') {
    return reading.secondHalf
      ? { type: 'half-and-half', ...common(reading), ...choiceOf(reading), firstHalf: reading.firstHalf, secondHalf: reading.secondHalf }
      : { type: 'pizza', ...common(reading), ...choiceOf(reading) };
  }
  const simple = { ...common(reading), option: reading.option, modifiers: reading.modifiers, dips: reading.dips };
  return SIMPLE_TYPES.includes(item.type) ? { type: item.type as SimpleItemType, ...simple } : { type: 'other', storedType: item.type, ...simple };
}
