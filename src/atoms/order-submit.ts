import { isEnrolledKiosk, kioskDeviceHeaders } from '../domain/kiosk/setting';
import { atom, type Getter, type Setter } from 'jotai';
import { appInfoAtom } from './app-bridge';
import type { Tenant } from '../api/contract/accounts';
import type { OrderPayloadInput } from '../api/contract/orders';
import { isPayerAuthType } from '../domain/checkout/card-authentication';
import { WALLET_CLIENT_MISSING } from '../domain/checkout/wallet-contact';
import type { WalletPayloadType } from '../domain/checkout/wallet-requests';
import { failOrderAtom } from './order-fail';
import type { OrderDiscountRecord } from '../domain/checkout/order-payload';
import type { MenuEntry } from './menu';
import { log } from '../log/logger';
import { refreshBasketCatalogueAtom } from './basket-actions';
import { checkoutFormAtom, checkoutPasswordAtom, creditsAtom, orderAtom, utmAtom } from './checkout';
import { dealbotAtom } from './dealbot';
import { etaAtom } from './eta';
import { navigationRequestAtom } from './navigation-request';
import { orderBusyAtom, setOrderBusyAtom } from './order-busy';
import { dismissOrderErrorAtom, orderIdsOfError, showOrderError } from './order-error';
import { currentHutAtom } from './huts';
import { placeOrderAtom } from './order-place';
import { CARD_DETAILS_PATH, providerNavigation, providerStep } from './order-provider';
import { updateOrder } from './order-update';
import { signedInAtom } from './identity';
import { pointsUsedInBasketAtom } from './loyalty-basket';
import { flushPersistedWrites } from './persisted';
import { marketPricingFacts, priceInWorker, pricingRequest } from './pricing';
import { sessionAtom } from './session';
import { settingsAtom } from './settings';
import { channelHeadersAtom } from './visit';
import { trackPayClick } from './analytics';
import { flushBeforeLeaving, track } from '../analytics/track';
import { checkoutStepEvent } from '../domain/analytics/transaction';
import type { PaymentType } from '../domain/markets/ids';

/**
 * The pay click (spec 2 §4): preauthorise, then the provider's page or a direct place. Every step
 * is written to the persisted order slice before the network is asked, and the one `clientOrderId`
 * makes a repeated preauthorise find the same order instead of making another. The payload itself
 * is the domain's pure mapping (src/domain/checkout/order-payload.ts); this file gathers its inputs.
 */

export type SubmitOutcome = 'redirected' | 'placed' | 'failed' | 'invalid';

/**
 * Checkout sign-up (11-G23), before preauthorise so the order carries the new account's id token. True
 * means go on (signed in, nothing to do, or a guest by the customer's earlier choice); false means the
 * checkout account modal is now open and the pay click stops there — the modal's 'Continue as a
 * guest' pays at once, so payment is never blocked.
 */
async function accountBeforePayment(get: Getter, set: Setter): Promise<boolean> {
  const password = get(checkoutPasswordAtom);
  const form = get(checkoutFormAtom);
  const hut = get(currentHutAtom);
  if (password === '' || form.email.trim() === '' || !hut || get(settingsAtom).kiosk) return true;
  const [{ checkoutSignUp, checkoutAccountModalAtom, hasClosedAccountModalAtom }, { accountSettings }, { marketOfSectorId }, { currentLanguage }] =
    await Promise.all([import('./order-account'), import('../domain/markets/config'), import('../domain/markets/facts'), import('../i18n')]);
  const market = marketOfSectorId(hut.sector) ?? 'UK';
  const outcome = await checkoutSignUp({
    market,
    sector: hut.sector,
    tenant: accountSettings(market).tenant as Tenant,
    lang: currentLanguage().startsWith('fr') ? 'fr' : 'en',
    email: form.email,
    password,
    name: form.name,
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    marketing: form.marketing,
  });
  // "Then reset the checkout account setup": the password has done its work.
  if (outcome === 'signed-in') set(checkoutPasswordAtom, '');
  if (outcome !== 'failed' || get(hasClosedAccountModalAtom)) return true;
  set(checkoutAccountModalAtom, true);
  return false;
}

function newClientOrderId(): string {
  return crypto.randomUUID();
}

/** The catalogue discount the basket names, as the order payload describes it; null when the menu does not hold it. */
function discountRecordOf(entries: readonly MenuEntry[], id: string | undefined): OrderDiscountRecord | null {
  if (!id) return null;
  const entry = entries.find((candidate) => candidate.id === id && 'rule' in candidate && 'discountable' in candidate);
  if (!entry || !('rule' in entry) || !('discountable' in entry)) return null;
  return { rule: entry.rule, value: entry.value, discountable: entry.discountable, options: entry.options };
}

