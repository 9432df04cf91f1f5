// The voucher and gift-card calls of the store API (spec 2 §7), each checked by its contract. A refused
// voucher is an answer, not a failure: the 4xx body's typed error comes back as `{ ok: false }`.
import type { Sector } from './contract/common';
import {
  GIFT_CARD_CHECK_AMOUNT,
  giftCardCheckResponseSchema,
  type GiftCardCheckBody,
  type GiftCardCheckResponse,
} from './contract/gift-cards';
import { voucherErrorBodySchema, voucherSchema, type Voucher, type VoucherErrorBody } from './contract/vouchers';
import { api, type ApiClient } from './client';
import { HttpError } from './http-error';
import { getTraceId } from '../log/trace-id';
import { WEBSITE_CHANNEL } from '../domain/markets/channel';

/**
 * "channel value ph-website" on the voucher call (spec 2 §7): the web's channel when the caller names
 * none. The caller sends the visit's one channel (10-G28, src/atoms/visit.ts) as `x-channel`, the
 * same header and spelling as the discounts and orders carry.
 */
export const VOUCHER_CHANNEL = WEBSITE_CHANNEL;

export type VoucherError = VoucherErrorBody['error'];
export type VoucherResult = { ok: true; voucher: Voucher } | { ok: false; error: VoucherError };

/**
 * GET /v1/vouchers/validate?sector&code&disposition. A 4xx carrying the voucher error body (CONFLICT,
 * NOT_FOUND, …, spec 2 §8) is the typed refusal; anything else (network, 5xx) is thrown.
 */
export async function validateVoucher(
  params: { sector: Sector; code: string; disposition?: 'delivery' | 'collection'; dealIds?: readonly string[]; channel?: string },
  client: ApiClient = api,
): Promise<VoucherResult> {
  try {
    const voucher = await client.get('/v1/vouchers/validate', {
      query: { sector: params.sector, code: params.code, disposition: params.disposition, dealIds: params.dealIds?.join(',') },
      headers: { 'x-channel': params.channel ?? VOUCHER_CHANNEL },
      schema: voucherSchema,
    });
    return { ok: true, voucher };
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
      const body = voucherErrorBodySchema.safeParse(error.json);
      if (body.success) return { ok: false, error: body.data.error };
    }
    throw error;
  }
}

/**
 * Prefixes of v1 gift-card numbers: "the number is prefixed with a market or test prefix from config
 * unless the v2 gift card flag is on" (spec 2 §5). The spec names no values; these are ours, 'PH' and the
 * market, and the server strips them before it looks the card up (server/services/gift-cards.ts).
 */
export const GIFT_CARD_PREFIXES = { UK: 'PHUK', FR: 'PHFR', IN: 'PHIN', CA: 'PHCA', test: 'TEST' } as const;
export type GiftCardMarket = Exclude<keyof typeof GIFT_CARD_PREFIXES, 'test'>;

/** The number as the check sends it: as typed (trimmed) for v2, with the market or test prefix for v1. */
export function giftCardNumberFor(cardNumber: string, options: { v2: boolean; market: GiftCardMarket; isTest: boolean }): string {
  const number = cardNumber.trim();
  if (options.v2) return number;
  return `${options.isTest ? GIFT_CARD_PREFIXES.test : GIFT_CARD_PREFIXES[options.market]}${number}`;
}

export interface GiftCardHut {
  id: string;
  sector: Sector;
  test: boolean;
  tradezoneId?: string;
}

/**
 * POST /v1/gift-cards/check, or /v2/… when the v2 flag is on (spec 2 §7): meta names the hut and the
 * call, data the card and the check amount (spec 2 §9: 100). The answer is a balance or an error code.
 */
export async function checkGiftCard(
  params: { hut: GiftCardHut; market: GiftCardMarket; cardNumber: string; cardPin: string; v2: boolean; now?: number },
  client: ApiClient = api,
): Promise<GiftCardCheckResponse> {
  const body: GiftCardCheckBody = {
    meta: {
      hutId: params.hut.id,
      sector: params.hut.sector,
      isTest: params.hut.test,
      tradezoneId: params.hut.tradezoneId,
      traceId: await getTraceId(),
      timestamp: params.now ?? Date.now(),
    },
    data: {
      cardNumber: giftCardNumberFor(params.cardNumber, { v2: params.v2, market: params.market, isTest: params.hut.test }),
      cardPin: params.cardPin.trim(),
      amount: GIFT_CARD_CHECK_AMOUNT,
    },
  };
  return client.post(`/${params.v2 ? 'v2' : 'v1'}/gift-cards/check`, body, { schema: giftCardCheckResponseSchema });
}
