import type { Kysely } from 'kysely';
import type { Upsell } from '../../src/api/contract/catalogue';
import type { Sector } from '../../src/api/contract/common';
import type { Database } from '../db';
import { hutMenuContext } from './catalogue';

/** Upsells of a sector (GET /v1/upsells/): when a basket item matches, offer a deal or a dip. */

/** The sector's upsells, most important first (the client keeps the first, spec 1 §4). */
export async function listUpsells(db: Kysely<Database>, sector: Sector, hutId: string | undefined): Promise<Upsell[]> {
  await hutMenuContext(db, sector, hutId);
  const rows = await db.selectFrom('upsells').select('data').where('sector', '=', sector).orderBy('position').execute();
  return rows.map((row) => row.data);
}
