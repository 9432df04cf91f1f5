import type { Kysely } from 'kysely';
import type { Sku } from '../../src/api/contract/catalogue';
import type { Sector } from '../../src/api/contract/common';
import type { Database } from '../db';

/**
 * SKUs of a sector (GET /v1/skus/). A sector has one SKU list, shared by the till systems (pos
 * types) of its huts; it holds every product and deal of the sector, hidden and deal-only ones too.
 */

export async function listSkus(db: Kysely<Database>, sector: Sector): Promise<Sku[]> {
  const rows = await db.selectFrom('skus').select(['id', 'type']).where('sector', '=', sector).orderBy('type').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, type: row.type as Sku['type'] }));
}
