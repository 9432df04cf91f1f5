// The order payload (spec 2 §3 "Place order payload"): a pure mapping from what the page has
// gathered (the priced basket, the form, the session, the credits) to what preauthorise is sent.
// The atoms only gather these inputs (src/atoms/order-submit.ts); the mapping is tested here.
import type { PaymentType } from '../markets/ids';
import { priceBreakdown, type PriceBreakdownFacts } from '../pricing/breakdown';
import type { BasketPrice, Surcharge } from '../pricing/types';
import { walletGivesEmail } from './wallet-contact';
import { buildOrderCustomer, type OrderCustomerFacts, type SessionAddress } from './customer';
import { paymentTypeFor } from './payment-methods';
import type { CheckoutFormValues, CheckoutMarket } from './types';
import { checkoutName } from './validation';

/**
 * The per-provider payment object (S2 §3 "visaCheckout / applePay / paypal / googlePay / microform
 * {origin}", 13-G3; India: "payment (type plus a per-provider sub-object with origin)", 13-G1). Pick:
 * `origin` is the page's origin (location.origin), the one the provider's sheet or frame posts back
 * to; the key is the provider's own name: the wallet's, Canada's card field (microform), or
 * India's redirect provider.
 */
export type PaymentProviderKey = 'visaCheckout' | 'applePay' | 'paypal' | 'googlePay' | 'microform' | 'razorpay' | 'paytm' | 'phonePe';

export function paymentProviderKey(type: string, market: CheckoutMarket): PaymentProviderKey | null {
  switch (type) {
    case 'visaCheckout':
    case 'applePay':
    case 'paypal':
    case 'googlePay':
    case 'microform':
    case 'razorpay':
    case 'paytm':
      return type;
    case 'googlePay3DS':
      return 'googlePay';
    case 'phone-pe':
      return 'phonePe';
    case 'card':
      // Canada's card is taken in the Microform-style hosted field (server/services/orders/providers.ts).
      return market === 'CA' ? 'microform' : null;
    default:
      return null;
  }
}

/** The catalogue discount the basket names, as the payload describes it (S2 §3 "discount {id, rule, value, amount, discountable, options}"). */
export interface OrderDiscountRecord {
  rule: 'percentage' | 'amount' | 'free-item';
  value: number;
  discountable: readonly string[];
  options?: readonly { type: string; subtype?: string; entities: readonly string[] }[];
}

/** S2 §3 discount: the catalogue's rule, value and scope, and the amount the page's price takes off. */
export interface OrderPayloadDiscount {
  id: string;
  value: number;
  rule?: OrderDiscountRecord['rule'];
  amount: number;
  discountable?: string[];
  options?: { type: string; subtype?: string; entities: string[] }[];
}

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
  } & Partial<Record<PaymentProviderKey, { origin: string }>>;
  disposition: { type: 'delivery' | 'collection'; when: 'asap' | 'scheduled'; time: number | null; isCurbside?: boolean };
  deals: Deals;
  discount: OrderPayloadDiscount | null;
  voucher?: { id: string; discountType: 'discount' | 'deal' };
  surcharges: Surcharge[];
  priorityDeliveryReservation?: { id: string; hutId: string };
  utm?: { source?: string; medium?: string; campaign?: string };
  eta?: number;
  etaRange?: { min: number; max: number };
  isDealbotEnabled: boolean;
  /** 14-G28: inside the mobile-app wrapper (14-G21). A label only: the server trusts it for nothing. */
  isMobileApp: boolean;
  accountHolder: boolean;
  /** A member's rewards (S2 §3 "loyalty {loyaltyProviderAuthToken, points}", 12-G12). */
  loyalty?: { loyaltyProviderAuthToken: string; points: number };
  returnUrl: string;
  /** India (13-G1, S2 §3 "checkoutDetails (name, firstName, lastName), totalPrice, etaType"). */
  checkoutDetails?: { name: string; firstName: string; lastName: string };
  /** India: the amount the page asks to pay (amountDue); the server refuses the order when its own price differs. */
  totalPrice?: number;
  /** India: which ETA the customer was shown, the delivery's or the collection's (pick, 13-G1). */
  etaType?: 'delivery' | 'collection';
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
  /** The catalogue's record of the basket discount (rule, value, scope); null or absent: not known to the page. */
  discountRecord?: OrderDiscountRecord | null;
  /** The page's origin (location.origin), for the provider object (13-G3). */
  origin?: string;
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
  /** 14-G28: the visit runs inside the mobile-app wrapper (atoms/app-bridge); absent: the web. */
  isMobileApp?: boolean;
  /**
   * The member's loyalty fields (`loyaltyOrderFields()`: token and the points the basket's rewards use),
   * sent only when the basket holds a reward; null or left out: none (12-G12).
   */
  loyalty?: { loyaltyProviderAuthToken: string; points: number } | null;
  /** Where the provider's page sends the customer back. */
  returnUrl: string;
}

