import type { Insertable, Transaction } from 'kysely';
import type { Database, MarketsTable } from '../schema';

/** The four markets (spec 1 §1), each with its currency and default locale. */
export const markets: Insertable<MarketsTable>[] = [
  { code: 'UK', name: 'United Kingdom', currency: 'GBP', default_locale: 'en-GB' },
  { code: 'FR', name: 'France', currency: 'EUR', default_locale: 'fr-FR' },
  { code: 'IN', name: 'India', currency: 'INR', default_locale: 'en-IN' },
  { code: 'CA', name: 'Canada', currency: 'CAD', default_locale: 'en-CA' },
];

/** Inserts missing markets; existing rows are left as they are. Returns how many were new. */
export async function seedMarkets(trx: Transaction<Database>): Promise<number> {
  const result = await trx
    .insertInto('markets')
    .values(markets)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
