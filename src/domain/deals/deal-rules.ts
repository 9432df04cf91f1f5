/**
 * Deal rules (spec 1 §5 "Deal rules", §3 Deal and Temporary deal choices). Pure: the deal page, the
 * basket and the server ask the same questions of a deal and the customer's choices.
 *
 * How a deal's options become numbered choices (our reading of spec 1 §2, §5):
 * - an option with `count` n gives n choices of one item each ("Choice 1: Pick a large pizza",
 *   "Choice 2: Pick a large pizza"); `min` of them must be filled (0: the option is optional) and at
 *   most `max` may be filled ("a deal option whose selected count reaches its max is full");
 * - "dips with count over 1 form a single required option": one choice holding `count` dips, which
 *   must all be chosen (the same dip may be chosen more than once);
 * - choices are numbered from 1 in option order; `optionIndex` is the option's index in `options`.
 */

export type DealOptionType = 'pizza' | 'side' | 'drink' | 'dessert' | 'wings' | 'pasta' | 'dip' | 'mixed';

/** The fields of a deal option these rules read (the contract's dealOptionSchema satisfies it). */
export interface DealOptionFacts {
  type: DealOptionType;
  subtype?: string;
  /** Product ids, `id:variant` (a pizza size, a drink option) or '*' for any product of the type. */
  entities: readonly string[];
  defaults: readonly string[];
  min: number;
  max: number;
  count: number;
  free: { swaps: number; additions: number };
  fixed: boolean;
  size?: string;
}

export interface DealFacts {
  id: string;
  /** bogof, bogoh, bogtf, buyx-gety, bundle-discount, std-drink-price, std-pizza-price, flat, giftcard, category. */
  kind: string;
  type: 'deal' | 'discount';
  /** Fixed price; for kinds priced by a rule (cheapest, category) the "from" price shown before choosing. */
  price: number;
  /** Category deals: the percentage taken off each item. */
  value?: number;
  options: readonly DealOptionFacts[];
  /** How many times one customer may have it in a basket. */
  max: number;
  threshold?: number;
  rules: {
    cheapest?: { count: number; parts: number; surcharge: boolean };
    /** Extra charged inside the deal per price tier (a pizza's subtype, 'premium'), crust id, product id or `id:variant`. */
    surcharges?: Readonly<Record<string, number>>;
    above?: number;
    below?: number;
  };
}

/** A product as the rules see it: its type and its kind ('wings', 'pasta' … for sides). */
export interface ProductFacts {
  id: string;
  type: 'pizza' | 'side' | 'drink' | 'dessert' | 'dip' | 'deal';
  kind: string;
  subtype?: string;
  veg?: boolean;
}

/** One numbered choice of a deal page. */
export interface DealChoiceSlot {
  /** 1, 2, 3 … in the order the page shows them. */
  choiceId: number;
  /** Index of the option in `deal.options`. */
  optionIndex: number;
  /** Position of this choice among its option's choices (0-based). */
  position: number;
  type: DealOptionType;
  /** Items this choice holds: 1, or the dips count for a dips group. */
  capacity: number;
  /** Items that must be chosen for the deal to be added (0: optional). */
  required: number;
  fixed: boolean;
  /** The product (or `id:variant`) pre-filled here, if the option has a default for this position. */
  defaultEntity: string | null;
  /** What the choice holds at first, one entity per item: [defaultEntity], or a dips group's defaults. */
  defaultEntities: string[];
}

/** A mixed option accepts any of these (spec 1 §5); never a dip. */
export const MIXED_OPTION_TYPES: readonly DealOptionType[] = ['pizza', 'side', 'drink', 'dessert', 'wings', 'pasta'];

/** "Dips with count over 1 form a single required option" (spec 1 §5). */
export function isDipGroup(option: DealOptionFacts): boolean {
  return option.type === 'dip' && option.count > 1;
}

/** The deal's options as numbered choices, defaults placed in order. */
export function dealChoiceSlots(deal: Pick<DealFacts, 'options'>): DealChoiceSlot[] {
  const slots: DealChoiceSlot[] = [];
  deal.options.forEach((option, optionIndex) => {
    if (isDipGroup(option)) {
      const capacity = Math.min(option.count, option.max);
      const first = option.defaults[0];
      // The group's defaults in order; a short list is topped up with its first dip.
      const defaults = first === undefined ? [] : Array.from({ length: capacity }, (_, index) => option.defaults[index] ?? first);
      slots.push({
        choiceId: slots.length + 1,
        optionIndex,
        position: 0,
        type: option.type,
        capacity,
        required: capacity,
        fixed: option.fixed,
        defaultEntity: first ?? null,
        defaultEntities: defaults,
      });
      return;
    }
    for (let position = 0; position < option.count; position += 1) {
      const defaultEntity = option.defaults[position] ?? (option.fixed ? (option.defaults[0] ?? null) : null);
      slots.push({
        choiceId: slots.length + 1,
        optionIndex,
        position,
        type: option.type,
        capacity: 1,
        required: position < Math.min(option.min, option.max) || option.fixed ? 1 : 0,
        fixed: option.fixed,
        defaultEntity,
        defaultEntities: defaultEntity === null ? [] : [defaultEntity],
      });
    }
  });
  return slots;
}