function withoutEmail(customer: OrderCustomerFacts): OrderPayloadCustomer {
  const { email: _email, ...rest } = customer;
  return rest;
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
  const paymentType = paymentTypeFor(form.paymentType ?? 'cash', price.amountDue) as PaymentType;
  const providerKey = input.origin ? paymentProviderKey(paymentType, input.market) : null;
  const record = input.discountRecord;
  return {
    version: '1.0',
    ...(input.kiosk ? { channel: 'kiosk' as const } : {}),
    clientOrderId: input.clientOrderId,
    hut: { id: hut.id, sector: hut.sector, tradezoneId: hut.tradezoneId },
    // Issue 16: a wallet payment with no typed e-mail sends none; the wallet's contact e-mail is the order's.
    customer: input.kiosk ? { ...named, marketing: { all: false } } : customer.email === '' && walletGivesEmail(paymentType) ? withoutEmail(customer) : customer,
    payment: {
      type: paymentType,
      amount: price.amountDue,
      currency: input.currency,
      breakdown: priceBreakdown(price, input.basketDecimals),
      credits:
        credits.giftCard && price.giftCardCredit > 0
          ? [{ type: 'giftcard', cardNumber: credits.giftCard.number, cardPin: credits.giftCard.pin, amount: price.giftCardCredit }]
          : [],
      ...(providerKey && input.origin ? { [providerKey]: { origin: input.origin } } : {}),
    },
    disposition: {
      type: disposition,
      when: scheduled ? 'scheduled' : 'asap',
      time: scheduled ? session.dispositionTime : null,
      ...(disposition === 'collection' ? { isCurbside: form.isCurbside } : {}),
    },
    deals: input.deals,
    discount: input.basketDiscount
      ? {
          id: input.basketDiscount.id,
          // S2 §3: `value` is the rule's (20 for 20 % off), `amount` what it takes off; without the
          // catalogue's record the page knows only the amount, sent as both (as before 13-G3).
          value: record ? record.value : (price.discount?.amount ?? input.basketDiscount.value),
          amount: price.discount?.amount ?? 0,
          ...(record
            ? {
                rule: record.rule,
                discountable: [...record.discountable],
                options: (record.options ?? []).map((option) => ({ type: option.type, ...(option.subtype ? { subtype: option.subtype } : {}), entities: [...option.entities] })),
              }
            : {}),
        }
      : null,
    ...(credits.voucher ? { voucher: { id: credits.voucher.id, discountType: credits.voucher.type } } : {}),
    surcharges: price.surcharges,
    ...(reservation && form.priorityDelivery && disposition === 'delivery'
      ? { priorityDeliveryReservation: { id: reservation.id, hutId: reservation.hutId } }
      : {}),
    ...(utm ? { utm } : {}),
    // The ETA the customer was shown (minutes), for the order record (06-G14).
    ...(eta ? { eta: eta.exact, etaRange: { min: eta.range[0], max: eta.range[1] } } : {}),
    isDealbotEnabled: input.dealbotOn,
    isMobileApp: input.isMobileApp ?? false,
    accountHolder: input.accountHolder,
    ...(input.loyalty ? { loyalty: { loyaltyProviderAuthToken: input.loyalty.loyaltyProviderAuthToken, points: input.loyalty.points } } : {}),
    returnUrl: input.returnUrl,
    ...(input.market === 'IN'
      ? {
          checkoutDetails: { name: checkoutName(form), firstName: form.firstName.trim(), lastName: form.lastName.trim() },
          totalPrice: price.amountDue,
          etaType: disposition,
        }
      : {}),
  };
}
