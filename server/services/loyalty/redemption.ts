import type { Kysely } from 'kysely';
import type { PaymentType } from '../../../src/api/contract/hut';
import type { OrderPayload } from '../../../src/api/contract/orders';
import { LOYALTY_MARKET_IDS, redemptionAllowedWith, type LoyaltyMarketId } from '../../../src/domain/loyalty';
import { marketOfSectorId } from '../../../src/domain/markets/facts';
import type { PricingCatalogue } from '../../../src/domain/pricing/types';
import type { Database } from '../../db';
import type { OrderLoyaltyFacts } from '../../db/schema-loyalty';
import { orderError, type KnownOrder } from '../orders/errors';
import { balanceOf, findMember, verifyProviderToken } from './members';
import { redeemableIdOf, rewardIdOf } from './rewards';

/**
 * Rewards in an order (issue 15, 12-G3, 12-G12): "the server re-checks all of it". The entitlement rule
 * (src/domain/entitlements) judges membership, points and one reward per basket from the `loyalty` fact
 * gathered here; preauthorise then checks what only the server can: the loyalty provider token verifies
 * and names this very customer and market, and each reward deal's `redeemable_id` names its reward.
 * The body's `loyalty.points` and `accountHolder` are never read.
 */

export function loyaltyMarketOfSector(sector: string): LoyaltyMarketId | null {
  const market = marketOfSectorId(sector);
  return market !== null && (LOYALTY_MARKET_IDS as readonly string[]).includes(market) ? (market as LoyaltyMarketId) : null;
}

/** The entitlement rule's `loyalty` fact for a verified customer at a hut: null when not a member. */
export async function loyaltyFact(db: Kysely<Database>, customerId: string, sector: string): Promise<{ member: boolean; balance: number } | null> {
  const market = loyaltyMarketOfSector(sector);
  const member = market ? await findMember(db, customerId, market) : undefined;
  if (!member) return null;
  return { member: true, balance: await balanceOf(db, customerId) };
}

export const loyaltyRefused = (message: string, known: KnownOrder = {}, status: 403 | 422 = 403) =>
  orderError(status, 'LOYALTY_REDEMPTION_REFUSED', message, known);

export const TOKEN_REFUSED = 'Your Hut Rewards sign-in has expired: sign in again to redeem this reward';

/**
 * The server's answer to 14-G17 `loyaltyWithOfflinePayments`: off. The flag is the page's (it only
 * decides what the payment step offers); the server refuses every offline type with a reward.
 */
const SERVER_OFFLINE_REDEMPTION = false;

/** How the refusal names the payment the customer chose (each is paid at the door or the counter). */
const OFFLINE_PAYMENT_NAMES: Partial<Record<PaymentType, string>> = {
  cash: 'Cash',
  ticket: 'A restaurant ticket',
  'cash/ticket': 'Cash or a restaurant ticket',
  card: "The counter's card terminal",
  paylater_credit: 'Pay later',
  paylater_debit: 'Pay later',
};

/**
 * 12-G11 (S2 §5 "Cash is disabled with loyalty redemption"; S3 §4.5 and C39 "Loyalty redemption is not
 * possible with offline-type payments (cash, ticket, card, pay-later) unless a feature flag allows it"):
 * the page disables these types (src/domain/checkout/payment-methods.ts), and the server refuses them,
 * since anyone can call the API. `card` is offline only at an enrolled kiosk (its counter terminal); on
 * the web it is the market's hosted card page, an online payment. C47: nothing to pay is sent as cash,
 * and no cash rule applies to it. `channel` must be the server's verdict (a verified kiosk credential,
 * orders/entitlements.ts withVerifiedChannel), `amountDue` the server's price: never the body's claims.
 * Answers the refusal's message, or null when the payment may go with a reward.
 */
export function offlineRedemptionRefusal(payment: { type: PaymentType; amountDue: number }, channel: 'web' | 'kiosk' | 'app'): string | null {
  if (payment.amountDue <= 0) return null;
  if (payment.type === 'card' && channel !== 'kiosk') return null;
  if (redemptionAllowedWith(payment.type, SERVER_OFFLINE_REDEMPTION)) return null;
  const name = OFFLINE_PAYMENT_NAMES[payment.type] ?? payment.type;
  return `${name} cannot pay for an order with a Hut Rewards reward: pay online, or remove the reward`;
}

/**
 * Place's re-check of 12-G11 on the order row (as orders/entitlements.ts recheckAtPlace re-checks a
 * voucher): an order preauthorised with a reward and an offline payment before the rule changed (or
 * written past it) spends no points. The row's payment type, amount and channel are the ones
 * preauthorise stored, each the server's own (its price, its verified channel).
 */
export function recheckRedemptionPayment(
  row: { payment_type: string; amount: number; channel: 'web' | 'kiosk' | 'app'; loyalty: OrderLoyaltyFacts | null },
  known: KnownOrder,
): void {
  if (!row.loyalty || row.loyalty.rewards.length === 0) return;
  const refusal = offlineRedemptionRefusal({ type: row.payment_type as PaymentType, amountDue: row.amount }, row.channel);
  if (refusal) throw loyaltyRefused(refusal, known, 422);
}

/**
 * What a member's order spends (preauthorise, after the entitlement rule): null for a guest or a
 * non-member without rewards; the member and their rewards otherwise (a member's order earns points
 * even without a reward). Refuses with LOYALTY_REDEMPTION_REFUSED, a reward paid offline too (12-G11:
 * `payment` is the body's chosen type with the server's amount due, `channel` the server's verdict).
 */
export async function verifiedOrderLoyalty(
  db: Kysely<Database>,
  payload: Pick<OrderPayload, 'deals' | 'loyalty' | 'hut'>,
  catalogue: PricingCatalogue,
  customerId: string | null,
  payment: { type: PaymentType; amountDue: number; channel: 'web' | 'kiosk' | 'app' },
): Promise<OrderLoyaltyFacts | null> {
  const market = loyaltyMarketOfSector(payload.hut.sector);
  const member = customerId && market ? await findMember(db, customerId, market) : undefined;
  const groups = payload.deals.flatMap((group) => {
    const deal = catalogue.deals.get(group.id);
    return deal?.loyalty ? [{ group, deal }] : [];
  });
  if (!member || !market || !customerId) {
    if (groups.length > 0) throw loyaltyRefused('Rewards are for Hut Rewards members: join to redeem them');
    return null;
  }
  if (groups.length > 0) {
    const token = payload.loyalty?.loyaltyProviderAuthToken;
    const holder = token ? await verifyProviderToken(db, token) : null;
    if (!holder || holder.userId !== customerId || holder.market !== market) throw loyaltyRefused(TOKEN_REFUSED);
    const refusal = offlineRedemptionRefusal(payment, payment.channel);
    if (refusal) throw loyaltyRefused(refusal, {}, 422);
  }
  const rewards = groups.map(({ group, deal }) => {
    if (group.redeemable_id !== redeemableIdOf(deal.id)) throw loyaltyRefused(`This basket's reward does not match ${deal.title}: add it again from Hut Rewards`, {}, 422);
    return { rewardId: rewardIdOf(deal.id), dealId: deal.id, redeemableId: group.redeemable_id, points: deal.loyaltyPoints ?? 0 };
  });
  return { userId: customerId, market, rewards };
}
