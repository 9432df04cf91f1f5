import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentType } from '../../../src/api/contract/hut';
import type { OrderChannel } from '../../../src/api/contract/orders';

/**
 * Which sandbox provider takes a payment, and where the page sends the customer for it (spec 2 §2
 * card-details query values by provider). Each keeps its real counterpart's shape: Worldpay's
 * full-page 3-D-secure redirect (threeDSUrl), Hipay's framed card page (iframeUrl), Microform's
 * token for a framed card field, the Indian redirect providers' own order id, and wallet sheets.
 * A store's kiosk takes cards on its counter terminal instead (issue 07).
 */

export type Provider =
  | 'worldpay'
  | 'hipay'
  | 'microform'
  // Issue 16 (13-G7): Eigen's framed card page (iframeUrl, like Hipay's) and a VTEX-style hosted card page
  // (a full-page redirect, like Worldpay's).
  | 'eigen'
  | 'vtex'
  | 'razorpay'
  | 'paytm'
  | 'phonepe'
  | 'googlepay'
  | 'applepay'
  | 'paypal'
  | 'terminal'
  // Issue 16 (13-G12): payer authentication on the page — Visa Checkout ('Click to pay') and Google Pay 3DS.
  | 'visacheckout'
  | 'googlepay3ds'
  | 'none';

export const REDIRECT_PROVIDERS: ReadonlySet<Provider> = new Set(['razorpay', 'paytm', 'phonepe']);
export const WALLET_PROVIDERS: ReadonlySet<Provider> = new Set(['googlepay', 'applepay', 'paypal']);
/** Card pages the customer types a card into (the sandbox's hosted card page). */
export const HOSTED_CARD_PROVIDERS: ReadonlySet<Provider> = new Set(['worldpay', 'hipay', 'microform', 'eigen', 'vtex']);
/**
 * Issue 16 (13-G12): payments whose payer is authenticated on the checkout page itself (spec 2 §4: device
 * data collection, payer-auth-check, then a step-up challenge if the issuer asks), authorised by the
 * sandbox's step-up (server/services/payment-sandbox/payer-auth.ts); the place call needs it authorised.
 */
export const PAYER_AUTH_PROVIDERS: ReadonlySet<Provider> = new Set(['visacheckout', 'googlepay3ds']);
/** Card payments the place call needs authorised: the hosted pages and the kiosk's card terminal. */
export const CARD_PROVIDERS: ReadonlySet<Provider> = new Set([...HOSTED_CARD_PROVIDERS, 'terminal']);

/**
 * Nothing left to pay, cash and restaurant tickets: no provider, the page places directly. At a
 * kiosk (issue 07; checklist §4, 07) the spec's offline types keep their meaning: `card` is the
 * card terminal on the counter, `cash` is paying at the counter when the order is collected.
 */
export function providerFor(type: PaymentType, sector: string, amountDue: number, channel: OrderChannel = 'web'): Provider {
  if (amountDue <= 0) return 'none';
  switch (type) {
    case 'card':
      if (channel === 'kiosk') return 'terminal';
      if (sector.startsWith('fr-')) return 'hipay';
      if (sector.startsWith('ca-')) return 'microform';
      return 'worldpay';
    case 'razorpay':
    case 'paytm':
    case 'paypal':
      return type;
    case 'phone-pe':
      return 'phonepe';
    case 'googlePay':
      return 'googlepay';
    case 'applePay':
      return 'applepay';
    case 'visaCheckout':
      return 'visacheckout';
    // 13-G7 (picks): `eigen` is a card taken on Eigen's framed page ("Hipay and Eigen: iframeUrl", S2 §2);
    // `vtexCard` a card taken on a VTEX-style hosted card page the customer is sent to, as Worldpay's.
    case 'eigen':
      return 'eigen';
    case 'vtexCard':
      return 'vtex';
    case 'googlePay3DS':
      return 'googlepay3ds';
    default:
      return 'none';
  }
}

/** Where providers send the customer back: the page's card-details route. */
export const DEFAULT_RETURN_PATH = '/order/card-details/';

