import type { Kysely } from 'kysely';
import {
  payloadItemCount,
  type BasketFailureReason,
  type BasketValidationResponse,
  type BasketValidatorRequest,
} from '../../src/api/contract/basket';
import { NO_DEAL_ID } from '../../src/domain/basket/ids';
import { basketFromPayload } from '../../src/domain/basket/wire';
import { roundMoney } from '../../src/domain/money/format';
import { priceBasket } from '../../src/domain/pricing';
import { priceBreakdown } from '../../src/domain/pricing/breakdown';
import { withPaymentSurcharge, type PayLaterSurcharges } from '../../src/domain/pricing/pay-later';
import type { BasketPrice, PricingBasket, PricingCatalogue, PricingContext, Surcharge } from '../../src/domain/pricing/types';
import type { HutRecord } from '../../src/api/contract/hut';
import type { Database } from '../db';
import { entitlementRefusals, type EntitlementRefusalCode } from '../../src/domain/entitlements';
import { sectorConfig } from '../../src/domain/markets';
import { basketHut, hutPricingFacts, marketOf, type PricingCatalogueLoader } from './pricing-catalogue';
import { dealIdsOf, entitlementBasket, gatherFacts, verifiedChannel } from './orders/entitlements';

/**
 * POST /v1/basket-validator/ (spec 1 §7, spec 2 §4 "Checkout link behaviour"): the server prices
 * the basket again with the same engine as the page, from its own catalogue and the hut's own money
 * rules, and says SUCCESS only when the amount the page shows is the one it would charge, to the
 * penny, with nothing it could not price. Every other case is a FAILURE with the reasons found, and
 * with the server's total whenever it could price the whole basket (the page may re-sync to it).
 */

/** The customer's own choices; every other surcharge is the hut's and is worked out here again. */
const CHOSEN_SURCHARGE_TYPES: ReadonlySet<Surcharge['type']> = new Set(['driverTip', 'paymentSurcharge', 'priorityDelivery']);

function chosenSurcharges(body: BasketValidatorRequest): Surcharge[] {
  return (body.surcharges ?? []).filter((surcharge) => CHOSEN_SURCHARGE_TYPES.has(surcharge.type));
}

/**
 * The chosen surcharges the server prices with (13-G5, C39): the payment surcharge is never the
 * body's amount. An order (`paymentType` given) gets the surcharge of its type, replacing any other
 * (S2 §4 "replaced on payment-type change"); a basket validation, which names no type, keeps the
 * body's payment surcharge only when it is one of the market's pay-later amounts.
 */
function pricedSurcharges(body: BasketValidatorRequest, amounts: PayLaterSurcharges, paymentType: string | undefined): Surcharge[] {
  const chosen = chosenSurcharges(body);
  if (paymentType !== undefined) return withPaymentSurcharge(chosen, paymentType, amounts);
  const known = [amounts.credit, amounts.debit].filter((amount) => amount > 0);
  return chosen.filter((surcharge) => surcharge.type !== 'paymentSurcharge' || known.includes(surcharge.amount));
}

/**
 * Deals the hut does not offer for the disposition and more instances of one than it allows. Who
 * may have a deal (rewards, voucher-only deals) is the entitlement rule's (refusedEntitlements).
 */
function unavailableDeals(body: BasketValidatorRequest, catalogue: PricingCatalogue): BasketFailureReason[] {
  const reasons: BasketFailureReason[] = [];
  const counts = new Map<string, number>();
  for (const group of body.deals) {
    if (group.id === NO_DEAL_ID) continue;
    counts.set(group.id, (counts.get(group.id) ?? 0) + 1);
    const deal = catalogue.deals.get(group.id);
    if (!deal) {
      reasons.push({ code: 'DEAL_NOT_AVAILABLE', message: `Deal ${group.id} is not offered for ${body.disposition.type} at this hut` });
    }
  }
  for (const [id, count] of counts) {
    const max = catalogue.deals.get(id)?.max;
    if (max !== undefined && count > max) {
      reasons.push({ code: 'DEAL_NOT_AVAILABLE', message: `Deal ${id} is in the basket ${count} times; at most ${max}` });
    }
  }
  return reasons;
}

/**
 * What the engine could not price. An unknown deal is left out: every one is a deal the hut's
 * catalogue lacks, already reported as DEAL_NOT_AVAILABLE.
 */
