// The order payload (spec 2 §3 "Place order payload"): a pure mapping from what the page has
// gathered (the priced basket, the form, the session, the credits) to what preauthorise is sent.
// The atoms only gather these inputs (src/atoms/order-submit.ts); the mapping is tested here.
import type { PaymentType } from '../markets/ids';
import { priceBreakdown, type PriceBreakdownFacts } from '../pricing/breakdown';
import type { BasketPrice, Surcharge } from '../pricing/types';
import { buildOrderCustomer, type OrderCustomerFacts, type SessionAddress } from './customer';
import { paymentTypeFor } from './payment-methods';
import type { CheckoutFormValues, CheckoutMarket } from './types';

/** A kiosk's customer: a name only (issue 07), so phone and email may be absent. */
export type OrderPayloadCustomer = Omit<OrderCustomerFacts, 'phone' | 'email'> & Partial<Pick<OrderCustomerFacts, 'phone' | 'email'>>;

/** The payload, structurally the contract's OrderPayloadInput (src/api/contract/orders.ts); `Deals` are the optimiser's groups. */
export interface OrderPayloadFacts<Deals> {
  version: '1.0';
  channel?: 'kiosk';
  clientOrderId: string;
  hut: { id: string; sector: string; tradezoneId?: string };
  customer: OrderPayloadCustomer;
  payment: {
    type: PaymentType;
    amount: number;
    currency: string;
    breakdown: PriceBreakdownFacts;
    credits: { type: 'giftcard'; cardNumber: string; cardPin: string; amount: number }[];
  };
  disposition: { type: 'delivery' | 'collection'; when: 'asap' | 'scheduled'; time: number | null; isCurbside?: boolean };
  deals: Deals;
  discount: { id: string; value: number } | null;
  voucher?: { id: string; discountType: 'discount' | 'deal' };
  surcharges: Surcharge[];
  priorityDeliveryReservation?: { id: string; hutId: string };
  utm?: { source?: string; medium?: string; campaign?: string };
  eta?: number;
  etaRange?: { min: number; max: number };
  isDealbotEnabled: boolean;
  isMobileApp: false;
  accountHolder: boolean;
  /** A member's rewards (S2 §3 "loyalty {loyaltyProviderAuthToken, points}", 12-G12). */
  loyalty?: { loyaltyProviderAuthToken: string; points: number };
  returnUrl: string;
}

/** Everything the payload is made of, as the atoms gather it. */
export interface OrderPayloadInputs<Deals> {
  clientOrderId: string;
  market: CheckoutMarket;
  /** The market's basket decimals, for the breakdown's rounding. */
  basketDecimals: number;
  currency: string;
  hut: { id: string; sector: string; tradezoneId?: string };
  /** The pricing disposition; anything but collection is ordered as delivery. */
  disposition: string;
  price: Pick<BasketPrice, 'subtotal' | 'dealSavings' | 'discount' | 'surcharges' | 'tax' | 'total' | 'amountDue' | 'giftCardCredit'>;
  /** The optimiser's deal groups for this basket. */
  deals: Deals;
  basketDiscount: { id: string; value: number } | null;
  form: CheckoutFormValues;
  session: {
    dispositionWhen: string;
    dispositionTime: number | null;
    deliveryAddress?: SessionAddress;
    selectedLanguage: string | null;
  };
  credits: {
    voucher: { id: string; type: 'discount' | 'deal' } | null;
    giftCard: { number: string; pin: string } | null;
  };
  reservation: { id: string; hutId: string } | null;
  utm: { source?: string; medium?: string; campaign?: string } | null;
  /** The ETA the customer was shown, in minutes. */
  eta: { exact: number; range: readonly [number, number] } | null;
  kiosk: boolean;
  dealbotOn: boolean;
  accountHolder: boolean;
  /**
   * The member's loyalty fields (`loyaltyOrderFields()`: token and the points the basket's rewards use),
   * sent only when the basket holds a reward; null or left out: none (12-G12).
   */
  loyalty?: { loyaltyProviderAuthToken: string; points: number } | null;
  /** Where the provider's page sends the customer back. */
  returnUrl: string;
}

/** Builds the order payload from the basket, the form and the session (spec 2 §3 Place order payload). */
export function buildOrderPayload<Deals>(input: OrderPayloadInputs<Deals>): OrderPayloadFacts<Deals> {
  const { price, form, session, credits, hut, reservation, utm, eta } = input;
  const disposition = input.disposition === 'collection' ? 'collection' : 'delivery';
  const scheduled = session.dispositionWhen === 'scheduled' && session.dispositionTime !== null;
  const customer = buildOrderCustomer({
    market: input.market,
    disposition,
    form,
    sessionAddress: session.deliveryAddress,
    selectedLanguage: session.selectedLanguage ?? undefined,
  });
  // A kiosk asks a name only (issue 07): no contact details are sent, and nobody consented to marketing.
  const { phone: _phone, email: _email, ...named } = customer;
  return {
    version: '1.0',
    ...(input.kiosk ? { channel: 'kiosk' as const } : {}),
    clientOrderId: input.clientOrderId,
    hut: { id: hut.id, sector: hut.sector, tradezoneId: hut.tradezoneId },
    customer: input.kiosk ? { ...named, marketing: { all: false } } : customer,
    payment: {
      type: paymentTypeFor(form.paymentType ?? 'cash', price.amountDue) as PaymentType,
      amount: price.amountDue,
      currency: input.currency,
      breakdown: priceBreakdown(price, input.basketDecimals),
      credits:
        credits.giftCard && price.giftCardCredit > 0
          ? [{ type: 'giftcard', cardNumber: credits.giftCard.number, cardPin: credits.giftCard.pin, amount: price.giftCardCredit }]
          : [],
    },
    disposition: {
      type: disposition,
      when: scheduled ? 'scheduled' : 'asap',
      time: scheduled ? session.dispositionTime : null,
      ...(disposition === 'collection' ? { isCurbside: form.isCurbside } : {}),
    },
    deals: input.deals,
    discount: input.basketDiscount ? { id: input.basketDiscount.id, value: price.discount?.amount ?? input.basketDiscount.value } : null,
    ...(credits.voucher ? { voucher: { id: credits.voucher.id, discountType: credits.voucher.type } } : {}),
    surcharges: price.surcharges,
    ...(reservation && form.priorityDelivery && disposition === 'delivery'
      ? { priorityDeliveryReservation: { id: reservation.id, hutId: reservation.hutId } }
      : {}),
    ...(utm ? { utm } : {}),
    // The ETA the customer was shown (minutes), for the order record (06-G14).
    ...(eta ? { eta: eta.exact, etaRange: { min: eta.range[0], max: eta.range[1] } } : {}),
    isDealbotEnabled: input.dealbotOn,
    isMobileApp: false,
    accountHolder: input.accountHolder,
    ...(input.loyalty ? { loyalty: { loyaltyProviderAuthToken: input.loyalty.loyaltyProviderAuthToken, points: input.loyalty.points } } : {}),
    returnUrl: input.returnUrl,
  };
}