/** "A deal option whose selected count reaches its max is full" (spec 1 §5). */
export function isOptionFull(option: Pick<DealOptionFacts, 'max'>, selectedCount: number): boolean {
  return selectedCount >= option.max;
}

/** An entity '<id>' or '<id>:<variant>' split in two; the variant is a pizza size or a product option. */
export function parseEntity(entity: string): { productId: string; variant: string | null } {
  const colon = entity.indexOf(':');
  return colon < 0
    ? { productId: entity, variant: null }
    : { productId: entity.slice(0, colon), variant: entity.slice(colon + 1) || null };
}

/** Whether a product's type and kind fit an option type (a mixed option: any but a dip). */
export function productFitsType(type: DealOptionType, product: ProductFacts): boolean {
  switch (type) {
    case 'mixed':
      return MIXED_OPTION_TYPES.some((inner) => inner !== 'mixed' && productFitsType(inner, product));
    case 'wings':
    case 'pasta':
      return product.type === 'side' && product.kind === type;
    case 'side':
      return product.type === 'side' && product.kind !== 'wings' && product.kind !== 'pasta';
    default:
      return product.type === type;
  }
}

/**
 * Whether an option accepts a product: its type fits (spec 1 §5 mixed options), its subtype matches
 * when the option names one, and it is listed among the entities (or the entities say '*').
 */
export function optionAcceptsProduct(option: DealOptionFacts, product: ProductFacts): boolean {
  if (!productFitsType(option.type, product)) return false;
  if (option.subtype && product.subtype !== option.subtype) return false;
  return option.entities.some((entity) => entity === '*' || parseEntity(entity).productId === product.id);
}

/**
 * The entities a choice may be filled from, as `{ productId, variant }` pairs, resolved against the
 * products the menu lists offer: '*' expands to every accepted product; listed ids the menu does not
 * know are returned in `missing` (the page logs them, spec 1 §8 "Deal option lookup failure").
 */
