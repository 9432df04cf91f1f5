import { z } from 'zod';
import { hutRecordSchema } from './hut';
import { idSchema, localeSchema, moneySchema, productTypeSchema, sectorSchema, webDispositionSchema } from './common';
import { safeText } from './text';

/**
 * The menu as the store API answers it (spec 1 §3 Product, Pizza, Deal, Discount, SKU, Upsell;
 * §7 GET /v2/products/{type}). Seed records are validated with these same schemas.
 */

/** Menu lists of GET /v2/products/{type}; 'sides' covers the kinds pasta, wings, melts, other, side. */
export const productListTypeSchema = z.enum(['pizzas', 'sides', 'drinks', 'desserts', 'dips', 'deals', 'discounts']);
export type ProductListType = z.infer<typeof productListTypeSchema>;

export const sideKindSchema = z.enum(['side', 'pasta', 'wings', 'melts', 'other']);

/** A priced choice of a product (a size of drink, a portion of wings). */
export const productOptionSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  price: moneySchema,
  servingCalories: z.number().int().nonnegative().optional(),
});

/** Fields every product shares (spec 1 §3 Product). */
export const productBaseSchema = z.object({
  id: idSchema,
  type: productTypeSchema,
  kind: z.string().min(1),
  subtype: z.string().min(1).optional(),
  title: z.string().min(1),
  desc: z.string(),
  img: z.string().min(1),
  /** Cheapest price of the product as listed. */
  price: moneySchema,
  originalPrice: moneySchema.optional(),
  taxCode: z.enum(['standard', 'reduced', 'zero']),
  hidden: z.boolean(),
  veg: z.boolean(),
  vegan: z.boolean(),
  /** 1 mild, 2 hot. */
  spice: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  glutenFree: z.boolean(),
  glutenFreeAvailable: z.boolean(),
  dealOnly: z.boolean(),
  popularity: z.number().int().nonnegative(),
  servingCalories: z.number().int().nonnegative().optional(),
  isNew: z.boolean(),
  priceBreakdown: z.record(z.string(), moneySchema).optional(),
  originalId: idSchema.optional(),
  originalType: productTypeSchema.optional(),
  /** Dispositions the product is sold for; absent = both. */
  dispositions: z.array(webDispositionSchema).optional(),
});

export const pizzaSizeSchema = z.enum(['personal', 'small', 'medium', 'large']);
export type PizzaSize = z.infer<typeof pizzaSizeSchema>;

export const crustSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** Extra over the size price, per size; a size missing here cannot have this crust. */
  surcharge: z.partialRecord(pizzaSizeSchema, moneySchema),
  /** Half-and-half excludes garlic-butter-stuffed, pepperoni-stuffed and san-francisco (spec 1 §5). */
  halfAndHalf: z.boolean(),
  limited: z.boolean(),
});

export const toppingSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  kind: z.enum(['meat', 'veg', 'cheese', 'fish']),
  veg: z.boolean(),
  vegan: z.boolean(),
  /** Extra topping price per size. */
  price: z.partialRecord(pizzaSizeSchema, moneySchema),
});

export const sauceSchema = z.object({ id: idSchema, name: z.string().min(1), price: moneySchema, veg: z.boolean() });
export const cheeseSchema = sauceSchema;

export const pizzaProductSchema = productBaseSchema.extend({
  type: z.literal('pizza'),
  halvable: z.boolean(),
  cheapestPrice: moneySchema,
  sizes: z.array(productOptionSchema.extend({ id: pizzaSizeSchema })).min(1),
  crusts: z.array(crustSchema).min(1),
  sauces: z.array(sauceSchema).min(1),
  cheeses: z.array(cheeseSchema).min(1),
  toppings: z.array(toppingSchema),
  defaultOptions: z.object({ sauce: idSchema, cheese: idSchema, toppings: z.array(idSchema) }),
  /** Per-pizza limits on extra and removed toppings (spec 1 §5; values ours, 03-G3). */
  maxAdditions: z.number().int().nonnegative(),
  maxRemovals: z.number().int().nonnegative(),
});
export type PizzaProduct = z.infer<typeof pizzaProductSchema>;

/** Sides, wings, pastas, melts, others, dips, desserts, drinks. */
export const simpleProductSchema = productBaseSchema.extend({
  type: z.enum(['side', 'drink', 'dessert', 'dip']),
  options: z.array(productOptionSchema).min(1),
  modifiers: z.array(z.object({ id: idSchema, name: z.string(), price: moneySchema })).optional(),
});
export type SimpleProduct = z.infer<typeof simpleProductSchema>;

