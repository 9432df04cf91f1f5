import type { z } from 'zod';
import type { WebDisposition } from '../../../../src/api/contract/common';
import type { addressRangeSchema, postcodeRecordSchema } from '../../../../src/api/contract/geo';
import type { hutRecordSchema } from '../../../../src/api/contract/hut';

/**
 * Helpers that keep the hut data modules short: weekly opening hours from a few spans, and a hut
 * from its market's defaults plus what is particular to it. The result is only the *input* of
 * hutRecordSchema — the seed step parses every record, so a mistake here fails the seed and a test.
 */

export type HutInput = z.input<typeof hutRecordSchema>;
type Hours = HutInput['hours'];

/** An opening span, wall clock in the hut's zone; a close at or before the open is after midnight. */
export type Span = readonly [open: string, close: string];

export interface WeekSpec {
  /** Spans for every day not listed in byDay. */
  daily: readonly Span[];
  /** 0 = Sunday … 6 = Saturday; an empty list closes that day. */
  byDay?: Partial<Record<number, readonly Span[]>>;
  /** Minutes the hut needs before the first slot a customer may choose (20–30). */
  prep: number;
  /** Minutes between scheduled slots. */
  interval?: number;
  /**
   * Spans of the scheduled (order-for-later) periods when they differ from the asap ones, e.g. a
   * hut whose asap service stops at 19:00 but that still takes orders for later until 23:00.
   * Absent: scheduled periods share the asap spans.
   */
  scheduled?: { daily: readonly Span[]; byDay?: Partial<Record<number, readonly Span[]>> };
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clock = (total: number) => {
  const wrapped = ((total % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

/** First scheduled slot this long after opening; the last one this long before closing. */
const FIRST_SLOT_AFTER_OPEN = 30;
const LAST_SLOT_BEFORE_CLOSE = 15;

/**
 * Weekly asap and scheduled hours for the given dispositions. Scheduled periods share the asap
 * opening (unless `spec.scheduled` gives their own spans) and offer slots from 30 minutes after
 * opening to 15 minutes before closing.
 */
export function weeklyHours(spec: WeekSpec, dispositions: readonly WebDisposition[]): Hours {
  const asap: Hours['web']['asap'] = [];
  const scheduled: Hours['web']['scheduled'] = [];
  const scheduledSpec = spec.scheduled ?? spec;
  for (let day = 0; day < 7; day += 1) {
    for (const [open, close] of spec.byDay?.[day] ?? spec.daily) {
      for (const disposition of dispositions) asap.push({ day, disposition, open, close });
    }
    for (const [open, close] of scheduledSpec.byDay?.[day] ?? scheduledSpec.daily) {
      for (const disposition of dispositions) {
        const closeMinutes = minutes(close) <= minutes(open) ? minutes(close) + 1440 : minutes(close);
        scheduled.push({
          day,
          disposition,
          open,
          close,
          from: clock(minutes(open) + FIRST_SLOT_AFTER_OPEN),
          to: clock(closeMinutes - LAST_SLOT_BEFORE_CLOSE),
          interval: spec.interval ?? 15,
          prep: spec.prep,
        });
      }
    }
  }
  return { web: { asap, scheduled } };
}

/** What every hut of a market shares (payments, charges, language, zone …). */
export type MarketDefaults = Omit<
  HutInput,
  | 'id'
  | 'sector'
  | 'urn'
  | 'name'
  | 'phone'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'tradezoneId'
  | 'ownership'
  | 'hours'
  | 'deliveryRadiusMetres'
>;

/** What is particular to one hut; anything of the defaults may be overridden too. */
export type HutSpec = Pick<
  HutInput,
  'id' | 'sector' | 'name' | 'phone' | 'address' | 'latitude' | 'longitude' | 'tradezoneId' | 'ownership' | 'deliveryRadiusMetres'
> &
  Partial<MarketDefaults> & { week: WeekSpec };

export function buildHut(defaults: MarketDefaults, spec: HutSpec): HutInput {
  const { week, ...rest } = spec;
  const record = { ...defaults, ...rest };
  const dispositions = (['delivery', 'collection'] as const).filter((d) => record.allowedDisposition[d]);
  // The URN is the chain's reference number; ours is derived from the id so it stays unique.
  return { ...record, urn: `URN${spec.id.padStart(6, '0')}`, hours: weeklyHours(week, dispositions) };
}

export type PostcodeInput = z.input<typeof postcodeRecordSchema>;
export type AddressRangeInput = z.input<typeof addressRangeSchema>;

/** [postcode, latitude, longitude, city, street addresses] — one row per postcode. */
export type PostcodeRow = readonly [string, number, number, string, readonly string[]];

export function postcodeRecords(country: PostcodeInput['country'], rows: readonly PostcodeRow[]): PostcodeInput[] {
  return rows.map(([postcode, latitude, longitude, city, addresses]) => ({
    postcode,
    country,
    latitude,
    longitude,
    city,
    addresses: [...addresses],
  }));
}
