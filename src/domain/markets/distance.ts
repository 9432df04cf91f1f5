import { roundMoney } from '../money/format';
import { marketConfig } from './config';
import type { Locale, Market } from './ids';
import type { DistanceUnit } from './schema';

/**
 * Distances for hut lists (spec 3 §9 "Distance conversions": metres to miles times 0.000621371192;
 * to km divide by 1000; one decimal). UK in miles, elsewhere km (spec 1 §1, §9).
 */

const MILES_PER_METRE = 0.000621371192;

/** The distance in the unit, rounded to one decimal: 32187 m → 20 miles, 1500 m → 1.5 km. */
export function convertDistance(metres: number, unit: DistanceUnit): number {
  if (!Number.isFinite(metres) || metres < 0) throw new RangeError(`not a distance: ${metres}`);
  // the same decimal rounding as money: half away from zero, no float drift
  return roundMoney(unit === 'miles' ? metres * MILES_PER_METRE : metres / 1000, 1);
}

const INTL_UNIT = {
  miles: { unit: 'mile', unitDisplay: 'long' },
  km: { unit: 'kilometer', unitDisplay: 'short' },
} as const;
const formatters = new Map<string, Intl.NumberFormat>();

/** '20.0 miles', '1.5 km', '1,5 km' (fr): always one decimal, in the market's language by default. */
export function formatDistance(metres: number, market: Market, locale?: Locale): string {
  const config = marketConfig(market);
  const language = locale ?? config.defaultLocale;
  const key = `${language}|${config.distanceUnit}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'unit',
      ...INTL_UNIT[config.distanceUnit],
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(convertDistance(metres, config.distanceUnit));
}