/**
 * Told apart by `type`, so an entry is checked against its own schema only: a plain union tried the
 * pizza schema first and collected an issue for every field a side or a deal lacks (issue 18: the
 * deals list parsed in 6.1 ms, now 0.6 ms; the page checks every list it reads).
 */
export const productSchema = z.discriminatedUnion('type', [pizzaProductSchema, simpleProductSchema]);
export type Product = z.infer<typeof productSchema>;

export const dealKindSchema = z.enum([
  'bogof',
  'bogoh',
  'bogtf',
  'buyx-gety',
  'bundle-discount',
  'std-drink-price',
  'std-pizza-price',
  'flat',
  'giftcard',
  'category',
]);
export type DealKind = z.infer<typeof dealKindSchema>;

export const dealOptionSchema = z.object({
  type: z.enum(['pizza', 'side', 'drink', 'dessert', 'wings', 'pasta', 'dip', 'mixed']),
  subtype: z.string().optional(),
  /** Product ids (or `id:size`) the customer may choose from. */
  entities: z.array(idSchema).min(1),
  defaults: z.array(idSchema),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  count: z.number().int().positive(),
  free: z.object({ swaps: z.number().int().nonnegative(), additions: z.number().int().nonnegative() }),
  fixed: z.boolean(),
  /** Size the option is sold at (e.g. large pizzas only). */
  size: z.string().optional(),
});

export const dealRulesSchema = z.object({
  cheapest: z
    .object({ count: z.number().int().positive(), parts: z.number().positive(), surcharge: z.boolean() })
    .optional(),
  surcharges: z.record(z.string(), moneySchema).optional(),
  above: moneySchema.optional(),
  below: moneySchema.optional(),
});

export const dealSchema = z.object({
  id: idSchema,
  kind: dealKindSchema,
  type: z.enum(['deal', 'discount']),
  title: z.string().min(1),
  desc: z.string(),
  img: z.string().min(1),
  price: moneySchema,
  /** For percentage or amount-off kinds: the value taken off. */
  value: moneySchema.optional(),
  options: z.array(dealOptionSchema),
  loyalty: z.boolean(),
  loyaltyPoints: z.number().int().nonnegative().optional(),
  locked: z.boolean(),
  /** How many times one customer may have it in a basket. */
  max: z.number().int().positive(),
  hidden: z.boolean(),
  popularity: z.number().int().nonnegative(),
  conflicts: z.array(idSchema),
  /** The eligible basket total must reach this for the deal to show (spec 1 §5). */
  threshold: moneySchema.optional(),
  rules: dealRulesSchema,
  veg: z.boolean(),
  dispositions: z.array(webDispositionSchema).min(1),
});
export type Deal = z.infer<typeof dealSchema>;

export const discountSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  amount: moneySchema,
  threshold: moneySchema,
  options: z.array(dealOptionSchema),
  rule: z.enum(['percentage', 'amount', 'free-item']),
  value: moneySchema,
  discountable: z.array(z.string()),
  popularity: z.number().int().nonnegative(),
  /** Only on the website channel (x-channel header) or everywhere. */
  channels: z.array(z.enum(['web', 'app', 'kiosk'])).min(1),
});
export type Discount = z.infer<typeof discountSchema>;

/** GET /v2/products/{type} answers `{ result: [...] }` (spec 1 §7). */
export const productListResponseSchema = z.object({
  result: z.array(z.union([productSchema, dealSchema, discountSchema])),
});

export const skuSchema = z.object({ id: idSchema, type: productTypeSchema });
export type Sku = z.infer<typeof skuSchema>;
export const skuListSchema = z.array(skuSchema);
/**
 * The page reads SKU answers leniently: a till may list types the app does not sell (toppings, bases),
 * which the page drops (spec 1 §5 "only pizza, deal, side, drink, dessert, dip are kept") instead of
 * refusing the whole list.
 */
export const skuAnswerListSchema = z.array(z.object({ id: idSchema, type: safeText(40) }));

