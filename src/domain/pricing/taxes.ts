import { roundMoney } from '../money/round';

/**
 * Sales taxes per market and per Canadian province or territory (10-G12; spec 1 §2 "collapsible
 * tax", §3 Product taxCode; spec 2 §3 breakdown and analytics "value (displayGross, tax, …)"). The
 * spec gives no rates: this table is our pick, with each rate's public source beside it, and the
 * page, the basket worker and the server all read it through priceBasket, so the amount the page
 * shows is the amount the server re-prices (price integrity).
 *
 * Products carry `taxCode` ('standard' | 'reduced' | 'zero'). What each code means is the market's:
 * - UK: the menu is hot takeaway food and drinks, standard-rated; a cold salad is zero-rated.
 * - France: 'reduced' is the 10 % "taux intermédiaire" of restaurant and take-away food eaten at
 *   once, which the catalogue seed gives every product (its `taxRate: 0.1`); 'standard' is 20 %
 *   (alcohol), and the 5.5 % rate of packaged groceries is never sold here.
 * - India: restaurant service is one 5 % GST (CGST 2.5 % + SGST 2.5 %, no input tax credit).
 * - Canada: prepared food is taxable; 'zero' is the zero-rated basic grocery (a plain salad).
 * Delivery and the other surcharges follow the food at the standard rate; a driver's tip is a
 * gratuity, outside the scope of every one of these taxes; a gift voucher is taxed when redeemed,
 * not when bought (multi-purpose voucher), so it carries none.
 */

export type TaxCode = 'standard' | 'reduced' | 'zero';

/** The tax names a line can carry; the page translates them (basket.tax.names.*: VAT ↔ TVA, GST ↔ TPS …). */
export type TaxId = 'VAT' | 'GST' | 'HST' | 'PST' | 'QST' | 'RST';

/** Where the order is taxed: the hut's market and, in Canada, its province (the hut address `region`). */
export interface TaxJurisdiction {
  market: string;
  region: string | null;
}

export interface TaxComponent {
  id: TaxId;
  /** Rate per taxCode, as a fraction (0.2 = 20 %). */
  rates: Readonly<Record<TaxCode, number>>;
}

export interface TaxRegime {
  /** True: menu prices include the tax (shown 'includes …'); false: it is added to the amount due. */
  included: boolean;
  components: readonly TaxComponent[];
}

const flat = (standard: number, reduced: number, zero = 0): Readonly<Record<TaxCode, number>> => ({ standard, reduced, zero });

// ── The table ────────────────────────────────────────────────────────────────────────────────────

/** UK, France and India price their menus tax included (prices are shown as paid). */
const MARKET_REGIMES: Readonly<Record<string, TaxRegime>> = {
  // gov.uk VAT Notice 709/1 "Catering and take-away food": hot take-away food and drinks 20 %;
  // cold take-away food (a salad) zero-rated. 'reduced' is the 5 % rate (VAT Notice 700 §3).
  UK: { included: true, components: [{ id: 'VAT', rates: flat(0.2, 0.05) }] },
  // impots.gouv.fr / CGI art. 278 (20 %), art. 279 m (10 %: "ventes à consommer immédiatement",
  // restauration et vente à emporter); the seed puts every food product on 'reduced' (10 %).
  FR: { included: true, components: [{ id: 'VAT', rates: flat(0.2, 0.1) }] },
  // CBIC notification 11/2017-CT(Rate) as amended by 46/2017 (restaurant service 5 %, split
  // CGST 2.5 % + SGST 2.5 %: one GST line on the customer's bill).
  IN: { included: true, components: [{ id: 'GST', rates: flat(0.05, 0.05) }] },
};

const gst = (rate = 0.05): TaxComponent => ({ id: 'GST', rates: flat(rate, rate) });
const hst = (rate: number): TaxComponent => ({ id: 'HST', rates: flat(rate, rate) });

/**
 * Canada: added at payment (prices are shown before tax, as every Canadian menu does). Rates from
 * canada.ca "GST/HST provincial rates table" (HST 13 % ON, 14 % NS from 1 April 2025, 15 % NB, NL,
 * PE; GST 5 % elsewhere) and the provinces' own sales taxes on restaurant meals:
 * - QC: QST 9.975 % (Revenu Québec, "Calculating the taxes"), on the price before GST.
 * - BC: PST 7 % does not apply to food for human consumption, restaurant meals included (BC PST
 *   Bulletin 111 "Food and beverages"), so GST only.
 * - MB: RST 7 % applies to prepared food and restaurant meals (Manitoba RST Bulletin 054).
 * - SK: PST 6 % applies to restaurant meals and prepared food (Saskatchewan PST Bulletin 15, 2017).
 * - AB, NT, NU, YT: GST only.
 * 'zero' (basic groceries, Excise Tax Act Schedule VI Part III) is zero-rated in every province.
 */