/** Gathers the payload's inputs (the priced and optimised basket, the form, the session) and builds it. */
async function buildPayload(get: Getter, clientOrderId: string): Promise<{ payload: OrderPayloadInput; amountDue: number } | null> {
  const request = pricingRequest(get);
  if (!request) return null;
  const [price, market, { engineWithCatalogue }, { buildOrderPayload }, { marketOfSectorId }] = await Promise.all([
    priceInWorker(request),
    marketPricingFacts(request.hut.sector),
    import('../workers/basket-client'),
    import('../domain/checkout'),
    import('../domain/markets/facts'),
  ]);
  const engine = await engineWithCatalogue(request.catalogue);
  const { hut, basket } = request;
  const optimised = await engine.optimisePayload(basket, { hut, disposition: request.disposition, amount: price.total });
  // S2 §3 "loyalty {loyaltyProviderAuthToken, points}" (12-G12): a signed-in member's every order (its
  // points are earned; null for anyone else), with the points the rewards use; each reward deal carries
  // its redeemable_id in its group (domain/basket/wire.ts).
  const loyalty = get(signedInAtom) ? await (await import('./loyalty')).loyaltyOrderFields(get(pointsUsedInBasketAtom)) : null;
  const payload: OrderPayloadInput = buildOrderPayload({
    clientOrderId,
    market: marketOfSectorId(hut.sector) ?? 'UK',
    basketDecimals: market.decimals.basket,
    currency: market.currency,
    hut,
    disposition: request.disposition,
    price,
    // The engine's groups always carry the product id the contract requires of each item.
    deals: optimised.deals as OrderPayloadInput['deals'],
    basketDiscount: basket.discount,
    // 13-G3: the discount's catalogue record (rule, value, scope), and the page's origin for the provider object.
    discountRecord: discountRecordOf(request.catalogue.entries, basket.discount?.id),
    origin: globalThis.location?.origin,
    form: get(checkoutFormAtom),
    session: get(sessionAtom),
    credits: get(creditsAtom),
    reservation: get(orderAtom).priorityDeliveryReservation,
    utm: get(utmAtom),
    eta: get(etaAtom),
    // An enrolled kiosk asks a name only (issue 07); the server believes it by the device credential (issue 12).
    kiosk: isEnrolledKiosk(get(settingsAtom).kiosk),
    dealbotOn: get(dealbotAtom).on,
    accountHolder: request.accountHolder,
    isMobileApp: get(appInfoAtom).isMobileApp,
    loyalty,
    returnUrl: CARD_DETAILS_PATH,
  });
  return { payload, amountDue: price.amountDue };
}

/** The wallet types that pay on a wallet sheet, by the name of their page state (S2 §5). */
const WALLET_SHEET_TYPES: Partial<Record<string, WalletPayloadType>> = { applePay: 'applePay', googlePay: 'googlePay', paypal: 'paypal' };

/**
 * The wallets' page module (Apple Pay session, Google Pay request). When it cannot load, "the client
 * wrapper not instantiated" (S2 §8) is shown as the payment-method error modal (13-G10), never a
 * blank screen; nothing is ordered.
 */
async function walletModule(get: Getter, set: Setter): Promise<typeof import('./wallets') | null> {
  try {
    return await import('./wallets');
  } catch (error) {
    log.error('The wallet could not load', error);
    showOrderError(set, 'payment-method-selector', 'Generic', get(orderAtom), WALLET_CLIENT_MISSING);
    return null;
  }
}

/**
 * The Google Pay sheet (13-G14): its shipping-postcode check is "skipped for test huts, in development,
 * or when localisation is by search" (S2 §5). The sheet knows the test hut; the page tells it the rest.
 */
async function googlePaySheet(get: Getter, url: string): Promise<string> {
  const { googlePaySheetUrl, localisedBySearch, skipsGooglePayShippingCheck } = await import('../domain/checkout/wallet-requests');
  const skip = skipsGooglePayShippingCheck({
    testHut: get(currentHutAtom)?.test ?? false,
    development: import.meta.env.MODE === 'development',
    localisedBySearch: localisedBySearch(get(sessionAtom)),
  });
  return googlePaySheetUrl(url, skip);
}

