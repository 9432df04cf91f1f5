import type { Kysely } from 'kysely';
import { emailSignInName, phoneSignInName } from '../../../src/domain/accounts/aliases';

/**
 * A customer's second sign-in name (issue 14): the account record keeps its e-mail and mobile in the
 * form a sign-in sends (`src/domain/accounts/aliases.ts`), so a customer who signed up by e-mail and
 * saved a mobile reaches the same account when they later sign in by SMS code, and the other way round.
 * Indexed per tenant, as the code sign-in looks them up. Rows written before are filled in here.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('sign_in_phone', 'text').execute();
  await db.schema.alterTable('accounts').addColumn('sign_in_email', 'text').execute();
  await db.schema.createIndex('accounts_sign_in_phone').on('accounts').columns(['tenant', 'sign_in_phone']).execute();
  await db.schema.createIndex('accounts_sign_in_email').on('accounts').columns(['tenant', 'sign_in_email']).execute();

  const rows: { id: string; tenant: string; email: string | null; phone: string | null }[] = await db
    .selectFrom('accounts')
    .select(['id', 'tenant', 'email', 'phone'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable('accounts')
      .set({
        sign_in_phone: row.phone ? phoneSignInName(row.phone, row.tenant) : null,
        sign_in_email: row.email ? emailSignInName(row.email) : null,
      })
      .where('id', '=', row.id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('sign_in_phone').execute();
  await db.schema.alterTable('accounts').dropColumn('sign_in_email').execute();
}
