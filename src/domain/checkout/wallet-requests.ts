import { applePayLineItems, type WalletLineItem } from './wallets';

/**
 * What the page hands a wallet (spec 2 §4, §5, §9; 13-G13, 13-G14, 13-G16, 13-G21): the Google Pay
 * API 2.0 request, the Apple Pay payment request and merchant validation body, and the wallet payload
 * read at order time. Pure: the page supplies the market facts, the hut and the amounts.
 */

/** The market facts a wallet needs (C16, 13-G21): the market's own currency and locale, never GBP/en_GB everywhere. */
export interface WalletMarketFacts {
  /** ISO 3166 country, e.g. 'GB', 'FR', 'CA'. */
  country: string;
  /** ISO 4217 currency, e.g. 'GBP', 'EUR', 'CAD'. */
  currency: string;
  /** The page's locale, 'fr-CA'. */
  locale: string;
  /** Decimals of the basket's money (2 in every market today). */
  decimals: number;
}

/** A locale in the wallets' underscore form: 'fr-CA' → 'fr_CA' (the spec's 'en_GB', S2 §9). */
export function walletLocale(locale: string): string {
  return locale.replace('-', '_');
}

const price = (amount: number, decimals: number): string => amount.toFixed(decimals);

/** The hut's Google Pay settings (hut record `googlePay`, or the store config's when the hut lacks them; 13-G15). */
export interface GooglePaySettings {
  gateway: string;
  merchantId: string;
}

export interface GooglePayRequestInput {
  market: WalletMarketFacts;
  /** A test hut talks to Google's TEST environment; every other hut to PRODUCTION (S2 §5). */
  testHut: boolean;
  settings: GooglePaySettings | null;
  amountDue: number;
  /** The order's transaction, the gateway's merchant reference. */
  transactionId?: string;
}

/** Thrown when a production Google Pay request has no merchant id (spec 2 §8, verbatim). */
export const GOOGLE_MERCHANT_ID_MISSING = 'google merchant id missing in production';

/** The card networks the wallets offer: what the stores take by card (accepted marks, 12-G2). */
export const WALLET_CARD_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX'] as const;

/**
 * The Google Pay PaymentDataRequest (spec 2 §5; 13-G14): API version 2.0, the market's country and
 * currency, a FINAL total, TEST for a test hut and PRODUCTION otherwise. Production needs the
 * merchant id: without it this throws GOOGLE_MERCHANT_ID_MISSING. A test hut may go without one
 * (Google's TEST environment accepts any), and then names the sandbox gateway.
 */
export function googlePayRequest(input: GooglePayRequestInput) {
  const environment = input.testHut ? 'TEST' : 'PRODUCTION';
  const merchantId = input.settings?.merchantId.trim() ?? '';
  if (environment === 'PRODUCTION' && merchantId === '') throw new Error(GOOGLE_MERCHANT_ID_MISSING);
  const { market } = input;
  return {
    environment,
    request: {
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantId: merchantId === '' ? undefined : merchantId },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: [...WALLET_CARD_NETWORKS] },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: input.settings?.gateway ?? 'sandbox', gatewayMerchantId: merchantId === '' ? 'sandbox' : merchantId },
          },
        },
      ],
      transactionInfo: {
        countryCode: market.country,
        currencyCode: market.currency,
        totalPriceStatus: 'FINAL' as const,
        totalPrice: price(input.amountDue, market.decimals),
        ...(input.transactionId ? { transactionId: input.transactionId } : {}),
      },
    },
  };
}

export interface GooglePayShippingSkipInput {
  testHut: boolean;
  development: boolean;
  /** The customer localised by searching a hut, so there is no postcode of theirs to compare (S2 §5). */
  localisedBySearch: boolean;
}

/** The Google Pay shipping-postcode check is "skipped for test huts, in development, or when localisation is by search" (S2 §5; 13-G14). */
export function skipsGooglePayShippingCheck(input: GooglePayShippingSkipInput): boolean {
  return input.testHut || input.development || input.localisedBySearch;
}

/**
 * "Localisation is by search" (S2 §5; 13-G14, a pick): the delivery address was chosen from an
 * address search (a place, as France and Canada localise) or carries no postcode of the customer's,
 * so there is no typed postcode to hold the wallet's shipping postcode against.
 */
export function localisedBySearch(session: { deliveryLocation?: unknown; deliveryAddress?: { postcode?: string } }): boolean {
  return session.deliveryLocation !== undefined || (session.deliveryAddress?.postcode ?? '').trim() === '';
}

/** The Google Pay sheet's link, telling it the page skips the shipping-postcode check (13-G14). */
export function googlePaySheetUrl(url: string, skipShippingCheck: boolean): string {
  if (!skipShippingCheck) return url;
  return `${url}${url.includes('?') ? '&' : '?'}shippingCheck=skip`;
}

/**
 * Apple Pay's displayName in merchant validation (13-G13, a pick): the brand and the hut's name,
 * as Apple shows it on the sheet ("Pizza Hut Camden"); the brand alone when the hut has no name.
 */
