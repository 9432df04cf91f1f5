import { z } from 'zod';
import { LOCALES, MARKETS, MENU_TABS, PAYMENT_TYPES, SECTOR_IDS } from './ids';

/**
 * The shape of one market's and one sector's configuration (spec 1 §1 "Each market carries its own
 * configuration", 1 §9, 2 §9, 3 §3 and §9). Records are parsed with these schemas at module load,
 * so a typo in the data fails the first test that imports it.
 */

/** The closed vocabularies of ids.ts as zod enums. */
export const marketSchema = z.enum(MARKETS);
export const sectorIdSchema = z.enum(SECTOR_IDS);
export const localeSchema = z.enum(LOCALES);
export const menuTabSchema = z.enum(MENU_TABS);
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** A regular-expression source kept as text, so the record stays plain serialisable data. */
const patternSchema = z.string().min(1).refine(compiles, 'not a valid regular expression');
const amountSchema = z.number().finite().nonnegative();
const hourSchema = z.int().min(0).max(23);
const decimalsSchema = z.int().min(0).max(3);
const callingCodeSchema = z.string().regex(/^\+[1-9]\d{0,2}$/, 'expected +<country calling code>');

export const clockSchema = z.enum(['12h', '24h']);
export type Clock = z.infer<typeof clockSchema>;

export const distanceUnitSchema = z.enum(['miles', 'km']);
export type DistanceUnit = z.infer<typeof distanceUnitSchema>;

/** Features a menu-tab rule may test; the caller passes their current values. */
export const menuFeatureSchema = z.enum(['melts']);
export type MenuFeature = z.infer<typeof menuFeatureSchema>;

/** One per-sector menu-tab rule (spec 1 §2 "Menu tabs per market"); `menuTabsFor` interprets them. */
export const tabRuleSchema = z.discriminatedUnion('hide', [
  z.object({ hide: z.literal('always'), tab: menuTabSchema }),
  z.object({ hide: z.literal('when-feature-on'), tab: menuTabSchema, feature: menuFeatureSchema }),
  z.object({ hide: z.literal('unless-feature-on'), tab: menuTabSchema, feature: menuFeatureSchema }),
  /** Hidden unless the hut's region has a bag fee or the hut is on the bag-fee store list. */
  z.object({ hide: z.literal('unless-bag-fee'), tab: menuTabSchema }),
  /** Hides whatever the hut lists in its own `excludedTabs`. */
  z.object({ hide: z.literal('hut-excluded-tabs') }),
]);
export type TabRule = z.infer<typeof tabRuleSchema>;

const currencySchema = z.object({
  /** ISO 4217 code: order payloads, Google Pay, analytics (C16: never GBP for other markets). */
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1),
  /** Where the symbol goes; 'locale' lets each language decide (en-CA '$12.50', fr-CA '12,50 $'). */
  symbolPosition: z.enum(['before', 'after', 'locale']),
  /** Digits after the decimal point, per display context (spec 1 §5: India products 0, basket 2). */
  decimals: z.object({ product: decimalsSchema, basket: decimalsSchema }),
  /** Shown for amounts under one unit (spec 1 §5, 03-G4): 0.5 → '50p'. Null: always the main unit. */
  smallUnit: z.object({ symbol: z.string().min(1), perUnit: z.int().positive() }).nullable(),
});

const phoneSchema = z.object({
  countryCode: callingCodeSchema,
  /** Added to a number entered without one (spec 3 §5.1). */
  defaultPrefix: callingCodeSchema,
  /** The market's phoneRegex, tested on the cleaned input (spaces, hyphens, brackets, letters removed). */
  pattern: patternSchema,
  /** Mobile numbers only, for account forms (spec 3 §5.3: "A UK mobile must start 07"). */
  mobilePattern: patternSchema,
  /** Digits of the national significant number, without trunk 0 or country code. */
  nationalDigits: z.int().min(6).max(12),
});

