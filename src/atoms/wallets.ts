import { atom } from 'jotai';
import type { StoreConfig } from '../api/contract/payment-providers';
import type { googlePayRequest } from '../domain/checkout/wallet-requests';
import { currentHutAtom } from './huts';
import { log } from '../log/logger';

// The api calls, the contract (zod) and the market records load with the pay click or the checkout
// screen, never with the atoms at first paint (tests/atoms/first-paint-imports.test.ts).
const walletCalls = () => import('../api/wallets');
const walletRules = () => import('../domain/checkout/wallet-requests');
// The market modules themselves, not the barrel: its namespace would bring the records' zod schemas.
const markets = () => Promise.all([import('../domain/markets/config'), import('../domain/markets/ids')]).then(([config, ids]) => ({ ...config, parseSector: ids.parseSector }));

/**
 * The Apple Pay session on the page (spec 2 §4; 13-G13) and the hut's store config (13-G15). The
 * session runs "initialised, merchant validated, payment authorised, …": Chromium has no
 * ApplePaySession, so the page plays the session's own part — it validates the merchant with the
 * store API exactly as onvalidatemerchant would — and the sandbox's wallet sheet then stands in for
 * Apple's sheet (payment authorised, response check). A merchant validation failure aborts the
 * session before any order is made, as APPLE_PAY_FAILURE. In memory only.
 */

export type ApplePaySessionState =
  | 'idle'
  | 'initialised'
  | 'merchant-validated'
  | 'aborted'
  /** "The result completes the payment session as success or failure" (S2 §4), 500 ms after the result. */
  | 'completed-success'
  | 'completed-failure'
  /** "Cancel ends it" (S2 §4): the customer closed the sheet. */
  | 'cancelled';

const sessionAtom = atom<ApplePaySessionState>('idle');
export const applePaySessionStateAtom = atom((get) => get(sessionAtom));

/**
 * The validation URL ApplePaySession's onvalidatemerchant hands over: here Apple's own sandbox
 * gateway, the one a web page in Apple's sandbox environment is given. The server accepts Apple's
 * hosts only.
 */
export const SANDBOX_VALIDATION_URL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';

/** The store config loaded for a hut (key `sector:id`); null until loaded; `config: null` when it failed. */
const storeConfigAtom = atom<{ key: string; config: StoreConfig | null } | null>(null);

/**
 * "Completion happens after a 500 ms delay" (S2 §4; 13-G13): the session's result (the order placed
 * or not) completes it as success or failure that long after the result. The page's own setTimeout,
 * so a page clock (e2e) drives it.
 */
export const completeApplePaySessionAtom = atom(null, async (_get, set, success: boolean): Promise<void> => {
  const { APPLE_PAY_COMPLETION_DELAY_MS } = await walletRules();
  await new Promise<void>((resolve) => globalThis.setTimeout(resolve, APPLE_PAY_COMPLETION_DELAY_MS));
  set(sessionAtom, success ? 'completed-success' : 'completed-failure');
});

/** "Cancel ends it" (S2 §4; 13-G13): the sheet was closed, nothing is completed. */
export const cancelApplePaySessionAtom = atom(null, (_get, set) => set(sessionAtom, 'cancelled'));

/**
 * Loads the store config as checkout opens (13-G15). A config that cannot be read here raises nothing
 * (13-G10, a pick): the customer may be paying cash on a flaky connection, and the payment-method
 * modal's close reloads the page. The wallet that needs it reads it again at the pay click, where a
 * failure stops that wallet alone (APPLE_PAY_FAILURE, or Google Pay's pre-authorise modal). True when
 * the config was needed and did not load.
 */
export const openCheckoutWalletsAtom = atom(null, async (get, set): Promise<boolean> => {
  let config: StoreConfig | null;
  try {
    config = await set(loadStoreConfigAtom);
  } catch (error) {
    log.warn('The store config could not load at checkout open', error);
    return true;
  }
  const hut = get(currentHutAtom);
  const loaded = get(storeConfigAtom);
  if (config || !hut || loaded?.key !== hutKey(hut) || loaded.config) return false;
  log.warn('The store config did not load at checkout open', hutKey(hut));
  return true;
});

const hutKey = (hut: { sector: string; id: string }) => `${hut.sector}:${hut.id}`;

/**
 * Loads the store config when checkout opens (13-G15), only when the hut record lacks a wallet
 * setting for a wallet the hut takes (Google Pay gateway and merchant, Apple Pay merchant).
 */
export const loadStoreConfigAtom = atom(null, async (get, set): Promise<StoreConfig | null> => {
  const hut = get(currentHutAtom);
  if (!hut) return null;
  const key = hutKey(hut);
  const loaded = get(storeConfigAtom);
  if (loaded?.key === key && loaded.config) return loaded.config;
  const types = hut.supportedPayment.map((entry) => entry.type);
  const lacks = (types.includes('applePay') && !hut.applePayMerchantId) || (types.some((type) => type.startsWith('googlePay')) && !hut.googlePay);
  if (!lacks) return null;
  const config = await (await walletCalls()).fetchStoreConfig(hut);
  set(storeConfigAtom, { key, config });
  return config;
});

export type ApplePayStart = { ok: true } | { ok: false; message: string };

