import { sql, type Kysely } from 'kysely';
import type { OptimiseDealGroupBody } from '../../../src/api/contract/basket';
import type { HutRecord } from '../../../src/api/contract/hut';
import type { OrderDeliveryAddress } from '../../../src/api/contract/order-parts';
import type { OrderErrorName, OrderPayload } from '../../../src/api/contract/orders';
import { NO_DEAL_ID } from '../../../src/domain/basket/ids';
import {
  entitlementRefusals,
  type DeliveryAreaFact,
  type EntitlementBasket,
  type EntitlementChannel,
  type EntitlementDiscount,
  type EntitlementFacts,
  type EntitlementRefusal,
  type EntitlementRefusalCode,
} from '../../../src/domain/entitlements';
import { walletGivesEmail } from '../../../src/domain/checkout/wallet-contact';
import { isWithinRadius } from '../../../src/domain/localisation/geo';
import { normalisePostcode } from '../../../src/domain/localisation/postcode';
import type { PricingCatalogue, Surcharge } from '../../../src/domain/pricing/types';
import type { Database } from '../../db';
import { ApiError } from '../../http/api-error';
import { findPostcodes } from '../geo';
import { isKioskOf } from '../kiosk-devices';
import { loyaltyFact, verifiedOrderLoyalty } from '../loyalty/redemption';
import type { OrderLoyaltyFacts } from '../../db/schema-loyalty';
import { marketOf } from '../pricing-catalogue';
import { findVoucher } from '../vouchers';
import type { OrderContext } from './context';
import { orderError, type KnownOrder } from './errors';

/**
 * The facts the entitlement rule (src/domain/entitlements) judges an order by, gathered by the
 * server in the same request and never read from the body's claims (issue 12 item 5): the voucher
 * validated now (market, expiry, channel, disposition), the priority reservation the store holds,
 * the delivery address against the hut's area, the channel the device proved, and the signed-in
 * customer of the verified id token (issue 14, 11-G32: orders/customer.ts), whatever `accountHolder`
 * says. The basket validator, preauthorise and place all use it.
 */

export interface EntitlementRequest {
  hut: HutRecord;
  disposition: 'delivery' | 'collection' | 'dinein';
  /** Decided by the server (verifiedChannel); never the body's `channel`. */
  channel: EntitlementChannel;
  voucher?: { id: string } | undefined;
  priorityDeliveryReservation?: { id: string; hutId: string } | undefined;
  /** The customer's delivery address; 'not-checked' where the call carries none (the validator). */
  deliveryAddress: OrderDeliveryAddress | undefined | 'not-checked';
  dealIds: readonly string[];
  now: Date;
  /** A verified id token's customer of the hut's market (orders/customer.ts isAccountHolderAt); never the body's `accountHolder`. */
  signedIn: boolean;
  /**
   * Issue 15: the verified customer (signedIn's), whose Hut Rewards membership and balance the rule
   * judges a reward by; absent or null: the `loyalty` fact is not gathered (only sign-in is judged).
   */
  customerId?: string | null;
}

export interface GatheredFacts {
  facts: EntitlementFacts;
  /** The order's voucher code was refused (unknown, expired, another market, channel, disposition). */
  voucherError: string | null;
}

/** Voucher channel: the kiosk uses web vouchers and its own discounts. */
async function validatedVoucher(db: Kysely<Database>, request: EntitlementRequest) {
  if (!request.voucher) return { voucher: null, voucherError: null };
  const result = await findVoucher(db, {
    sector: request.hut.sector,
    code: request.voucher.id,
    disposition: request.disposition === 'dinein' ? undefined : request.disposition,
    channel: request.channel,
    dealIds: request.dealIds,
    now: request.now,
  });
  if (!result.ok) return { voucher: null, voucherError: `${result.error.message} (${result.error.type})` };
  const { dealId, discountId } = result.voucher;
  return { voucher: { ...(dealId && { dealId }), ...(discountId && { discountId }) }, voucherError: null };
}

