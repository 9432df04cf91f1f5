import { sql, type Kysely } from 'kysely';

/**
 * Issue 13 changed the seeded catalogue itself: every picture is a generated SVG (the old `.webp`
 * paths 404), deal defaults reach the advertised price, non-food items lost their diet badges,
 * fr-CA content names every choice, landing pages gained blocks, deal links and the feedback form.
 * The seed only inserts what is missing (an operator's edits survive a restart), so a database seeded
 * before would keep the old records for ever. This migration empties the seeded catalogue tables; the
 * seed that runs right after the migrations on the same start writes them again from the new records.
 * Orders keep their own copy of what was bought, so no order depends on these rows.
 *
 * The one hut flag the issue changed (Delhi - Connaught Place takes gift cards, 10-G19) is set in
 * place: huts carry operator data (hours, radius) that a re-seed must not throw away.
 */

const SEEDED_CATALOGUE = ['products', 'deals', 'discounts', 'upsells', 'skus', 'product_content', 'landing_pages'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of SEEDED_CATALOGUE) await db.deleteFrom(table).execute();
  await db
    .updateTable('huts')
    .set({ data: sql`jsonb_set(data, '{supportsGiftCard}', 'true'::jsonb)` })
    .where('sector', '=', 'in-1')
    .where('id', '=', '3101')
    .execute();
}

// Nothing to undo: the previous records are gone with the release that seeded them.
export async function down(): Promise<void> {}