function pricingErrors(price: BasketPrice): BasketFailureReason[] {
  return price.errors
    .filter((error) => error.code !== 'unknown-deal')
    .map((error) => ({ code: 'PRICING_ERROR', message: `${error.code} (${error.lineId}): ${error.message}` }));
}

function unmetMinimums(price: BasketPrice): BasketFailureReason[] {
  const reasons: BasketFailureReason[] = [];
  if (price.minimumOrder) {
    const { kind, minimum, gap } = price.minimumOrder;
    reasons.push({ code: 'MINIMUM_ORDER_NOT_MET', message: `The ${kind} minimum is ${minimum}: ${gap} more to spend` });
  }
  for (const { dealId, gap } of price.dealThresholdGaps) {
    reasons.push({ code: 'MINIMUM_ORDER_NOT_MET', message: `Deal ${dealId} needs ${gap} more spent on the basket` });
  }
  return reasons;
}

function amountMismatch(body: BasketValidatorRequest, price: BasketPrice, currency: string, decimals: number): BasketFailureReason[] {
  if (body.payment.currency !== currency) {
    return [{ code: 'PRICE_MISMATCH', message: `The amount is in ${body.payment.currency}; this hut charges in ${currency}` }];
  }
  const amount = roundMoney(body.payment.amount, decimals);
  if (amount === price.total) return [];
  return [{ code: 'PRICE_MISMATCH', message: `The basket costs ${price.total}, not ${amount}` }];
}

/** A basket priced by the server: its hut, catalogue and market money rules, and what it could not price. */
export interface RepricedBasket {
  hut: HutRecord;
  catalogue: PricingCatalogue;
  basket: PricingBasket;
  price: BasketPrice;
  currency: string;
  decimals: { product: number; basket: number };
  /** Deals the hut does not offer and lines the engine could not price: the basket has no total. */
  unpriced: BasketFailureReason[];
  /** Unmet minimum order and deal thresholds. */
  unmet: BasketFailureReason[];
}

/**
 * Prices a basket the way the validator does (also used by POST /v1/orders/preauthorise, which adds
 * the valid gift-card credit). The caller checks for an empty basket first.
 */
export async function repriceBasket(
  db: Kysely<Database>,
  loader: PricingCatalogueLoader,
  body: BasketValidatorRequest,
  giftCardCredit = 0,
  /** A verified id token's customer of the hut's market (orders/customer.ts); never the body's claim. */
  accountHolder = false,
  /** An order's payment type (preauthorise): its payment surcharge replaces the body's (13-G5). */
  paymentType?: string,
  /** The body's hut when the caller has already read it (preauthorise): one read of the huts table a request. */
  knownHut?: HutRecord,
): Promise<RepricedBasket> {
  const hut = knownHut ?? (await basketHut(db, body.hut));
  const disposition = body.disposition.type;
  const catalogue = await loader.catalogueFor(hut, disposition);
  const market = marketOf(hut);
  const decimals = market.currency.decimals;
  const basket: PricingBasket = {
    ...basketFromPayload(body.deals, catalogue),
    discount: body.discount ? { id: body.discount.id, value: body.discount.value ?? 0 } : null,
  };
  const context: PricingContext = {
    hut: hutPricingFacts(hut),
    disposition,
    decimals,
    // Account-holder prices need a verified identity (issue 12, 11-G32), never the body's `accountHolder`.
    accountHolder,
    loyaltyMinimum: market.orderRules.loyaltyMinimum,
    chosenSurcharges: pricedSurcharges(body, market.orderRules.payLaterSurcharge, paymentType),
    giftCardCredit,
    // 10-G12: taxed as the page taxes it, by the hut's market and province (its address region).
    tax: { market: sectorConfig(hut.sector).market, region: hut.address.region },
  };
  const price = priceBasket(basket, catalogue, context);
  return {
    hut,
    catalogue,
    basket,
    price,
    currency: market.currency.code,
    decimals,
    unpriced: [...unavailableDeals(body, catalogue), ...pricingErrors(price)],
    unmet: unmetMinimums(price),
  };
}

