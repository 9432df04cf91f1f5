import type { Kysely } from 'kysely';

/**
 * Issue 15 changed the seeded rewards' points to the scheme's scale (S3 §1 "5 points = 1 free medium
 * 2-topping pizza"): the free side 3 points, the free pizza 5 (they were 60 and 250). The seed only
 * inserts what is missing, so a store seeded before would keep the old thresholds; as 0014 did, this
 * empties the seeded catalogue tables and the seed that runs right after the migrations writes them
 * again. Orders keep their own copy of what was bought, so no order depends on these rows.
 */

const SEEDED_CATALOGUE = ['products', 'deals', 'discounts', 'upsells', 'skus', 'product_content', 'landing_pages'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of SEEDED_CATALOGUE) await db.deleteFrom(table).execute();
}

// Nothing to undo: the previous records are gone with the release that seeded them.
export async function down(): Promise<void> {}
