import type { Kysely } from 'kysely';
import { addressRangeListSchema, type AddressRange } from '../../src/api/contract/geo';
import { foldText } from '../../src/domain/localisation/geo';
import type { Database } from '../db';

/**
 * France: the street address ranges of a postcode (GET /v1/address-lookup/lookup-street-by-post-code),
 * filtered to streets containing the query with case and accents ignored ('bethune' finds
 * 'Rue de Béthune'). Each range names the hut that serves it.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export async function lookupStreets(db: Kysely<Database>, postcode: string, query: string): Promise<AddressRange[]> {
  const rows = await db
    .selectFrom('address_ranges')
    .selectAll()
    .where('postcode', '=', postcode)
    .where('street_key', 'like', `%${escapeLike(foldText(query))}%`)
    .execute();
  // Sorted here, not in SQL, so the order does not depend on the server's collation.
  rows.sort((a, b) => a.street_key.localeCompare(b.street_key) || a.number_from - b.number_from);
  return addressRangeListSchema.parse(
    rows.map((row) => ({
      street: row.street,
      numberFrom: row.number_from,
      numberTo: row.number_to,
      numberType: row.number_type,
      postcode: row.postcode,
      city: row.city,
      hutId: row.hut_id,
      sector: row.sector,
    })),
  );
}