export const APPLE_PAY_BRAND = 'Pizza Hut';
export function applePayDisplayName(hutName: string | null | undefined): string {
  const name = (hutName ?? '').trim();
  return (name === '' ? APPLE_PAY_BRAND : `${APPLE_PAY_BRAND} ${name}`).slice(0, 64);
}

/**
 * 14-G26 (a pick): app builds up to 3.0.90 were signed for one Apple Pay merchant per market, before
 * huts had their own `applePayMerchantId`. Such an app (its version in the wrapper's user agent)
 * validates with this id whatever the hut says.
 */
export const LEGACY_APP_MAX_VERSION = '3.0.90';
export const LEGACY_APPLE_PAY_MERCHANTS: Readonly<Record<string, string>> = {
  GB: 'merchant.com.pizzahut.uk.app',
  CA: 'merchant.com.pizzahut.ca.app',
  FR: 'merchant.com.pizzahut.fr.app',
};

/**
 * The app's version (14-G26, a pick): the mobile wrapper adds `PizzaHutApp/<version>` to its web
 * view's user agent; a browser has none (null), and so never takes the legacy mapping.
 */
export function appVersionFromUserAgent(userAgent: string): string | null {
  return /\bPizzaHutApp\/(\d+(?:\.\d+)*)\b/.exec(userAgent)?.[1] ?? null;
}

/** -1, 0 or 1 comparing dotted versions numerically ('3.0.9' < '3.0.90'); null when either is not one. */
export function compareVersions(a: string, b: string): number | null {
  const parse = (v: string) => (/^\d+(\.\d+)*$/.test(v) ? v.split('.').map(Number) : null);
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * The merchantIdentifier of Apple Pay merchant validation (13-G13, 14-G26): an app at or below
 * 3.0.90 uses its market's legacy id; otherwise the hut's own (or the store config's). Null: the
 * hut cannot take Apple Pay, which fails as APPLE_PAY_FAILURE.
 */
export function applePayMerchantIdentifier(input: { hutMerchantId: string | null; country: string; appVersion: string | null }): string | null {
  if (input.appVersion !== null) {
    const order = compareVersions(input.appVersion, LEGACY_APP_MAX_VERSION);
    const legacy = LEGACY_APPLE_PAY_MERCHANTS[input.country];
    if (order !== null && order <= 0 && legacy) return legacy;
  }
  const own = input.hutMerchantId?.trim() ?? '';
  return own === '' ? null : own;
}

/**
 * The Apple Pay payment request (spec 2 §4; 13-G13, 13-G21): the market's country and currency,
 * the basket's lines without a TIP or a zero amount, and the total due.
 */
export function applePayRequest(input: { market: WalletMarketFacts; displayName: string; lines: readonly WalletLineItem[]; amountDue: number }) {
  const { market } = input;
  return {
    countryCode: market.country,
    currencyCode: market.currency,
    supportedNetworks: WALLET_CARD_NETWORKS.map((network) => network.toLowerCase()),
    merchantCapabilities: ['supports3DS'],
    lineItems: applePayLineItems(input.lines).map((line) => ({ label: line.label, amount: price(Number(line.amount), market.decimals) })),
    total: { label: input.displayName, amount: price(input.amountDue, market.decimals) },
  };
}

/** "Completion happens after a 500 ms delay" (S2 §4; 13-G13): the session's success or failure shows that long after the answer. */
export const APPLE_PAY_COMPLETION_DELAY_MS = 500;
/** "An empty Visa Checkout or Apple Pay payload makes the product wait 1 second and read again" (S2 §4; 13-G16). */
export const WALLET_PAYLOAD_RETRY_MS = 1_000;

export type WalletPayloadType = 'visaCheckout' | 'applePay' | 'paypal' | 'googlePay';


export { WALLET_CLIENT_MISSING, WALLET_CONTACT_TYPES, walletGivesEmail } from './wallet-contact';

/** The thrown error of a missing wallet payload (spec 2 §8): "missing visaCheckout, applePay, paypal or googlePay state". */
export function missingWalletState(type: WalletPayloadType): Error {
  return new Error(`missing ${type} state`);
}

const isEmpty = (payload: unknown): boolean =>
  payload === null || payload === undefined || payload === '' || (typeof payload === 'object' && Object.keys(payload).length === 0);

/**
 * The wallet payload at order time (spec 2 §4, §5; 13-G16): Visa Checkout and Apple Pay read again
 * once after 1 s when empty (the wallet's callback may land just after the click); PayPal and
 * Google Pay are read once. Still empty: throws "missing <type> state".
 */
export async function readWalletPayload<T>(
  type: WalletPayloadType,
  read: () => T | null | undefined,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let payload = read();
  if (isEmpty(payload) && (type === 'visaCheckout' || type === 'applePay')) {
    await wait(WALLET_PAYLOAD_RETRY_MS);
    payload = read();
  }
  if (isEmpty(payload)) throw missingWalletState(type);
  return payload as T;
}
