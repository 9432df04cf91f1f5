import type { Kysely } from 'kysely';

/**
 * Issue 16: the seed inserts only the huts that are missing, so a data dir seeded before keeps the
 * payment offerings it was seeded with. This brings those huts' `supportedPayment` to what a fresh seed
 * writes (server/db/seed/huts/*.ts, README): the opt-ins of the last session — 1105 Bristol Click to pay
 * and pay-later (13-G12, 13-G5), 2102 Montmartre pay-later (13-G5), 4102 Ottawa Google Pay 3DS in place
 * of Google Pay (13-G12) — and this one's (13-G7): 2103 Lyon Eigen and 2105 Lille the VTEX card, each in
 * place of the HiPay-style card, and 2104 Marseille cash or meal ticket. The lists are written here, not read from the seed, so the migration
 * stays what it was when a later seed changes.
 *
 * 13-G17: `payments.token_valid_from` records when preauthorise gave a Microform-style token
 * (`tokenValidFrom`), so the sandbox's card field and the place call refuse it past its validity.
 */

const OFFERINGS: readonly { sector: string; id: string; types: readonly string[] }[] = [
  { sector: 'uk-1', id: '1105', types: ['card', 'visaCheckout', 'cash', 'paypal', 'googlePay', 'applePay', 'paylater_credit', 'paylater_debit'] },
  { sector: 'fr-1', id: '2102', types: ['card', 'cash', 'ticket', 'paylater_credit', 'paylater_debit'] },
  { sector: 'fr-1', id: '2103', types: ['eigen', 'cash', 'ticket'] },
  { sector: 'fr-1', id: '2104', types: ['card', 'cash', 'ticket', 'cash/ticket'] },
  { sector: 'fr-1', id: '2105', types: ['vtexCard', 'cash', 'ticket'] },
  { sector: 'ca-1', id: '4102', types: ['card', 'cash', 'googlePay3DS', 'applePay'] },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('token_valid_from', 'timestamptz').execute();
  for (const { sector, id, types } of OFFERINGS) {
    const hut = await db.selectFrom('huts').select('data').where('sector', '=', sector).where('id', '=', id).executeTakeFirst();
    // A store without this hut gets it from the seed that runs after the migrations.
    if (!hut) continue;
    const data = (typeof hut.data === 'string' ? JSON.parse(hut.data) : hut.data) as Record<string, unknown>;
    const supportedPayment = types.map((type) => ({ type }));
    await db
      .updateTable('huts')
      .set({ data: JSON.stringify({ ...data, supportedPayment }) })
      .where('sector', '=', sector)
      .where('id', '=', id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('token_valid_from').execute();
}