/** How the validator names an entitlement refusal: a deal or discount it may not have, or a surcharge it may not be charged. */
const VALIDATOR_CODE: Record<EntitlementRefusalCode, BasketFailureReason['code']> = {
  VOUCHER_ONLY_DEAL: 'DEAL_NOT_AVAILABLE',
  REWARD_NEEDS_SIGN_IN: 'DEAL_NOT_AVAILABLE',
  REWARD_NEEDS_MEMBERSHIP: 'DEAL_NOT_AVAILABLE',
  REWARD_POINTS: 'DEAL_NOT_AVAILABLE',
  ONE_REWARD: 'DEAL_NOT_AVAILABLE',
  DISCOUNT_NOT_ON_CHANNEL: 'DEAL_NOT_AVAILABLE',
  TIP_NOT_OFFERED: 'PRICE_MISMATCH',
  PRIORITY_NOT_RESERVED: 'PRICE_MISMATCH',
  PRIORITY_PRICE: 'PRICE_MISMATCH',
  DELIVERY_ADDRESS_MISSING: 'DEAL_NOT_AVAILABLE',
  OUTSIDE_DELIVERY_AREA: 'DEAL_NOT_AVAILABLE',
};

/** What the validator knows of the request beyond its body: the kiosk header and the store clock. */
export interface ValidatorRequestFacts {
  kioskCredential?: string;
  now: Date;
  /** The verified id token's customer is an account holder at the basket's hut (11-G32); false for a guest. */
  signedIn?: boolean;
  /** Issue 15: the verified customer's id, so a reward is judged against their membership and points. */
  customerId?: string | null;
}

/**
 * The entitlement rule (src/domain/entitlements) on the validator's basket, with the facts the server
 * verifies now: the voucher validated in this request, the held priority reservation, the channel
 * the device proved. The validator carries no address: the delivery area is checked at preauthorise.
 */
async function refusedEntitlements(db: Kysely<Database>, body: BasketValidatorRequest, repriced: RepricedBasket, request: ValidatorRequestFacts): Promise<BasketFailureReason[]> {
  const { facts, voucherError } = await gatherFacts(db, {
    hut: repriced.hut,
    disposition: body.disposition.type,
    channel: await verifiedChannel(db, request.kioskCredential, body.hut),
    voucher: body.voucher,
    priorityDeliveryReservation: body.priorityDeliveryReservation,
    deliveryAddress: 'not-checked',
    dealIds: dealIdsOf(body.deals),
    now: request.now,
    signedIn: request.signedIn ?? false,
    customerId: request.customerId ?? null,
  });
  const refusals = entitlementRefusals(entitlementBasket(body, repriced.catalogue, body.disposition.type, chosenSurcharges(body)), facts);
  return [
    ...(voucherError ? [{ code: 'DEAL_NOT_AVAILABLE' as const, message: `Voucher ${body.voucher?.id ?? ''}: ${voucherError}` }] : []),
    ...refusals.map((refusal) => ({ code: VALIDATOR_CODE[refusal.code], message: refusal.message })),
  ];
}

export async function validateBasket(
  db: Kysely<Database>,
  loader: PricingCatalogueLoader,
  body: BasketValidatorRequest,
  request: ValidatorRequestFacts = { now: new Date() },
): Promise<BasketValidationResponse> {
  await basketHut(db, body.hut);
  if (payloadItemCount(body.deals) === 0) {
    return { status: 'FAILURE', reasons: [{ code: 'EMPTY_BASKET', message: 'The basket is empty' }] };
  }
  // Gift cards are redeemed at payment (spec 2 §4 "Credit"), after this check: the amount is the total.
  const repriced = await repriceBasket(db, loader, body, 0, request.signedIn ?? false);
  const { price, currency, decimals, unmet } = repriced;
  const unpriced = [...repriced.unpriced, ...(await refusedEntitlements(db, body, repriced, request))];
  // A basket the server cannot price, or may not sell this customer, has no total to compare the amount with.
  if (unpriced.length > 0) return { status: 'FAILURE', reasons: [...unpriced, ...unmet] };
  const reasons = [...unmet, ...amountMismatch(body, price, currency, decimals.basket)];
  if (reasons.length > 0) return { status: 'FAILURE', reasons, total: price.total };
  return { status: 'SUCCESS', total: price.total, breakdown: priceBreakdown(price, decimals.basket) };
}
