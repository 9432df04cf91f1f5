import { sql, type Kysely } from 'kysely';
import { LEGACY_PAYMENT_TYPES } from '../../../src/domain/markets/ids';

/**
 * 13-G4: payment types take the spec's own spellings on the wire and in storage (`googlePay`,
 * `applePay`, `phone-pe`, `paylater_credit`, …), and a gift card is a credit, no longer a type. Hut
 * records written before carry the old spellings in `supportedPayment`, and orders in
 * `payment_type` and their stored payload's `payment.type`: all are rewritten here, so nothing read
 * later needs to know the old words.
 */

const renamed = (type: string): string | null => (type === 'giftcard' ? null : (LEGACY_PAYMENT_TYPES[type] ?? type));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const huts = await db.selectFrom('huts').select(['sector', 'id', 'data']).execute();
  for (const hut of huts) {
    const data = hut.data as { supportedPayment?: { type: string }[] };
    if (!Array.isArray(data.supportedPayment)) continue;
    const supportedPayment = data.supportedPayment.flatMap((entry) => {
      const type = renamed(entry.type);
      return type === null ? [] : [{ ...entry, type }];
    });
    if (JSON.stringify(supportedPayment) === JSON.stringify(data.supportedPayment)) continue;
    await db
      .updateTable('huts')
      .set({ data: JSON.stringify({ ...data, supportedPayment }) })
      .where('sector', '=', hut.sector)
      .where('id', '=', hut.id)
      .execute();
  }
  for (const [old, type] of Object.entries(LEGACY_PAYMENT_TYPES)) {
    await db.updateTable('orders').set({ payment_type: type }).where('payment_type', '=', old).execute();
    await sql`update orders set payload = jsonb_set(payload, '{payment,type}', to_jsonb(${type}::text))
      where payload #>> '{payment,type}' = ${old}`.execute(db);
  }
}

// The old spellings are not written back: the release that read them is gone.
export async function down(): Promise<void> {}
