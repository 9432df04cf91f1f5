import type { Insertable, Transaction } from 'kysely';
import type { Database, SectorsTable } from '../schema';

/**
 * The seven sectors (spec 1 §1). Dine-in exists only in the UK and France
 * (spec 1 §6); in-2 stays a known code with no dine-in huts, so links and
 * stored baskets that name it still resolve.
 */
export const sectors: Insertable<SectorsTable>[] = [
  { id: 'uk-1', market_code: 'UK', label: 'United Kingdom 1', dine_in: true },
  { id: 'uk-2', market_code: 'UK', label: 'United Kingdom 2', dine_in: true },
  { id: 'fr-1', market_code: 'FR', label: 'France 1', dine_in: true },
  { id: 'in-1', market_code: 'IN', label: 'India 1', dine_in: false },
  { id: 'in-2', market_code: 'IN', label: 'India 2', dine_in: false },
  { id: 'ca-1', market_code: 'CA', label: 'Canada 1', dine_in: false },
  { id: 'ca-2', market_code: 'CA', label: 'Canada 2', dine_in: false },
];

/** Inserts missing sectors; existing rows are left as they are. Returns how many were new. */
export async function seedSectors(trx: Transaction<Database>): Promise<number> {
  const result = await trx
    .insertInto('sectors')
    .values(sectors)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
