import type { Transaction } from 'kysely';
import { sectorsOfMarket } from '../../../../src/domain/markets/facts';
import type { SeedStep } from '../step';
import type { Database } from '../../schema';
import { caCredits } from './ca';
import { frCredits } from './fr';
import { inCredits } from './in';
import { ukCredits } from './uk';

/**
 * Vouchers and gift cards for e2e and manual testing, listed in README.md beside this file. Like the
 * other seeds, inserts skip rows that already exist: a gift card spent while testing
 * stays so across restarts (a fresh database brings it back).
 */

export const marketCredits = [ukCredits, frCredits, inCredits, caCredits];

const inserted = (result: { numInsertedOrUpdatedRows?: bigint } | undefined) => Number(result?.numInsertedOrUpdatedRows ?? 0n);

async function seedVouchers(trx: Transaction<Database>): Promise<number> {
  const rows = marketCredits.flatMap(({ market, vouchers }) =>
    sectorsOfMarket(market).flatMap((sector) =>
      vouchers.map((voucher) => ({
        sector,
        code: voucher.code,
        type: voucher.type,
        discount_id: voucher.type === 'discount' ? voucher.target : null,
        deal_id: voucher.type === 'deal' ? voucher.target : null,
        title: voucher.title,
        app_exclusive: voucher.appExclusive ?? false,
        collection_only: voucher.collectionOnly ?? false,
        active: voucher.active ?? true,
        expires_at: voucher.expiresAt ?? null,
        conflicts: JSON.stringify(voucher.conflicts ?? []),
      })),
    ),
  );
  const result = await trx
    .insertInto('vouchers')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['sector', 'code']).doNothing())
    .executeTakeFirst();
  return inserted(result);
}

async function seedGiftCards(trx: Transaction<Database>): Promise<number> {
  const rows = marketCredits.flatMap(({ market, currency, giftCards }) =>
    giftCards.map((card) => ({
      number: card.number,
      market,
      pin: card.pin,
      balance: card.balance,
      currency,
      status: card.status,
      expires_at: card.expiresAt,
      failed_pin_attempts: card.failedPinAttempts ?? 0,
      used_by_order_id: card.usedByOrderId ?? null,
    })),
  );
  const result = await trx
    .insertInto('gift_cards')
    .values(rows)
    .onConflict((conflict) => conflict.column('number').doNothing())
    .executeTakeFirst();
  return inserted(result);
}

export const creditSeedSteps: readonly SeedStep[] = [
  { name: 'vouchers', run: seedVouchers },
  { name: 'gift cards', run: seedGiftCards },
];