const postcodeSchema = z.object({
  /** Both patterns test the normalised input: upper case, every space removed (spec 1 §5). */
  full: patternSchema,
  /** Prefixes the collection search accepts besides full codes (spec 3 §5.5). */
  partial: patternSchema,
  inputMaxLength: z.int().positive(),
  /** A valid full code, checked against `full` at load; also a placeholder for forms. */
  example: z.string().min(1),
});

const accountsSchema = z.object({
  tenant: z.string().min(1),
  allowAuthWithPhone: z.boolean(),
  allowAuthWithEmail: z.boolean(),
  localPhonesOnly: z.boolean(),
  hasAppleSignIn: z.boolean(),
  hasGoogleSignIn: z.boolean(),
  hasFacebookSignIn: z.boolean(),
});

export const marketConfigSchema = z
  .object({
    market: marketSchema,
    /** ISO 3166-1 alpha-2: geocoding is restricted to it, Google Pay's allowed country (spec 1 §5, 2 §5). */
    country: z.string().regex(/^[A-Z]{2}$/),
    defaultSector: sectorIdSchema,
    currency: currencySchema,
    /** Offered languages in switcher order; `experiment` names the experiment that reveals one (3 §9). */
    locales: z.array(z.object({ locale: localeSchema, experiment: z.string().min(1).optional() })).min(1),
    defaultLocale: localeSchema,
    /** 12 or 24 hour times (spec 1 §1); `byLocale` overrides it for one language of the market. */
    clock: z.object({ default: clockSchema, byLocale: z.partialRecord(localeSchema, clockSchema) }),
    phone: phoneSchema,
    postcode: postcodeSchema,
    distanceUnit: distanceUnitSchema,
    tradingDay: z.object({
      /** Before this hour a time belongs to the previous trading day (spec 1 §5; C10). */
      cutoffHour: hourSchema,
      /** Start of the day shown on the hut page; null: the cut-off (spec 1 §9 India 9; C10). */
      hutPageStartHour: hourSchema.nullable(),
    }),
    payments: z.object({
      /** Types the market offers, in display order; a hut still has to list them (spec 2 §5). */
      types: z.array(paymentTypeSchema).min(1),
      /** Types off for the market but enabled by a hut that lists them in supportedPayment (C17). */
      hutOptIn: z.array(paymentTypeSchema),
    }),
    tipping: z.boolean(),
    menu: z.object({
      tabs: z.array(menuTabSchema).min(1),
      initialTab: menuTabSchema,
      /** /order/{initialRoute}/ is where localising lands (spec 1 §2, 03-G2). */
      initialRoute: menuTabSchema,
    }),
    features: z.object({
      dealbot: z.boolean(),
      loyalty: z.boolean(),
      giftCards: z.boolean(),
      calories: z.boolean(),
      /** The dealbot warning in the voucher modal (spec 2 §6: UK only). */
      dealbotVoucherWarning: z.boolean(),
      /** A street or route result without a street number is rejected (spec 1 §5). */
      forceStreetNumber: z.boolean(),
    }),
    /** Address suggestions appear after MORE than this many typed characters (spec 1 §5). */
    addressSuggestAfterChars: z.object({ delivery: z.int().min(0), collection: z.int().min(0) }),
    deliveryInstructionsMaxLength: z.int().positive(),
    mapStart: z.object({
      label: z.string().min(1),
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    }),
    priceRangeLabel: z.string().min(1),
    /** Dine-in is only an outside link (spec 1 §1, §6; C4): a table booking or the market's own site. */
    dineIn: z.object({ kind: z.enum(['booking', 'external']), url: z.url({ protocol: /^https$/ }) }).nullable(),
    /** C13: 'opt-in' is an unticked, never mandatory box; 'opt-out' a box whose absence of tick means yes. */
    marketing: z.object({ consent: z.enum(['opt-in', 'opt-out']) }),
    accounts: accountsSchema,
    /** Values the ordering rules need (03-G3). */
    orderRules: z.object({
      /** Delivery minimum when the basket holds a loyalty deal (spec 1 §5). */
      loyaltyMinimum: amountSchema,
      /**
       * Hut Rewards points per order, C40: floor(floor(total / 10) × multiplier); null = Canada's own
       * rule (1 point when the total is above 10.99, S3 §4.5).
       */
      loyaltyPointsMultiplier: z.number().positive().nullable(),
      payLaterCap: amountSchema,
      /** 13-G5 (C39): the payment surcharge per pay-later kind; 0 = none. */
      payLaterSurcharge: z.object({ credit: amountSchema, debit: amountSchema }),
      /** C27: the spec's "3.99 in special cases"; null = no override, the hut's minimum applies. */
      minDeliveryOrderOverride: amountSchema.nullable(),
      maxToppingAdditions: z.int().positive(),
      maxToppingRemovals: z.int().positive(),
    }),
    /** Regions (provinces, states) with their bag-fee rule (spec 1 §2, 03-G1); empty where unused. */
    regions: z.array(z.object({ code: z.string().min(1), name: z.string().min(1), hasBagFee: z.boolean() })),
    /** How the basket's collapsible tax line reads (spec 1 §2); rates come with the products. */
    tax: z.object({ label: z.string().min(1), pricesIncludeTax: z.boolean() }),
  })
  .superRefine((config, ctx) => {
    const issue = (message: string, path: PropertyKey[]) => ctx.addIssue({ code: 'custom', message, path });
    const locale = config.locales.find((entry) => entry.locale === config.defaultLocale);
    if (!locale || locale.experiment) {
      issue('the default locale must be offered without an experiment', ['defaultLocale']);
    }
    const { tabs, initialTab, initialRoute } = config.menu;
    if (new Set(tabs).size !== tabs.length) issue('a tab is listed twice', ['menu', 'tabs']);
    if (!tabs.includes(initialTab)) issue('the initial tab is not a tab', ['menu', 'initialTab']);
    if (!tabs.includes(initialRoute)) issue('the initial route is not a tab', ['menu', 'initialRoute']);
    if (config.phone.defaultPrefix !== config.phone.countryCode) issue('prefix and country code differ', ['phone']);
    // a pattern that does not compile has its own issue already
    if (compiles(config.postcode.full) && !new RegExp(config.postcode.full).test(config.postcode.example)) {
      issue('the example does not match the full pattern', ['postcode', 'example']);
    }
    if (config.postcode.example.length > config.postcode.inputMaxLength) issue('example too long', ['postcode']);
    const overlap = config.payments.hutOptIn.filter((type) => config.payments.types.includes(type));
    if (overlap.length > 0) issue(`listed twice: ${overlap.join(', ')}`, ['payments', 'hutOptIn']);
  });
export type MarketConfig = z.infer<typeof marketConfigSchema>;
export type MarketConfigInput = z.input<typeof marketConfigSchema>;

export const sectorConfigSchema = z.object({
  sector: sectorIdSchema,
  market: marketSchema,
  /** Other spellings read as this sector (C3: FR_1). */
  aliases: z.array(z.string().min(1)),
  /** Nearby-huts lookup limit (spec 1 §9; C24: in-1 4, others 5). */
  nearbyHutsLimit: z.int().min(1).max(20),
  tabRules: z.array(tabRuleSchema),
  features: z.object({
    /** Priority delivery is considered only for uk-1 (spec 1 §5, 2 §5). */
    priorityDelivery: z.boolean(),
    /** The switch-disposition widget (spec 1 §2: uk-1 only). */
    switchDisposition: z.boolean(),
    /** Minimum-order cross-sells (spec 1 §5; C18: a configurable sector list, default uk-1). */
    minOrderCrossSell: z.boolean(),
    /** Dealbot switches on after automatic localisation (C2: uk-1). */
    dealbotOnAutoLocalise: z.boolean(),
  }),
});
export type SectorConfig = z.infer<typeof sectorConfigSchema>;
export type SectorConfigInput = z.input<typeof sectorConfigSchema>;