/** A reservation the store holds for this hut, unexpired: its amount is the surcharge. */
async function heldReservation(db: Kysely<Database>, request: EntitlementRequest): Promise<{ amount: number } | null> {
  const reservation = request.priorityDeliveryReservation;
  if (!reservation || reservation.hutId !== request.hut.id) return null;
  const row = await db
    .selectFrom('priority_reservations')
    .select('amount')
    .where('id', '=', reservation.id)
    .where('sector', '=', request.hut.sector)
    .where('hut_id', '=', request.hut.id)
    .where('expires_at', '>', request.now)
    .executeTakeFirst();
  return row ? { amount: Number(row.amount) } : null;
}

/**
 * Where the driver goes, against the hut's delivery radius: the postcode's centre when the postcode
 * is known (the huts finder's own test, services/huts.ts), else the address's coordinates.
 */
export async function deliveryAreaOf(db: Kysely<Database>, hut: HutRecord, address: OrderDeliveryAddress | undefined): Promise<DeliveryAreaFact> {
  if (!address) return 'missing';
  const postcode = address.postcode?.trim();
  const centres = postcode ? await findPostcodes(db, normalisePostcode(postcode)) : [];
  const points = centres.length > 0
    ? centres
    : address.geoCoordinates
      ? [{ latitude: address.geoCoordinates.lat, longitude: address.geoCoordinates.lng }]
      : [];
  if (points.length === 0) return 'missing';
  return points.some((point) => isWithinRadius(point, hut, hut.deliveryRadiusMetres)) ? 'inside' : 'outside';
}

export async function gatherFacts(db: Kysely<Database>, request: EntitlementRequest): Promise<GatheredFacts> {
  const [{ voucher, voucherError }, priority, deliveryArea, loyalty] = await Promise.all([
    validatedVoucher(db, request),
    heldReservation(db, request),
    request.disposition !== 'delivery' || request.deliveryAddress === 'not-checked'
      ? Promise.resolve<DeliveryAreaFact>('not-checked')
      : deliveryAreaOf(db, request.hut, request.deliveryAddress),
    request.signedIn && request.customerId ? loyaltyFact(db, request.customerId, request.hut.sector) : Promise.resolve(undefined),
  ]);
  return {
    facts: {
      channel: request.channel,
      signedIn: request.signedIn,
      voucher,
      tipping: marketOf(request.hut).tipping,
      priority,
      deliveryArea,
      ...(loyalty !== undefined && { loyalty }),
    },
    voucherError,
  };
}

/** The catalogue's view of the basket the rule judges: each basket deal's catalogue deal, the discount, the chosen surcharges. */
export function entitlementBasket(
  body: { deals: readonly OptimiseDealGroupBody[]; discount?: { id: string } | null },
  catalogue: PricingCatalogue,
  disposition: EntitlementBasket['disposition'],
  chosenSurcharges: readonly Pick<Surcharge, 'type' | 'amount'>[],
): EntitlementBasket {
  const deals = body.deals.flatMap((group) => {
    const deal = group.id === NO_DEAL_ID ? undefined : catalogue.deals.get(group.id);
    return deal ? [deal] : [];
  });
  // The catalogue's discount records carry their `channels` (contract Discount); pricing does not read them.
  const discount = body.discount ? ((catalogue.discounts.get(body.discount.id) as EntitlementDiscount | undefined) ?? null) : null;
  return { deals, discount, disposition, surcharges: chosenSurcharges };
}

/** Deal ids in the basket (for the voucher's conflicts). */
export const dealIdsOf = (deals: readonly OptimiseDealGroupBody[]) => deals.map((group) => group.id).filter((id) => id !== NO_DEAL_ID);