/**
 * Starts the Apple Pay session at the pay click (13-G13, 14-G26): the merchant id is the hut's (or
 * the store config's), or an old app's legacy merchant; the merchant validation call must answer a
 * session. Any failure aborts and cancels the session: the caller shows APPLE_PAY_FAILURE and
 * makes no order, so the basket and the form stay as they were.
 */
export const startApplePaySessionAtom = atom(null, async (get, set): Promise<ApplePayStart> => {
  const hut = get(currentHutAtom);
  set(sessionAtom, 'initialised');
  const abort = (message: string): ApplePayStart => {
    set(sessionAtom, 'aborted');
    return { ok: false, message };
  };
  if (!hut) return abort('no hut');
  const [{ validateApplePayMerchant }, { appVersionFromUserAgent, applePayDisplayName, applePayMerchantIdentifier }, { marketConfig, marketOfSector, parseSector }] =
    await Promise.all([walletCalls(), walletRules(), markets()]);
  const config = hut.applePayMerchantId ? null : await set(loadStoreConfigAtom);
  const market = marketOfSector(parseSector(hut.sector) || 'uk-1') ?? 'UK';
  const merchantIdentifier = applePayMerchantIdentifier({
    hutMerchantId: hut.applePayMerchantId ?? config?.applePayMerchantId ?? null,
    country: marketConfig(market).country,
    appVersion: appVersionFromUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent),
  });
  if (!merchantIdentifier) return abort('The hut has no Apple Pay merchant');
  const result = await validateApplePayMerchant({ displayName: applePayDisplayName(hut.name), merchantIdentifier, validationUrl: SANDBOX_VALIDATION_URL });
  if (!result.ok) return abort(result.kind === 'refused' ? result.error.message : 'Merchant validation did not answer');
  set(sessionAtom, 'merchant-validated');
  return { ok: true };
});

/** Google Pay on the page (13-G14): the request made at the pay click, and whether a payment is in progress. */
export interface GooglePayState {
  request: ReturnType<typeof googlePayRequest> | null;
  inProgress: boolean;
}

/**
 * Google Pay's availability (its isReadyToPay result) for the hut it was asked for (13-G14).
 * "Availability is cleared when localisation finishes" (S2 §4): the result is kept with its hut's key,
 * so a new hut reads null (unknown) until asked again.
 */
const googlePayReadyAtom = atom<{ key: string; ready: boolean } | null>(null);
export const googlePayAvailableAtom = atom((get): boolean | null => {
  const hut = get(currentHutAtom);
  const known = get(googlePayReadyAtom);
  return hut && known?.key === hutKey(hut) ? known.ready : null;
});
/** Localisation finished (S2 §4 "availability is cleared when localisation finishes"): ask again. */
export const clearGooglePayAvailableAtom = atom(null, (_get, set) => set(googlePayReadyAtom, null));
export const setGooglePayAvailableAtom = atom(null, (get, set, ready: boolean) => {
  const hut = get(currentHutAtom);
  set(googlePayReadyAtom, hut ? { key: hutKey(hut), ready } : null);
});

/**
 * The end of a Google Pay payment (13-G14): the in-progress flag "is set on place order requested and
 * cleared on completed" — and on a cancel (status CANCELED, which fails processing quietly: no modal,
 * the checkout as it was) or an error.
 */
export const finishGooglePayAtom = atom(null, (get, set, _outcome: 'completed' | 'cancelled' | 'error') => {
  if (get(googlePayStateAtom).inProgress) set(googlePayStateAtom, { ...get(googlePayStateAtom), inProgress: false });
});

const googlePayStateAtom = atom<GooglePayState>({ request: null, inProgress: false });
export const googlePayAtom = atom((get) => get(googlePayStateAtom));

export type GooglePayStart = { ok: true } | { ok: false; message: string };

/**
 * The pay click with Google Pay (spec 2 §4, §5; 13-G14, 13-G21): the API 2.0 request with the
 * market's country and currency, TEST for a test hut, and the hut's gateway and merchant (or the
 * store config's). In production without a merchant id the request throws 'google merchant id
 * missing in production', which the caller shows as PreAuthErrorModal's Generic error (S2 §8).
 * The in-progress flag is set here, on the place order request, and cleared when it fails.
 */
export const startGooglePayAtom = atom(null, async (get, set, amountDue: number): Promise<GooglePayStart> => {
  const hut = get(currentHutAtom);
  if (!hut) return { ok: false, message: 'no hut' };
  set(googlePayStateAtom, { request: null, inProgress: true });
  const [{ googlePayRequest }, { marketConfig, marketOfSector, parseSector }] = await Promise.all([walletRules(), markets()]);
  const config = hut.googlePay ? null : await set(loadStoreConfigAtom);
  const market = marketConfig(marketOfSector(parseSector(hut.sector) || 'uk-1') ?? 'UK');
  try {
    const request = googlePayRequest({
      market: { country: market.country, currency: market.currency.code, locale: market.defaultLocale, decimals: market.currency.decimals.basket },
      testHut: hut.test,
      settings: hut.googlePay ?? config?.googlePay ?? null,
      amountDue,
    });
    set(googlePayStateAtom, { request, inProgress: true });
    return { ok: true };
  } catch (error) {
    set(googlePayStateAtom, { request: null, inProgress: false });
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
});