export function resolveOptionEntities<P extends ProductFacts>(
  option: DealOptionFacts,
  products: readonly P[],
): { entries: { product: P; variant: string | null; entity: string }[]; missing: string[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const entries: { product: P; variant: string | null; entity: string }[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const entity of option.entities) {
    if (entity === '*') {
      for (const product of products) {
        if (!optionAcceptsProduct(option, product) || seen.has(product.id)) continue;
        seen.add(product.id);
        entries.push({ product, variant: option.size ?? null, entity: product.id });
      }
      continue;
    }
    const { productId, variant } = parseEntity(entity);
    const product = byId.get(productId);
    if (!product || !optionAcceptsProduct(option, product)) {
      missing.push(entity);
      continue;
    }
    if (seen.has(entity)) continue;
    seen.add(entity);
    entries.push({ product, variant: variant ?? option.size ?? null, entity });
  }
  return { entries, missing };
}

/** Times this deal is already in the basket, not counting the basket deal being edited. */
export function dealCountInBasket(
  basketDeals: Readonly<Record<string, { id: string; deal: { id: string } }>>,
  dealId: string,
  editingBasketId?: string | null,
): number {
  return Object.values(basketDeals).filter((entry) => entry.deal.id === dealId && entry.id !== editingBasketId).length;
}

/** "A deal already in the basket its max number of times cannot be added" (spec 1 §5). */
export function canAddDeal(deal: Pick<DealFacts, 'max'>, countInBasket: number): boolean {
  return countInBasket < deal.max;
}

/** The eligible basket total: lines of the eligible types (all when no list is given). */
export function eligibleBasketTotal(
  lines: readonly { type: string; price: number }[],
  eligibleTypes?: readonly string[],
): number {
  const eligible = eligibleTypes && eligibleTypes.length > 0 ? new Set(eligibleTypes) : null;
  return roundCents(lines.reduce((sum, line) => (eligible && !eligible.has(line.type) ? sum : sum + line.price), 0));
}

/** "A deal shows only if its threshold is met by the eligible basket total" (spec 1 §5). */
export function isThresholdMet(threshold: number | undefined, eligibleTotal: number): boolean {
  return threshold === undefined || threshold <= 0 || eligibleTotal >= threshold;
}

/** How much more the customer must spend to unlock the deal; 0 when it is unlocked. */
export function thresholdGap(threshold: number | undefined, eligibleTotal: number): number {
  if (isThresholdMet(threshold, eligibleTotal)) return 0;
  return roundCents((threshold ?? 0) - eligibleTotal);
}

/** "A modifier rule above/below filters by a basket value range": lower inclusive, upper exclusive. */
export function isInValueRange(rules: Pick<DealFacts['rules'], 'above' | 'below'>, basketValue: number): boolean {
  if (rules.above !== undefined && basketValue < rules.above) return false;
  if (rules.below !== undefined && basketValue >= rules.below) return false;
  return true;
}

/** What the deal's surcharge table is asked about one chosen item. */
export interface SurchargeQuery {
  productId: string;
  variant: string | null;
  /** A pizza's price tier ('premium'); also the product's subtype. */
  subtype?: string;
  /** A pizza's crust id. */
  crust?: string;
  /** The crust's own menu surcharge at the chosen size, already inside the item's extras. */
  menuCrustSurcharge?: number;
}

/**
 * The deal's own surcharge for one chosen item (rules.surcharges): its product (`id:variant` first,
 * then the id), its price tier, and its crust. A crust the deal prices replaces the crust's menu
 * surcharge, which the item's extras already hold: cheesy bites at 2.50 in a bundle, not 3.00 + 2.50.
 */
export function dealSurcharge(rules: Pick<DealFacts['rules'], 'surcharges'>, item: SurchargeQuery): number {
  const table = rules.surcharges ?? {};
  const of = (key: string | null | undefined) => (key && Object.hasOwn(table, key) ? (table[key] ?? 0) : null);
  const product = of(item.variant ? `${item.productId}:${item.variant}` : null) ?? of(item.productId) ?? 0;
  const tier = item.subtype && item.subtype !== item.productId ? (of(item.subtype) ?? 0) : 0;
  const crust = of(item.crust);
  const crustChange = crust === null ? 0 : crust - (item.menuCrustSurcharge ?? 0);
  return roundCents(product + tier + crustChange);
}

/** A chosen item for pricing. */
export interface PricedChoiceItem {
  /** The product's menu price at the chosen size or option, before any extras. */
  basePrice: number;
  /** Extras of the chosen configuration (crust, extra toppings beyond the free ones); 0 for a plain choice. */
  extras: number;
  /** The deal's surcharge for this item (dealSurcharge). */
  surcharge: number;
}

/**
 * The deal's price with the customer's choices (spec 1 §3 Temporary deal choices: a price per deal).
 * - A cheapest rule (bogof, bogoh, bogtf, buy x get y): the items' menu prices with the cheapest
 *   `count` of them reduced by `parts` (1 free, 0.5 half price); their extras are charged in full
 *   when the rule keeps surcharges, else reduced too.
 * - A category deal with a value: that percentage off each item, extras included.
 * - Every other kind: the deal's fixed price plus each item's extras and surcharge.
 * Rule-priced deals with nothing chosen yet show their "from" price.
 */
export function dealPrice(deal: Pick<DealFacts, 'kind' | 'price' | 'value' | 'rules'>, items: readonly PricedChoiceItem[]): number {
  const cheapest = deal.rules.cheapest;
  if (cheapest) {
    if (items.length === 0) return deal.price;
    // A total order (price, then what is added on top): the same items in any order sum in the
    // same sequence, so a deal's price never differs by a cent with the order they were chosen in.
    const sorted = [...items].sort((a, b) => a.basePrice - b.basePrice || a.extras + a.surcharge - (b.extras + b.surcharge));
    const total = sorted.reduce((sum, item, index) => {
      const reduction = index < cheapest.count ? cheapest.parts : 0;
      const add = item.extras + item.surcharge;
      return sum + item.basePrice * (1 - reduction) + (cheapest.surcharge ? add : add * (1 - reduction));
    }, 0);
    return roundCents(Math.max(0, total));
  }
  if (deal.kind === 'category' && deal.value !== undefined && deal.value > 0) {
    if (items.length === 0) return deal.price;
    const share = 1 - Math.min(deal.value, 100) / 100;
    return roundCents(items.reduce((sum, item) => sum + (item.basePrice + item.extras) * share + item.surcharge, 0));
  }
  return roundCents(items.reduce((sum, item) => sum + item.extras + item.surcharge, deal.price));
}

/**
 * What one configured item adds to the deal's price over the same item chosen plain (no extras, no
 * deal surcharge): the "+£x" of the product editor's "Add to deal" button. It is priced by the deal
 * (dealPrice), so the button shows what the deal page then charges — the deal's own crust and tier
 * surcharges, a category deal's percentage off the extras, a cheapest rule's kept surcharges.
 */
export function dealItemCharge(deal: Pick<DealFacts, 'kind' | 'price' | 'value' | 'rules'>, item: PricedChoiceItem): number {
  const plain = { basePrice: item.basePrice, extras: 0, surcharge: 0 };
  return roundCents(Math.max(0, dealPrice(deal, [item]) - dealPrice(deal, [plain])));
}

/** Choices that still need items, with how many each needs (the add button waits for none). */
export function missingRequiredChoices(
  slots: readonly DealChoiceSlot[],
  chosenCount: (choiceId: number) => number,
): { choiceId: number; needed: number }[] {
  return slots
    .map((slot) => ({ choiceId: slot.choiceId, needed: Math.max(0, slot.required - chosenCount(slot.choiceId)) }))
    .filter((entry) => entry.needed > 0);
}

/** Items chosen across an option's choices (for isOptionFull). */
export function selectedInOption(
  slots: readonly DealChoiceSlot[],
  optionIndex: number,
  chosenCount: (choiceId: number) => number,
): number {
  return slots.filter((slot) => slot.optionIndex === optionIndex).reduce((sum, slot) => sum + chosenCount(slot.choiceId), 0);
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