/** How preauthorise and place answer each refusal (spec 2 §8 names; NOT_ENTITLED is issue 12's). */
const REFUSAL_ANSWER: Record<EntitlementRefusalCode, { status: 403 | 409 | 422; error: OrderErrorName }> = {
  VOUCHER_ONLY_DEAL: { status: 422, error: 'VOUCHER_INVALID' },
  // Issue 15 (12-G3): a reward's refusal is its own error, which the page answers with a remove action.
  REWARD_NEEDS_SIGN_IN: { status: 403, error: 'LOYALTY_REDEMPTION_REFUSED' },
  REWARD_NEEDS_MEMBERSHIP: { status: 403, error: 'LOYALTY_REDEMPTION_REFUSED' },
  REWARD_POINTS: { status: 422, error: 'LOYALTY_REDEMPTION_REFUSED' },
  ONE_REWARD: { status: 422, error: 'LOYALTY_REDEMPTION_REFUSED' },
  DISCOUNT_NOT_ON_CHANNEL: { status: 403, error: 'NOT_ENTITLED' },
  TIP_NOT_OFFERED: { status: 422, error: 'NOT_ENTITLED' },
  PRIORITY_NOT_RESERVED: { status: 409, error: 'NOT_ENTITLED' },
  PRIORITY_PRICE: { status: 409, error: 'NOT_ENTITLED' },
  DELIVERY_ADDRESS_MISSING: { status: 422, error: 'NOT_ENTITLED' },
  OUTSIDE_DELIVERY_AREA: { status: 422, error: 'NOT_ENTITLED' },
};

export function refusalError(refusal: EntitlementRefusal, known: KnownOrder = {}) {
  const { status, error } = REFUSAL_ANSWER[refusal.code];
  return orderError(status, error, refusal.message, known);
}

const CHOSEN = new Set(['driverTip', 'priorityDelivery']);

/**
 * Preauthorise (one call from priceOrder): the order's voucher must validate now, and everything in
 * the basket must be the customer's to have. `payload.channel` here is the server's verdict
 * (verifiedChannel in the route), never the page's claim. Answers what the order spends and earns in
 * Hut Rewards (issue 15), verified: null for a guest or a non-member.
 */
export async function checkOrderEntitlements(
  context: OrderContext,
  payload: OrderPayload,
  priced: { hut: HutRecord; catalogue: PricingCatalogue; price: { amountDue: number } },
  now: Date,
  signedIn: boolean,
  customerId: string | null = null,
): Promise<OrderLoyaltyFacts | null> {
  const { hut, catalogue } = priced;
  const { facts, voucherError } = await gatherFacts(context.db, {
    hut,
    disposition: payload.disposition.type,
    channel: payload.channel ?? 'web',
    voucher: payload.voucher,
    priorityDeliveryReservation: payload.priorityDeliveryReservation,
    deliveryAddress: payload.customer.deliveryAddress,
    dealIds: dealIdsOf(payload.deals),
    now,
    signedIn,
    customerId: signedIn ? customerId : null,
  });
  if (voucherError) throw orderError(422, 'VOUCHER_INVALID', voucherError);
  const chosen = payload.surcharges.filter((surcharge) => CHOSEN.has(surcharge.type));
  const refusals = entitlementRefusals(entitlementBasket(payload, catalogue, payload.disposition.type, chosen), facts);
  if (refusals.length > 0) throw refusalError(refusals[0]!);
  // 12-G11: a reward paid offline is refused with the server's amount due and channel (C47: 0 is exempt).
  const payment = { type: payload.payment.type, amountDue: priced.price.amountDue, channel: facts.channel };
  return verifiedOrderLoyalty(context.db, payload, catalogue, signedIn ? customerId : null, payment);
}

/** The parts of a stored payload that place re-checks: read with the order row's lock, never the whole jsonb (the deals' items). */
export type EntitlementPayload = Pick<Partial<OrderPayload>, 'voucher' | 'disposition' | 'channel' | 'surcharges' | 'priorityDeliveryReservation'>;

