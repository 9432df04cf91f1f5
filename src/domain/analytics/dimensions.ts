/**
 * Custom dimensions (14-G3; S3 §7.4, S2 §9): one pure builder from what the page knows to the numbered
 * slots a tag manager reads. Every value is a string; a value the page does not know is 'NA' ("ETA
 * analytics default is 'NA'", S3 §7.4, applied to every slot so reports never mix '' and undefined).
 *
 * | dim | name          | format (pick unless quoted)                                              |
 * |-----|---------------|--------------------------------------------------------------------------|
 * | 1   | hut id        | the localised hut's id                                                   |
 * | 3   | mobile        | 'web' / 'android app' / 'ios app' (S3 §9.2); OTHER reads as 'web'        |
 * | 5   | trace id      | traceId                                                                  |
 * | 7   | eta           | whole minutes, e.g. '35'; 'NA' when unknown (quoted)                     |
 * | 8   | disposition   | 'delivery' / 'collection' / 'dinein'                                     |
 * | 9   | order time    | 'asap' or the scheduled minute, ISO 8601 UTC: '2026-11-26T19:30Z'         |
 * | 10  | promotion     | 'voucher:<CODE>' and/or 'discount:<id>', joined by '|'; 'NA' for none    |
 * | 11  | payment type  | the PAYMENT_TYPES value (13-G4), e.g. 'applePay'                         |
 * | 13  | logged in     | 'logged in' / 'logged out'                                               |
 * | 14  | client id     | the analytics client id (a random id kept like the trace id)             |
 * | 18  | test          | 'test' / 'live' (14-G7)                                                  |
 * | 19  | customer type | 'guest' / 'registered' / 'loyalty member'                                |
 * | 20  | sector        | the hut's sector id, e.g. 'uk-1'                                         |
 * | 21  | surcharges    | '<type>:<amount 2 dp>' joined by '|', e.g. 'delivery:2.49|paylater_credit:1.00'; 'none' |
 * | 23  | language      | selectedLanguage, e.g. 'en-GB'                                           |
 * | 25  | curbside      | 'CURBSIDE' / 'INSTORE' for collection (quoted); 'NA' otherwise          |
 * | 26  | tipping       | 'Tipped' / 'Not Tipped' (quoted)                                         |
 * | 32  | delivery fee  | the delivery surcharge, 2 dp, e.g. '2.49'; 'NA' when not delivery       |
 * | 30, 34–37 | experiments | experiments/analytics.ts (14-G15)                                    |
 */
import type { ExperimentDimensions } from '../experiments/analytics';
import type { Locale, PaymentType, SectorId } from '../markets/ids';
import { roundMoney } from '../money/round';
import type { Disposition } from '../pricing/types';
import type { CollectionType } from './events';
import { orderTimeText } from './transaction';

export const NOT_AVAILABLE = 'NA';

/** The wrapper's platforms (S1 §3, S3 §3). */
export const PLATFORMS = ['ANDROID', 'IOS', 'WEB', 'OTHER'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const DEVICE_TYPES: Readonly<Record<Platform, string>> = { ANDROID: 'android app', IOS: 'ios app', WEB: 'web', OTHER: 'web' };

export type CustomerType = 'guest' | 'registered' | 'loyalty member';

export interface DimensionContext {
  hutId?: string;
  platform: Platform;
  traceId?: string;
  etaMinutes?: number | null;
  disposition?: Disposition;
  /** undefined: not chosen yet; null: asap. */
  scheduledFor?: Date | null;
  voucherCode?: string;
  discountIds?: readonly string[];
  paymentType?: PaymentType;
  signedIn: boolean;
  clientId?: string;
  test: boolean;
  customerType?: CustomerType;
  sector?: SectorId;
  surcharges?: readonly { type: string; amount: number }[];
  language?: Locale;
  collectionType?: CollectionType;
  /** undefined: tipping not offered or not decided yet. */
  tip?: number;
  deliveryFee?: number;
  experiments?: ExperimentDimensions;
}

export type CustomDimensions = {
  dimension1: string;
  dimension3: string;
  dimension5: string;
  dimension7: string;
  dimension8: string;
  dimension9: string;
  dimension10: string;
  dimension11: string;
  dimension13: string;
  dimension14: string;
  dimension18: string;
  dimension19: string;
  dimension20: string;
  dimension21: string;
  dimension23: string;
  dimension25: string;
  dimension26: string;
  dimension32: string;
} & Partial<ExperimentDimensions>;

const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? NOT_AVAILABLE : value);
const amount = (value: number) => roundMoney(value, 2).toFixed(2);

function promotion(voucherCode: string | undefined, discountIds: readonly string[] | undefined): string {
  const parts = [...(voucherCode?.trim() ? [`voucher:${voucherCode.trim().toUpperCase()}`] : []), ...(discountIds ?? []).map((id) => `discount:${id}`)];
  return parts.length > 0 ? parts.join('|') : NOT_AVAILABLE;
}

function surcharges(list: DimensionContext['surcharges']): string {
  if (list === undefined) return NOT_AVAILABLE;
  return list.length > 0 ? list.map(({ type, amount: value }) => `${type}:${amount(value)}`).join('|') : 'none';
}

export function buildDimensions(context: DimensionContext): CustomDimensions {
  const eta = context.etaMinutes;
  return {
    dimension1: text(context.hutId),
    dimension3: DEVICE_TYPES[context.platform],
    dimension5: text(context.traceId),
    dimension7: typeof eta === 'number' && Number.isFinite(eta) && eta >= 0 ? String(Math.round(eta)) : NOT_AVAILABLE,
    dimension8: text(context.disposition),
    dimension9: context.scheduledFor === undefined ? NOT_AVAILABLE : orderTimeText(context.scheduledFor),
    dimension10: promotion(context.voucherCode, context.discountIds),
    dimension11: text(context.paymentType),
    dimension13: context.signedIn ? 'logged in' : 'logged out',
    dimension14: text(context.clientId),
    dimension18: context.test ? 'test' : 'live',
    dimension19: context.customerType ?? (context.signedIn ? 'registered' : 'guest'),
    dimension20: text(context.sector),
    dimension21: surcharges(context.surcharges),
    dimension23: text(context.language),
    dimension25: context.disposition === 'collection' ? (context.collectionType ?? 'INSTORE') : NOT_AVAILABLE,
    dimension26: context.tip === undefined ? NOT_AVAILABLE : context.tip > 0 ? 'Tipped' : 'Not Tipped',
    dimension32: context.disposition === 'delivery' && context.deliveryFee !== undefined ? amount(context.deliveryFee) : NOT_AVAILABLE,
    ...context.experiments,
  };
}