const CANADA_REGIMES: Readonly<Record<string, readonly TaxComponent[]>> = {
  ON: [hst(0.13)],
  NS: [hst(0.14)],
  NB: [hst(0.15)],
  NL: [hst(0.15)],
  PE: [hst(0.15)],
  QC: [gst(), { id: 'QST', rates: flat(0.09975, 0.09975) }],
  BC: [gst()],
  MB: [gst(), { id: 'RST', rates: flat(0.07, 0.07) }],
  SK: [gst(), { id: 'PST', rates: flat(0.06, 0.06) }],
  AB: [gst()],
  NT: [gst()],
  NU: [gst()],
  YT: [gst()],
};

/** Provinces by name as well as by code, in English and French (a hut address may spell it out). */
const PROVINCE_CODES: Readonly<Record<string, string>> = {
  ONTARIO: 'ON',
  'NOVA SCOTIA': 'NS',
  'NOUVELLE-ÉCOSSE': 'NS',
  'NEW BRUNSWICK': 'NB',
  'NOUVEAU-BRUNSWICK': 'NB',
  'NEWFOUNDLAND AND LABRADOR': 'NL',
  'TERRE-NEUVE-ET-LABRADOR': 'NL',
  'PRINCE EDWARD ISLAND': 'PE',
  'ÎLE-DU-PRINCE-ÉDOUARD': 'PE',
  QUEBEC: 'QC',
  QUÉBEC: 'QC',
  'BRITISH COLUMBIA': 'BC',
  'COLOMBIE-BRITANNIQUE': 'BC',
  MANITOBA: 'MB',
  SASKATCHEWAN: 'SK',
  ALBERTA: 'AB',
  'NORTHWEST TERRITORIES': 'NT',
  'TERRITOIRES DU NORD-OUEST': 'NT',
  NUNAVUT: 'NU',
  YUKON: 'YT',
};

/** No tax known: nothing shown, nothing added. */
const NO_TAX: TaxRegime = { included: true, components: [] };

/**
 * The regime of a jurisdiction. A Canadian hut whose province is unknown pays the federal GST only
 * (our pick: the tax every province charges at least; the seed gives every hut its province).
 */
export function taxRegimeOf(jurisdiction: TaxJurisdiction): TaxRegime {
  if (jurisdiction.market === 'CA') {
    const region = (jurisdiction.region ?? '').trim().toUpperCase();
    const code = PROVINCE_CODES[region] ?? region;
    return { included: false, components: CANADA_REGIMES[code] ?? [gst()] };
  }
  return MARKET_REGIMES[jurisdiction.market] ?? NO_TAX;
}

// ── The computation ──────────────────────────────────────────────────────────────────────────────

/** An amount the customer is charged and its tax code: a basket line (after deal prices and discount) or a surcharge. */
export interface TaxablePart {
  amount: number;
  code: TaxCode;
}

export interface TaxLine {
  id: TaxId;
  /** The component's standard rate (the one shown beside its name: 'HST 13 %'). */
  rate: number;
  amount: number;
}

export interface TaxOutcome {
  /** Prices include the tax ('Includes VAT £3.42') or it is added ('HST $3.15' on top). */
  included: boolean;
  /** One line per tax of the jurisdiction, in the table's order (GST before QST). */
  lines: TaxLine[];
  /** Σ lines. */
  amount: number;
  /** What the tax adds to the total: `amount` when added, 0 when included. */
  added: number;
}

/**
 * The tax on what the customer is charged. Per component, the exact tax of every part is summed
 * and the order's sum rounded once, half away from zero to the basket decimals (our pick: rounding
 * per order, not per line, so a long basket does not drift by a penny a line). Included taxes are
 * the tax fraction of the gross price: gross × r / (1 + Σ rates of the part's code).
 */
export function computeTax(regime: TaxRegime, parts: readonly TaxablePart[], decimals: number): TaxOutcome {
  const lines = regime.components.map((component) => {
    let exact = 0;
    for (const part of parts) {
      if (part.amount === 0) continue;
      const rate = component.rates[part.code];
      if (rate === 0) continue;
      if (regime.included) {
        const combined = regime.components.reduce((sum, other) => sum + other.rates[part.code], 0);
        exact += (part.amount * rate) / (1 + combined);
      } else {
        exact += part.amount * rate;
      }
    }
    return { id: component.id, rate: component.rates.standard, amount: roundMoney(exact, decimals) };
  });
  const amount = roundMoney(
    lines.reduce((sum, line) => sum + line.amount, 0),
    decimals,
  );
  return { included: regime.included, lines, amount, added: regime.included ? 0 : amount };
}

/**
 * Spreads a discount over the parts in proportion to their amounts (the discount lowers what each
 * part is charged, so it lowers its tax). Parts stay unrounded: rounding happens once, on the tax.
 */
export function allocateDiscount(parts: readonly TaxablePart[], discount: number): TaxablePart[] {
  const gross = parts.reduce((sum, part) => sum + part.amount, 0);
  if (discount <= 0 || gross <= 0) return parts.map((part) => ({ ...part }));
  const taken = Math.min(discount, gross);
  return parts.map((part) => ({ code: part.code, amount: part.amount - (taken * part.amount) / gross }));
}

/** A rate as the customer reads it in their locale: '13%', '9,975 %' (Intl; up to three decimals for QST). */
export function formatTaxRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate);
}