export const entitlementPayloadColumn = sql<EntitlementPayload>`jsonb_build_object(
  'voucher', payload -> 'voucher',
  'disposition', payload -> 'disposition',
  'channel', payload -> 'channel',
  'surcharges', payload -> 'surcharges',
  'priorityDeliveryReservation', payload -> 'priorityDeliveryReservation'
)`;

/**
 * Place (one call, inside its transaction): what can lapse between preauthorise and place is
 * checked again — the voucher still valid (expiry, deactivation) and the priority reservation still
 * held. Everything else was judged at preauthorise on the same stored payload.
 */
export async function recheckAtPlace(
  db: Kysely<Database>,
  row: { transaction_id: string; sector: string; hut_id: string; entitlement_facts: EntitlementPayload },
  now: Date,
  known: KnownOrder,
): Promise<void> {
  const { transaction_id: transactionId } = row;
  // jsonb_build_object keeps an absent key as JSON null: every read below treats null as absent.
  const payload = row.entitlement_facts;
  const disposition = payload.disposition?.type ?? 'collection';
  if (payload.voucher) {
    const deals = await db
      .selectFrom('orders')
      .select(sql<OptimiseDealGroupBody[]>`payload -> 'deals'`.as('deals'))
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
    const result = await findVoucher(db, {
      sector: row.sector,
      code: payload.voucher.id,
      disposition: disposition === 'dinein' ? undefined : disposition,
      channel: payload.channel ?? 'web',
      dealIds: dealIdsOf(deals.deals ?? []),
      now,
    });
    if (!result.ok) throw orderError(422, 'VOUCHER_INVALID', `${result.error.message} (${result.error.type})`, known);
  }
  const priority = (payload.surcharges ?? []).find((surcharge) => surcharge.type === 'priorityDelivery');
  if (priority) {
    const reservation = payload.priorityDeliveryReservation;
    const held = reservation
      ? await db
          .selectFrom('priority_reservations')
          .select('id')
          .where('id', '=', reservation.id)
          .where('sector', '=', row.sector)
          .where('hut_id', '=', row.hut_id)
          .where('expires_at', '>', now)
          .executeTakeFirst()
      : undefined;
    if (!held) throw refusalError({ code: 'PRIORITY_NOT_RESERVED', message: 'The priority delivery reservation has expired' }, known);
  }
}

/** The validator's channel: a kiosk only with a valid credential enrolled for the basket's hut. */
export async function verifiedChannel(db: Kysely<Database>, credential: string | undefined, hut: { sector: string; id: string }): Promise<EntitlementChannel> {
  return (await isKioskOf(db, credential, hut)) ? 'kiosk' : 'web';
}

/**
 * The preauthorise route's first step: the body's `channel: 'kiosk'` stands only with the device's
 * credential for this hut. Without it the order is a web order, and a web order carries its contact
 * details (spec 2 §5): a name-only customer is refused with 400 naming phone and e-mail, as the
 * contract does for any web order. The app channel is never granted (no wrapper credential, issue 17).
 */
export async function withVerifiedChannel(db: Kysely<Database>, payload: OrderPayload, credential: string | undefined): Promise<OrderPayload> {
  const { channel, ...rest } = payload;
  if (channel === 'kiosk' && (await isKioskOf(db, credential, payload.hut))) return payload;
  const issues = (['phone', 'email'] as const)
    .filter((field) => payload.customer[field] === undefined)
    // Issue 16: a wallet's sheet gives the contact e-mail (orders/wallet-contact at the sheet; place reads it).
    .filter((field) => !(field === 'email' && walletGivesEmail(payload.payment.type)))
    .map((field) => ({ path: `customer.${field}`, message: `Required: this device is not an enrolled kiosk of hut ${payload.hut.id}, so the order needs ${field === 'phone' ? 'a phone number' : 'an e-mail address'}` }));
  if (issues.length > 0) throw new ApiError(400, { error: 'invalid_request', message: 'Not an enrolled kiosk: contact details are required', issues });
  return rest;
}
