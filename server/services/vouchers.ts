import type { Kysely } from 'kysely';
import { VOUCHER_CODE_MAX, type Voucher, type VoucherErrorType } from '../../src/api/contract/vouchers';
import type { Database } from '../db/schema';

/**
 * Voucher codes (spec 2 §3 Voucher, §5, §8 voucher errors; CHECKLIST 06-G28/29/34). A code unlocks a
 * catalogue discount (it becomes the basket discount) or a catalogue deal (often a hidden one, such as
 * the gift vouchers). Codes are case-insensitive and at most 15 characters. The checks run in the
 * order the customer can act on: unknown code, wrong channel, wrong disposition, then whether the
 * sector's current catalogue still has what the voucher points at, then the basket's deals.
 */

export interface FindVoucherInput {
  sector: string;
  code: string;
  disposition?: 'delivery' | 'collection';
  /** The website and the kiosk refuse app-exclusive vouchers; the app may use them. */
  channel: 'web' | 'app' | 'kiosk';
  /** Deal ids already in the basket: a voucher that cannot be used with one answers CONFLICT. */
  dealIds?: readonly string[];
  /** Defaults to the wall clock; the routes pass the store clock. */
  now?: Date;
}

export type FindVoucherResult =
  | { ok: true; voucher: Voucher }
  | { ok: false; error: { type: VoucherErrorType; message: string; invalidVoucherId: string; conflictId?: string } };

const MESSAGES: Record<VoucherErrorType, string> = {
  CONFLICT: 'This voucher cannot be used with a deal in your basket',
  NOT_FOUND: 'Invalid voucher code',
  APP_ONLY: 'Voucher is only supported on the app',
  COLLECTION_ONLY: 'Available for collection only',
  PRODUCTS_UNAVAILABLE: 'Unavailable products',
};

/** The code as stored: trimmed and upper-case. */
export const voucherCodeOf = (raw: string): string => raw.trim().toUpperCase();

export async function findVoucher(db: Kysely<Database>, input: FindVoucherInput): Promise<FindVoucherResult> {
  const code = voucherCodeOf(input.code);
  const refuse = (type: VoucherErrorType, message?: string, conflictId?: string): FindVoucherResult => ({
    ok: false,
    error: { type, message: message ?? MESSAGES[type], invalidVoucherId: code, ...(conflictId !== undefined ? { conflictId } : {}) },
  });
  if (code.length === 0 || code.length > VOUCHER_CODE_MAX) return refuse('NOT_FOUND');

  const now = input.now ?? new Date();
  const row = await db.selectFrom('vouchers').selectAll().where('sector', '=', input.sector).where('code', '=', code).executeTakeFirst();
  if (!row || !row.active || (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime())) {
    return refuse('NOT_FOUND');
  }

  const discount = row.discount_id
    ? await db.selectFrom('discounts').select('data').where('sector', '=', input.sector).where('id', '=', row.discount_id).executeTakeFirst()
    : undefined;
  const deal = row.deal_id
    ? await db.selectFrom('deals').select('data').where('sector', '=', input.sector).where('id', '=', row.deal_id).executeTakeFirst()
    : undefined;
  // A discount the catalogue offers only in the app is app-only whatever the voucher row says.
  const channels = discount?.data.channels;
  const appExclusive = row.app_exclusive || (channels !== undefined && !channels.includes('web') && channels.includes('app'));

  if (appExclusive && input.channel !== 'app') return refuse('APP_ONLY');
  if (row.collection_only && input.disposition === 'delivery') return refuse('COLLECTION_ONLY');
  if ((row.type === 'discount' && (!discount || !discount.data.channels.includes(input.channel))) || (row.type === 'deal' && !deal)) {
    return refuse('PRODUCTS_UNAVAILABLE');
  }

  const conflicting = (input.dealIds ?? []).find((id) => row.conflicts.includes(id));
  if (conflicting !== undefined) {
    const other = await db.selectFrom('deals').select('data').where('sector', '=', input.sector).where('id', '=', conflicting).executeTakeFirst();
    // The id lets the page name the deal in the customer's language (10-G30); the message is English.
    return refuse('CONFLICT', `This voucher cannot be used with ${other?.data.title ?? conflicting}`, conflicting);
  }

  const voucher: Voucher = {
    id: code,
    type: row.type,
    appExclusive,
    title: row.title,
    collectionOnly: row.collection_only,
    conflicts: row.conflicts,
    ...(discount && { discountId: discount.data.id, amount: discount.data.value, rule: discount.data.rule }),
    ...(deal && { dealId: deal.data.id, amount: deal.data.value ?? deal.data.price }),
    ...(deal?.data.threshold !== undefined && { product: { id: deal.data.id, threshold: deal.data.threshold } }),
  };
  return { ok: true, voucher };
}