/**
 * 13-G16: the wallet's state at order time ("Visa checkout, Apple Pay, PayPal and Google Pay payloads
 * must be present in state or an error is thrown", S2 §5): an empty Visa Checkout or Apple Pay
 * payload is read again after 1 s. Still missing, the thrown error is caught here and shown — Visa
 * Checkout's empty success data as AuthoriseErrorModal (S2 §8), a wallet sheet that cannot open as
 * the payment-method error modal (13-G10) — and the order fails, the basket and form kept.
 */
async function walletPayloadPresent(
  get: Getter,
  set: Setter,
  type: WalletPayloadType,
  read: () => unknown,
  kind: 'authorise-error' | 'payment-method-selector',
): Promise<boolean> {
  const [{ readWalletPayload }, { paymentFamily }] = await Promise.all([import('../domain/checkout/wallet-requests'), import('../domain/checkout/failure-wording')]);
  try {
    await readWalletPayload(type, read);
    return true;
  } catch (error) {
    log.error('Wallet payload missing', error);
    set(failOrderAtom);
    // 13-G18: the modal's hold line names the account, not a card, for a wallet.
    showOrderError(set, kind, 'Generic', get(orderAtom), error instanceof Error ? error.message : String(error), paymentFamily(type));
    return false;
  }
}

/**
 * The pay click (checkout step 1): preauthorise, then hand over to the provider or place at once.
 * The page has validated the form already; 'invalid' means there is nothing to order (no hut, menu or basket).
 */
export const submitCheckoutAtom = atom(null, async (get, set): Promise<SubmitOutcome> => {
  if (get(orderBusyAtom)) return 'failed';
  // Read first: a placed order resets the form's payment choice.
  const googlePay = get(checkoutFormAtom).paymentType === 'googlePay';
  const outcome = await submitCheckout(get, set);
  if (googlePay && outcome !== 'redirected') {
    // 13-G14: the in-progress flag is cleared on completed, and on any failure (the sheet never opened).
    const wallets = await import('./wallets').catch(() => null);
    if (wallets) set(wallets.finishGooglePayAtom, outcome === 'placed' ? 'completed' : 'error');
  }
  return outcome;
});

