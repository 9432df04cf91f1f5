import type { Kysely } from 'kysely';
import type { Sector } from '../../src/api/contract/common';
import type { HutRecord } from '../../src/api/contract/hut';
import { boundingBox, type LatLng } from '../../src/domain/localisation/geo';
import type { Database } from '../db';

/**
 * Reads of the huts table. Each row's `data` is the hut record the seed parsed with its contract
 * schema; answers are parsed again on the way out (huts-answer.ts), so a bad row cannot leak.
 */

/** The contract's largest delivery radius: no zone reaches farther than this from its hut. */
export const MAX_DELIVERY_RADIUS_METRES = 50_000;

export interface HutFilter {
  /** Absent: every sector. */
  sectors?: readonly Sector[];
  /** Test huts are listed only to the 'test' feature role (spec 1 §6). */
  includeTest: boolean;
}

function hutsQuery(db: Kysely<Database>, { sectors, includeTest }: HutFilter) {
  let query = db.selectFrom('huts').select('data').orderBy('sector').orderBy('id');
  if (sectors) query = query.where('sector', 'in', [...sectors]);
  if (!includeTest) query = query.where('test', '=', false);
  return query;
}

export async function findHutRecord(db: Kysely<Database>, sector: Sector, id: string): Promise<HutRecord | undefined> {
  const row = await db.selectFrom('huts').select('data').where('sector', '=', sector).where('id', '=', id).executeTakeFirst();
  return row?.data;
}

export async function hutRecords(db: Kysely<Database>, filter: HutFilter): Promise<HutRecord[]> {
  const rows = await hutsQuery(db, filter).execute();
  return rows.map((row) => row.data);
}

/** Huts within `radiusMetres` of `point` by a latitude/longitude box: callers check the exact distance. */
export async function hutRecordsAround(
  db: Kysely<Database>,
  point: LatLng,
  radiusMetres: number,
  filter: HutFilter,
): Promise<HutRecord[]> {
  const box = boundingBox(point, radiusMetres);
  let query = hutsQuery(db, filter).where('latitude', '>=', box.minLatitude).where('latitude', '<=', box.maxLatitude);
  // A box across the antimeridian is not one longitude range: latitude alone pre-filters it.
  if (box.minLongitude >= -180 && box.maxLongitude <= 180) {
    query = query.where('longitude', '>=', box.minLongitude).where('longitude', '<=', box.maxLongitude);
  }
  const rows = await query.execute();
  return rows.map((row) => row.data);
}
