import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { addressRangeSchema, postcodeRecordSchema } from '../../../../src/api/contract/geo';
import { hutRecordSchema } from '../../../../src/api/contract/hut';
import { foldText } from '../../../../src/domain/localisation/geo';
import { normalisePostcode } from '../../../../src/domain/localisation/postcode';
import type { SeedStep } from '../step';
import type { Database } from '../../schema';
import { caHuts, caPostcodes } from './ca';
import { frAddressRanges, frHuts, frPostcodes } from './fr';
import { inHuts, inPostcodes } from './in';
import { ukHuts, ukPostcodes } from './uk';

/**
 * Huts and the local geodata (postcodes, French address ranges), listed in README.md beside this
 * file. Every record is parsed with its contract schema when the seed runs: a bad record fails the
 * whole seed (one transaction), never half-loads. Inserts skip rows that already exist.
 */

export const hutRecords: readonly unknown[] = [...ukHuts, ...frHuts, ...inHuts, ...caHuts];
export const postcodeSeedRecords: readonly unknown[] = [...ukPostcodes, ...frPostcodes, ...inPostcodes, ...caPostcodes];
export const addressRangeRecords: readonly unknown[] = frAddressRanges;

/** The instant e2e runs freeze the server at (STORE_FIXED_TIME): Wednesday 18 June 2025, 19:20 in London. */
export const FIXED_TEST_TIME = '2025-06-18T18:20:00Z';

/** Huts that behaviour and later tests refer to (README.md). */
export const SPECIAL_HUTS = {
  closed: { sector: 'uk-2', id: '1203' },
  collectionOnly: { sector: 'uk-1', id: '1104' },
  deliveryOnly: { sector: 'uk-2', id: '1202' },
  test: { sector: 'uk-1', id: '1199' },
  /** Closes at 19:30 London time, ten minutes after FIXED_TEST_TIME. */
  closesSoonAtTestTime: { sector: 'uk-1', id: '1102' },
  /** Closes at 23:00 India time, before FIXED_TEST_TIME (23:50 there): web asap unavailable. */
  closedByHoursAtTestTime: { sector: 'in-1', id: '3104' },
  /** Web asap closed at FIXED_TEST_TIME (asap until 19:00) but scheduled slots remain until 22:30. */
  scheduledOnlyAtTestTime: { sector: 'uk-1', id: '1106' },
  bagFee: { sector: 'ca-2', id: '4201' },
  excludesPastas: { sector: 'in-1', id: '3103' },
  phonePe: { sector: 'in-1', id: '3102' },
} as const;

/** Parses a seed record, naming it in the error so a typo in the data is found at once. */
export function parseSeedRecord<S extends z.ZodType>(schema: S, record: unknown, label: string): z.output<S> {
  const result = schema.safeParse(record);
  if (result.success) return result.data;
  const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new Error(`Invalid seed record ${label}: ${detail}`);
}

const labelOf = (record: unknown, fields: readonly string[]) =>
  fields.map((field) => String((record as Record<string, unknown> | null)?.[field] ?? '?')).join('/');

const inserted = (result: { numInsertedOrUpdatedRows?: bigint }) => Number(result.numInsertedOrUpdatedRows ?? 0n);

export async function seedHuts(trx: Transaction<Database>, records: readonly unknown[] = hutRecords): Promise<number> {
  const huts = records.map((record) => parseSeedRecord(hutRecordSchema, record, `hut ${labelOf(record, ['sector', 'id'])}`));
  if (huts.length === 0) return 0;
  const result = await trx
    .insertInto('huts')
    .values(
      huts.map((hut) => ({
        sector: hut.sector,
        id: hut.id,
        postcode: hut.address.postcode,
        latitude: hut.latitude,
        longitude: hut.longitude,
        test: hut.test,
        data: JSON.stringify(hut),
      })),
    )
    .onConflict((conflict) => conflict.columns(['sector', 'id']).doNothing())
    .executeTakeFirst();
  return inserted(result);
}

export async function seedPostcodes(
  trx: Transaction<Database>,
  records: readonly unknown[] = postcodeSeedRecords,
): Promise<number> {
  const postcodes = records.map((record) =>
    parseSeedRecord(postcodeRecordSchema, record, `postcode ${labelOf(record, ['country', 'postcode'])}`),
  );
  if (postcodes.length === 0) return 0;
  const result = await trx
    .insertInto('postcodes')
    .values(
      postcodes.map((entry) => ({
        country: entry.country,
        postcode_key: normalisePostcode(entry.postcode),
        postcode: entry.postcode,
        city: entry.city,
        city_key: foldText(entry.city),
        latitude: entry.latitude,
        longitude: entry.longitude,
        search_text: foldText([entry.postcode, normalisePostcode(entry.postcode), entry.city, ...entry.addresses].join(' | ')),
        data: JSON.stringify(entry),
      })),
    )
    .onConflict((conflict) => conflict.columns(['country', 'postcode_key']).doNothing())
    .executeTakeFirst();
  return inserted(result);
}

export async function seedAddressRanges(
  trx: Transaction<Database>,
  records: readonly unknown[] = addressRangeRecords,
): Promise<number> {
  const ranges = records.map((record) =>
    parseSeedRecord(addressRangeSchema, record, `address range ${labelOf(record, ['postcode', 'street'])}`),
  );
  if (ranges.length === 0) return 0;
  const result = await trx
    .insertInto('address_ranges')
    .values(
      ranges.map((range) => ({
        postcode: range.postcode,
        street: range.street,
        street_key: foldText(range.street),
        number_from: range.numberFrom,
        number_to: range.numberTo,
        number_type: range.numberType,
        city: range.city,
        sector: range.sector,
        hut_id: range.hutId,
      })),
    )
    .onConflict((conflict) => conflict.columns(['postcode', 'street', 'number_from', 'number_to', 'number_type']).doNothing())
    .executeTakeFirst();
  return inserted(result);
}

/** In dependency order: address ranges point at huts. */
export const hutSeedSteps: readonly SeedStep[] = [
  { name: 'huts', run: (trx) => seedHuts(trx) },
  { name: 'postcodes', run: (trx) => seedPostcodes(trx) },
  { name: 'address-ranges', run: (trx) => seedAddressRanges(trx) },
];
