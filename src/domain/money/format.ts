import { marketConfig } from '../markets/config';
import type { Locale, Market } from '../markets/ids';
import { roundMoney } from './round';

/**
 * Money arithmetic and display shared by page, worker and server (spec 1 §5 "Price formatting",
 * 2 §9). Amounts are decimal numbers in the market's main unit (pounds, euros, rupees, dollars).
 */

export { roundMoney } from './round';

/** Where a price is shown: India shows products in whole rupees and the basket with paise (spec 1 §5). */
export type MoneyContext = 'product' | 'basket';

export interface FormatMoneyOptions {
  context: MoneyContext;
  /** One of the market's languages; the market's default when absent. */
  locale?: Locale;
}

/** A discount reads '−£5.00' with U+2212, the typographic minus, not a hyphen. */
const MINUS = '\u2212';
/** Between an amount and a symbol placed after it: the no-break space fr-FR itself uses. */
const SPACE_BEFORE_SYMBOL = '\u00a0';
const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormatter(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price as the market shows it: rounded to the context's decimals, grouped and punctuated by the
 * language, with the market's symbol on the market's side, or the language's where the market lets
 * it choose ('£12.50', '9,99 €', '₹57', '$12.50' / '12,50 $'),
 * under one unit in the small unit where the market has one ('50p'), and negative with a real minus.
 */
export function formatMoney(amount: number, market: Market, options: FormatMoneyOptions): string {
  // A menu shows the same few prices on many cards, each render: formatToParts is the costly step
  // (issue 18: the basket page's first render spent ~9 ms here), so the text is kept per price.
  const key = `${market}|${options.context}|${options.locale ?? ''}|${amount}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
    formatted.set(key, (text = formatMoneyText(amount, market, options)));
  }
  return text;
}

/** Texts of formatMoney by market, context, locale and amount; cleared whole when full. */
const formatted = new Map<string, string>();
const FORMATTED_LIMIT = 2_000;

function formatMoneyText(amount: number, market: Market, options: FormatMoneyOptions): string {
  const { currency, defaultLocale } = marketConfig(market);
  const decimals = currency.decimals[options.context];
  const rounded = roundMoney(amount, decimals);
  const sign = rounded < 0 ? MINUS : '';
  const magnitude = Math.abs(rounded);

  if (currency.smallUnit && magnitude > 0 && magnitude < 1) {
    return `${sign}${roundMoney(magnitude * currency.smallUnit.perUnit, 0)}${currency.smallUnit.symbol}`;
  }

  const parts = currencyFormatter(options.locale ?? defaultLocale, currency.code, decimals).formatToParts(magnitude);
  const symbolIndex = parts.findIndex((part) => part.type === 'currency');
  const firstDigitIndex = parts.findIndex((part) => part.type === 'integer');
  const intlPosition = symbolIndex < firstDigitIndex ? 'before' : 'after';

  if (currency.symbolPosition === 'locale' || intlPosition === currency.symbolPosition) {
    // The language's own layout, with the market's symbol ('$' rather than 'CA$' in any language).
    return sign + parts.map((part) => (part.type === 'currency' ? currency.symbol : part.value)).join('');
  }
  // The language puts the symbol on the other side (en-FR writes '€9.99'): the market's side wins.
  const digits = parts.filter((part) => NUMBER_PARTS.has(part.type)).map((part) => part.value).join('');
  return currency.symbolPosition === 'after'
    ? `${sign}${digits}${SPACE_BEFORE_SYMBOL}${currency.symbol}`
    : `${sign}${currency.symbol}${digits}`;
}