/** An upsell (spec 1 §3): when a basket item matches, offer a deal or a dip. */
export const upsellMatchSchema = z.union([
  z.object({ field: z.string().min(1), eq: z.string() }),
  z.object({ field: z.string().min(1), includes: z.string() }),
]);
export const upsellSchema = z.object({
  id: idSchema,
  sector: sectorSchema,
  types: z
    .array(z.object({ match: z.array(upsellMatchSchema).min(1), item: z.object({ type: z.enum(['deal', 'dip', 'pizza']), id: idSchema }) }))
    .min(1),
  toShow: z.number().int().positive(),
});
export type Upsell = z.infer<typeof upsellSchema>;
export const upsellListSchema = z.array(upsellSchema);

/** Localised product content (GET /v1/content/products). */
export const productContentSchema = z.object({
  id: idSchema,
  type: z.string().min(1),
  locale: z.string().min(2),
  title: z.string().min(1),
  description: z.string(),
  img: z.string().min(1),
  allergens: z.array(z.string()),
  /**
   * The product's choices in this locale, keyed `size:`, `crust:`, `sauce:`, `cheese:`, `topping:` or
   * `option:` + id (10-G30: fr-CA sizes, crusts and toppings were English). Absent where the menu
   * record's own words are already this locale's.
   */
  names: z.record(z.string(), z.string()).optional(),
});
export type ProductContent = z.infer<typeof productContentSchema>;
export const productContentListSchema = z.array(productContentSchema);

/** A link from a landing page to an order page: a deal (`/order/deal/?id=`) or a menu tab. */
const landingLinkSchema = z.object({ label: z.string().min(1), to: z.string().min(1) });

/**
 * A landing page (GET /v1/content/{locale}/{sector}/products?type=landing&id); HTML is sanitised on
 * show. The content model (checklist 10-G1, a pick): a hero (title, `html` intro paragraphs, `img`),
 * optional `blocks` (a heading and a paragraph each), optional `deals` (cards linking to a deal page),
 * an optional `form` the page hosts (the feedback form, 10-G2) and one call to action.
 */
export const landingPageSchema = z.object({
  id: idSchema,
  locale: z.string().min(2),
  title: z.string().min(1),
  html: z.string(),
  img: z.string().min(1).optional(),
  /** Text alternative of the hero picture; absent means the picture is decorative. */
  imgAlt: z.string().min(1).optional(),
  blocks: z.array(z.object({ heading: z.string().min(1), text: z.string().min(1) })).optional(),
  deals: z.array(z.object({ title: z.string().min(1), text: z.string().min(1), link: landingLinkSchema })).optional(),
  form: z.literal('feedback').optional(),
  cta: landingLinkSchema.optional(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;
export const landingPageListSchema = z.array(landingPageSchema);

/** A query flag: only the words 'true' and 'false' (anything else is a 400, never a silent false). */
const queryFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET /v2/products/{type} query (spec 1 §7). `filter` narrows sides by kind, deals by kind and the
 * other lists by subtype. Other query names (the spec's unnamed "flag set to true") are ignored.
 */
export const productListQuerySchema = z.object({
  sector: sectorSchema,
  hutid: idSchema.optional(),
  disposition: webDispositionSchema.optional(),
  filter: safeText(60).min(1).optional(),
  /** Hidden products and deals are left out unless this is true (spec 1 §5). */
  showHidden: queryFlagSchema.optional(),
  /** Deal-only products are left out of normal lists; a deal page asks for them with this. */
  showDealOnly: queryFlagSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** GET /v1/content/products query; a locale the market has no content for falls back to its default. */
export const productContentQuerySchema = z.object({
  sector: sectorSchema,
  locale: localeSchema.optional(),
  type: productTypeSchema.optional(),
  hutid: idSchema.optional(),
});

/** GET /v1/content/{locale}/{sector}/products?type=landing&id */
export const landingPageParamsSchema = z.object({ locale: localeSchema, sector: sectorSchema });
export const landingPageQuerySchema = z.object({ type: z.literal('landing'), id: idSchema });

/** GET /v1/skus/ query; both are required (spec 1 §5 gives the error text). */
export const skuQuerySchema = z.object({
  sector: sectorSchema,
  /** The hut's till system (hut record `pos.type`). */
  pos: hutRecordSchema.shape.pos.shape.type,
});
export const SKU_QUERY_MISSING_MESSAGE = 'failed to fetch skus: missing sector or pos type';

/** GET /v1/upsells/ query: `now` (epoch milliseconds or ISO date-time) and other values are accepted. */
export const upsellQuerySchema = z.object({
  sector: sectorSchema,
  now: z.union([z.string().regex(/^\d{1,15}$/), z.iso.datetime({ offset: true })]).optional(),
  hutid: idSchema.optional(),
});