async function submitCheckout(get: Getter, set: Setter): Promise<SubmitOutcome> {
  set(setOrderBusyAtom, true);
  set(dismissOrderErrorAtom);
  try {
    if (!(await accountBeforePayment(get, set))) return 'failed';
    const current = get(orderAtom);
    // A finished or failed attempt never lends its id to the next one: that would find the old order.
    const clientOrderId =
      current.clientOrderId && current.state !== 'failed' && current.state !== 'ORDER_PROCESSED' ? current.clientOrderId : newClientOrderId();
    const built = await buildPayload(get, clientOrderId);
    if (!built) return 'invalid';
    // 14-G2, 14-G6: initiate purchase, checkout step 1 and add payment info at the pay click.
    const payClickTracked = trackPayClick(get, built.payload.payment.type as PaymentType).catch(() => undefined);
    if (built.payload.payment.type === 'applePay') {
      // Apple Pay's merchant validation comes before any order (13-G13): its failure aborts the
      // session as APPLE_PAY_FAILURE, with nothing preauthorised, so the basket and form stay.
      const wallet = await walletModule(get, set);
      if (!wallet) return 'failed';
      const started = await set(wallet.startApplePaySessionAtom);
      if (!started.ok) {
        log.warn('Apple Pay merchant validation failed', started.message);
        showOrderError(set, 'pre-authorise-error', 'APPLE_PAY_FAILURE', get(orderAtom), started.message);
        return 'failed';
      }
      // 14-G6: a wallet's checkout step 2 is its merchant validation (S2 §2, §4).
      track(checkoutStepEvent(2, new Date(), 'applePay'));
    }
    if (built.payload.payment.type === 'googlePay') {
      // The Google Pay request comes first (13-G14): a production hut without a merchant id throws
      // 'google merchant id missing in production' — "Google Pay unknown error: PreAuthErrorModal" (S2 §8).
      const wallet = await walletModule(get, set);
      if (!wallet) return 'failed';
      const started = await set(wallet.startGooglePayAtom, built.amountDue);
      if (!started.ok) {
        log.error('Google Pay could not start', started.message);
        showOrderError(set, 'pre-authorise-error', 'Generic', get(orderAtom), started.message);
        return 'failed';
      }
    }
    updateOrder(set, {
      clientOrderId,
      state: 'ORDER_PREAUTHORIZING',
      preauthorizeState: 'stale',
      paymentType: built.payload.payment.type,
      checkoutStep: Math.max(current.checkoutStep, 1),
    });
    const { preauthoriseOrder } = await import('../api/orders');
    const result = await preauthoriseOrder(built.payload, undefined, { ...kioskDeviceHeaders(get(settingsAtom).kiosk), ...get(channelHeadersAtom) });
    if (!result.ok) {
      if (result.kind === 'refused' && result.status === 410 && result.error.error === 'PAYMENT_ALREADY_PROCESSED') {
        // Already placed (a retried click after a lost answer): show it rather than order again.
        const transactionId = result.error.transactionId ?? get(orderAtom).transactionId;
        if (transactionId) return (await set(placeOrderAtom, { transactionId })) ? 'placed' : 'failed';
      }
      if (result.kind === 'unreachable') {
        // No answer: the server may hold the order, so the next click keeps its id and finds it.
        updateOrder(set, { state: 'idle', preauthorizeState: 'failed' });
        log.warn('Preauthorise did not answer', result.cause);
        showOrderError(set, 'pre-authorise-error', 'Generic', get(orderAtom), 'unreachable');
        return 'failed';
      }
      updateOrder(set, { state: 'failed', preauthorizeState: 'failed' });
      // "failed price integrity check": the catalogue refreshes so the basket shows the new prices.
      if (result.error.error === 'BAD_PRICE_INTEGRITY') void set(refreshBasketCatalogueAtom);
      log.warn('Preauthorise refused', result.error);
      showOrderError(set, 'pre-authorise-error', result.error.error, { ...get(orderAtom), ...orderIdsOfError(result.error) }, result.error.message);
      return 'failed';
    }
    const answer = result.answer;
    updateOrder(set, {
      state: 'ORDER_PREAUTHORIZED',
      preauthorizeState: 'success',
      transactionId: answer.transactionId,
      orderId: answer.orderId,
      customerOrderReference: answer.customerOrderReference,
      totalPrice: answer.totalPrice,
      orderToken: answer.orderToken ?? null,
    });
    // Issue 16 (13-G12): Visa Checkout and Google Pay 3DS authenticate the payer here, then place.
    const paymentType = built.payload.payment.type;
    if (paymentType === 'visaCheckout' && !(await walletPayloadPresent(get, set, 'visaCheckout', () => answer.payerAuthReply, 'authorise-error'))) return 'failed';
    if (answer.payerAuthReply && isPayerAuthType(paymentType)) {
      const { runPayerAuthentication } = await import('./payer-auth');
      if (!(await runPayerAuthentication(get, set, answer, paymentType))) return 'failed';
      return (await set(placeOrderAtom, { transactionId: answer.transactionId })) ? 'placed' : 'failed';
    }
    const step = providerStep(answer);
    const walletKey = WALLET_SHEET_TYPES[paymentType];
    // 13-G16: a wallet pays on its sheet; an answer that opens none leaves no wallet state to pay with.
    if (walletKey && !(await walletPayloadPresent(get, set, walletKey, () => (step && 'redirect' in step ? step.redirect : null), 'payment-method-selector'))) return 'failed';
    if (step && 'redirect' in step) {
      // The order in flight must be on disk before the page is left: the return page reads it.
      await flushPersistedWrites();
      // 'initiate purchase' must reach the collector before the page is left (issue 17, 14-G2).
      await payClickTracked;
      await flushBeforeLeaving();
      providerNavigation.assign(paymentType === 'googlePay' ? await googlePaySheet(get, step.redirect) : step.redirect);
      return 'redirected';
    }
    if (step) {
      const search = new URLSearchParams({ transactionId: answer.transactionId, iframeUrl: step.frame });
      // Microform (spec 2 §2 "token and tokenValidFrom"): the card page raises token-expire-error when it is too old (13-G17).
      if (answer.token && answer.tokenValidFrom) search.set('tokenValidFrom', answer.tokenValidFrom);
      set(navigationRequestAtom, { to: `${CARD_DETAILS_PATH}?${search.toString()}`, replace: false });
      return 'redirected';
    }
    return (await set(placeOrderAtom, { transactionId: answer.transactionId })) ? 'placed' : 'failed';
  } catch (error) {
    log.error('Checkout could not run', error);
    updateOrder(set, { state: 'failed', preauthorizeState: 'failed' });
    showOrderError(set, 'pre-authorise-error', 'Generic', get(orderAtom), String(error));
    return 'failed';
  } finally {
    set(setOrderBusyAtom, false);
  }
}