/**
 * The page's return URL when it is a path of this origin under /order/card-details, else the
 * default: a provider page must never become an open redirect to another site.
 */
export function safeReturnPath(returnUrl: string | undefined | null): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.includes('\\')) return DEFAULT_RETURN_PATH;
  const base = 'http://origin.invalid';
  try {
    const url = new URL(returnUrl, base);
    if (url.origin !== base || !url.pathname.startsWith('/order/card-details')) return DEFAULT_RETURN_PATH;
    return url.pathname;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}

/**
 * The token a provider page is opened with (issue 12): an HMAC under the sandbox key of the
 * transaction and the amount and currency preauthorise asked the provider to take, as a provider's
 * payment session is created for one amount. The page verifies it against the order's amount now:
 * a page opened before the basket changed no longer verifies and authorises nothing (the customer
 * starts the payment again). Microform's framed card field uses it as its session token.
 */
export function paymentToken(transactionId: string, amount: number, currency: string, secret: string): string {
  return createHmac('sha256', secret).update(`payment-page|${transactionId}|${Math.round(amount * 100)}|${currency}`).digest('base64url');
}

/** Whether a page's token was made for this transaction at this amount and currency (constant time). */
export function isPaymentToken(token: string | undefined, transactionId: string, amount: number, currency: string, secret: string): boolean {
  const expected = Buffer.from(paymentToken(transactionId, amount, currency, secret));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ProviderLinks {
  threeDSUrl?: string;
  iframeUrl?: string;
  token?: string;
  tokenValidFrom?: string;
  redirectUrl?: string;
  /** Issue 16 (13-G12): the payer-authentication session, bound to the amount like every page token. */
  payerAuthReply?: string;
  visaCheckoutApiKey?: string;
}

/**
 * The sandbox's Visa Checkout api key (the merchant's public key the real Click-to-pay SDK is started
 * with): public, so a constant stands in for the configured one.
 */
export const SANDBOX_VISA_CHECKOUT_API_KEY = 'SANDBOX-CLICK-TO-PAY-PUBLIC-KEY';

export interface ProviderLinkInput {
  provider: Provider;
  transactionId: string;
  providerOrderId: string | null;
  /** What the provider is asked to take: bound into the page's token. */
  amount: number;
  currency: string;
  returnPath: string;
  secret: string;
  now: Date;
}

/**
 * Redirect providers' pages are bound to their amount by the provider order id (a new amount is a
 * new provider order, preauthorise.ts); every other page by its token.
 */
export function providerLinks({ provider, transactionId, providerOrderId, amount, currency, returnPath, secret, now }: ProviderLinkInput): ProviderLinks {
  const back = `returnUrl=${encodeURIComponent(returnPath)}`;
  const card = `/sandbox/card/${encodeURIComponent(transactionId)}`;
  const token = paymentToken(transactionId, amount, currency, secret);
  const bound = `${back}&token=${token}`;
  switch (provider) {
    case 'worldpay':
      return { threeDSUrl: `${card}?${bound}` };
    case 'hipay':
    case 'eigen':
      return { iframeUrl: `${card}?frame=1&${bound}` };
    case 'vtex':
      return { threeDSUrl: `${card}?${bound}` };
    case 'microform':
      return { token, tokenValidFrom: now.toISOString() };
    case 'razorpay':
    case 'paytm':
    case 'phonepe':
      return { redirectUrl: `/sandbox/${provider}/checkout?order_id=${encodeURIComponent(providerOrderId ?? '')}&${back}` };
    case 'googlepay':
    case 'applepay':
    case 'paypal':
      return { redirectUrl: `/sandbox/wallet/${encodeURIComponent(transactionId)}?${bound}` };
    case 'terminal':
      return { redirectUrl: `/sandbox/terminal/${encodeURIComponent(transactionId)}?${bound}` };
    case 'visacheckout':
      return { payerAuthReply: token, visaCheckoutApiKey: SANDBOX_VISA_CHECKOUT_API_KEY };
    case 'googlepay3ds':
      return { payerAuthReply: token };
    case 'none':
      return {};
  }
}
