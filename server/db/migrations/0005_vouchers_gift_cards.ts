import { sql, type Kysely } from 'kysely';

/**
 * Vouchers, gift cards and priority delivery reservations (spec 2 §3, §5, §8). Money is numeric(10,2),
 * exact to the penny; the services read it back as numbers. A gift card serves one order only: the
 * redemption row is unique per order (a retried redeem finds it) and per card (a second order cannot
 * take it), so the database itself refuses a double spend even if two requests race.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vouchers')
    .addColumn('sector', 'text', (col) => col.notNull().references('sectors.id'))
    // Codes are matched case-insensitively by storing them upper-case (spec 2 §5: at most 15 characters).
    .addColumn('code', 'text', (col) => col.notNull().check(sql`code = upper(code) and length(code) between 1 and 15`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('discount', 'deal')`))
    .addColumn('discount_id', 'text')
    .addColumn('deal_id', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('app_exclusive', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('collection_only', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('expires_at', 'timestamptz')
    // Deal ids the voucher cannot be combined with (the CONFLICT error, spec 2 §8).
    .addColumn('conflicts', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('vouchers_pkey', ['sector', 'code'])
    .addCheckConstraint(
      'vouchers_target_check',
      sql`(type = 'discount' and discount_id is not null and deal_id is null) or (type = 'deal' and deal_id is not null and discount_id is null)`,
    )
    .execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('number', 'text', (col) => col.primaryKey().check(sql`number ~ '^[0-9]{6,30}$'`))
    .addColumn('market', 'text', (col) => col.notNull().references('markets.code'))
    .addColumn('pin', 'text', (col) => col.notNull().check(sql`pin ~ '^[0-9]{1,6}$'`))
    .addColumn('balance', 'numeric(10, 2)', (col) => col.notNull().check(sql`balance >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'inactive', 'deactivated')`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('failed_pin_attempts', 'integer', (col) => col.notNull().defaultTo(0).check(sql`failed_pin_attempts >= 0`))
    .addColumn('used_by_order_id', 'text')
    .execute();

  await db.schema
    .createTable('gift_card_redemptions')
    .addColumn('order_id', 'text', (col) => col.primaryKey())
    .addColumn('card_number', 'text', (col) => col.notNull().unique().references('gift_cards.number'))
    .addColumn('amount', 'numeric(10, 2)', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('priority_reservations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('sector', 'text', (col) => col.notNull())
    .addColumn('hut_id', 'text', (col) => col.notNull())
    .addColumn('num_cooked_items', 'integer', (col) => col.notNull().check(sql`num_cooked_items > 0`))
    .addColumn('postcode', 'text')
    .addColumn('amount', 'numeric(10, 2)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addForeignKeyConstraint('priority_reservations_hut_fkey', ['sector', 'hut_id'], 'huts', ['sector', 'id'])
    .execute();
  // Capacity counts a hut's live reservations.
  await db.schema
    .createIndex('priority_reservations_hut_idx')
    .on('priority_reservations')
    .columns(['sector', 'hut_id', 'expires_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['priority_reservations', 'gift_card_redemptions', 'gift_cards', 'vouchers']) {
    await db.schema.dropTable(table).execute();
  }
}
