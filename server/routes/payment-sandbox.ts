import { Hono, type Context } from 'hono';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import type { PaymentStatus } from '../db/schema-orders';
import type { AppEnv } from '../http/app-env';
import { refuseUnsafeFields } from '../http/validate';
import type { PaymentStatus as ReturnStatus } from '../../src/api/contract/payment-providers';
import { checkGooglePayShipping, skipsGooglePayShippingCheck } from '../../src/domain/checkout';
import { isTokenExpired } from '../../src/domain/checkout/card-authentication';
import { marketConfig, sectorConfig } from '../../src/domain/markets';
import { findHutRecord } from '../services/huts-store';
import { HOSTED_CARD_PROVIDERS, isPaymentToken, REDIRECT_PROVIDERS, WALLET_PROVIDERS, type Provider } from '../services/orders/providers';
import { newProviderPaymentId } from '../services/orders/reference';
import { orderSettingsFromEnvironment, type OrderSettings } from '../services/orders/settings';
import { amountOf, findOrderByProviderOrder, findOrderByTransaction, type OrderRow } from '../services/orders/store';
import { cardDigits, cardErrors, cardOutcome, type CardForm } from '../services/payment-sandbox/cards';
import { SANDBOX_CSS } from '../services/payment-sandbox/html';
import { cardPage, challengePage, messagePage, redirectProviderPage, walletPage, type PaymentFacts } from '../services/payment-sandbox/pages';
import { sheetLanguage } from '../services/payment-sandbox/wallet-texts';
import { applePayContactFromForm, asksApplePayContact, checkApplePayContact, sandboxWalletContact } from '../services/payment-sandbox/apple-pay';
import { authorisePayment, recordWalletContactEmail, returnLocation, setPaymentStatus } from '../services/payment-sandbox/payments';
import { payerAuthSandboxRoutes } from '../services/payment-sandbox/payer-auth';
import { cardTypeOf, signEigenReturn, signHipayReturn, signProviderPayment } from '../services/payment-sandbox/signature';
import { redirectMethod } from '../services/payment-sandbox/redirect-methods';
import { isTerminalResult, TERMINAL_CSS, terminalPage, type TerminalResult } from '../services/payment-sandbox/terminal';

/**
 * The payment sandbox (issue 6): local stand-ins for the providers, keeping their shapes. A hosted
 * card page (Worldpay full page, HiPay and Microform framed) with test cards and a 3-D-secure step,
 * redirect providers (Razorpay, Paytm, PhonePe) that call back with a signed payment, and wallet
 * sheets (Google Pay, Apple Pay, PayPal), and a kiosk's card terminal (issue 07). Each ends with a
 * 303 to the app's card-details page.
 * A page authorises only the amount it was opened for (issue 12): card pages, wallet sheets and the
 * terminal carry the token preauthorise made for the transaction and amount, redirect pages their
 * provider order (a new amount is a new provider order); a page opened before the basket changed
 * refuses to take the payment and sends the customer back to start again.
 * Pages are HTML without scripts; security-headers.ts lets only this origin frame them.
 */

type SandboxContext = Context<AppEnv>;

const TERMINAL: ReadonlySet<Provider> = new Set(['terminal']);

/** The kiosk terminal's answer as the payments row keeps it, and as the card-details page reads it. */
const TERMINAL_OUTCOMES = {
  approved: ['authorised', 'success'],
  declined: ['declined', 'decline'],
  cancel: ['cancelled', 'cancel'],
} as const satisfies Record<TerminalResult, readonly [PaymentStatus, ReturnStatus]>;

function noStoreHtml(c: SandboxContext, body: string, status: 200 | 403 | 404 | 409 | 422 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

async function formOf(c: SandboxContext): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const form: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') form[name] = value;
  // A NUL or lone surrogate would reach PostgreSQL (order_id, the wallet's contact) and answer 500 (issue 12).
  refuseUnsafeFields(form);
  return form;
}

export function paymentSandboxRoutes(database: DatabaseHandle, clock: Clock, settings: OrderSettings = orderSettingsFromEnvironment()): Hono<AppEnv> {
  const { db } = database;

  /** The order a provider page is about, when it still waits for its payment with this provider kind. */
  async function payable(row: OrderRow | undefined, kinds: ReadonlySet<Provider>): Promise<{ row: OrderRow; facts: Omit<PaymentFacts, 'returnUrl'> } | null> {
    if (!row || row.state !== 'PREAUTHORIZED' || !kinds.has(row.provider as Provider)) return null;
    const hut = await findHutRecord(db, row.payload.hut.sector, row.hut_id);
    const market = marketConfig(sectorConfig(row.payload.hut.sector).market);
    const amount = new Intl.NumberFormat(market.defaultLocale, { style: 'currency', currency: row.currency }).format(amountOf(row));
    const language = sheetLanguage(hut?.defaultLanguage);
    return { row, facts: { merchant: `Pizza Hut ${hut?.name ?? row.hut_id}`, amount, transactionId: row.transaction_id, language } };
  }

  /** The order's amount changed since the page was opened: nothing is paid, the customer starts again. */
  function amountChanged(c: SandboxContext, row: OrderRow, returnUrl: string | undefined) {
    const back = { href: returnLocation(row, returnUrl, 'pending'), label: 'Back to the shop' };
    const message = 'This page was opened for another amount than your order now comes to (or its link is not valid), so nothing has been paid. Go back to the shop and start the payment again.';
    return noStoreHtml(c, messagePage('The amount has changed', message, back), 409);
  }

  /**
   * A token-bound page (card, wallet, terminal) answers only with the token made for the order's
   * amount now: null when it verifies, else the page to answer instead (nothing is recorded).
   */
  function unbound(c: SandboxContext, row: OrderRow, token: string | undefined, returnUrl: string | undefined) {
    if (!token) return noStoreHtml(c, messagePage('Session expired', 'This payment page needs a valid token: go back to the shop and start the payment again.'), 403);
    if (isPaymentToken(token, row.transaction_id, amountOf(row), row.currency, settings.sandboxSecret)) return null;
    return amountChanged(c, row, returnUrl);
  }

  /**
   * 13-G17: Microform's card field takes a card only while its token is valid (MICROFORM_TOKEN_VALIDITY_MS
   * after the tokenValidFrom preauthorise answered, recorded on the payments row): past it, the page
   * answered instead, and nothing is recorded. The place call refuses the same token (TOKEN_EXPIRED).
   */
  async function expiredToken(c: SandboxContext, row: OrderRow, returnUrl: string | undefined) {
    if (row.provider !== 'microform') return null;
    const payment = await db.selectFrom('payments').select('token_valid_from').where('transaction_id', '=', row.transaction_id).executeTakeFirst();
    const from = payment?.token_valid_from ? new Date(payment.token_valid_from).toISOString() : null;
    if (!isTokenExpired(from, clock.now().getTime())) return null;
    const backLink = { href: returnLocation(row, returnUrl, 'pending'), label: 'Back to the shop' };
    return noStoreHtml(c, messagePage('Session expired', 'This card field has expired (TOKEN_EXPIRED), so nothing has been paid. Go back to the shop and start the payment again.', backLink), 403);
  }

  const gone = (c: SandboxContext) =>
    noStoreHtml(c, messagePage('Nothing to pay', 'This payment is not waiting: it was completed, cancelled or never started.'), 404);

  /**
   * 13-G2 (picks): what a card provider's success return carries besides the common values: every card
   * its `cardType`; Hipay its `state`, `orderid` (our transaction id) and `hash` (signature.ts).
   */
  const cardReturnFields = (row: OrderRow, cardType: string | null): Record<string, string> => {
    const fields: Record<string, string> = cardType ? { cardType } : {};
    if (row.provider === 'eigen') {
      // 13-G7: Eigen answers `mac2` and `orderid` (our transaction id), checked at place (signature.ts).
      const eigen = { orderid: row.transaction_id, amount: amountOf(row), currency: row.currency };
      return { ...fields, orderid: eigen.orderid, mac2: signEigenReturn(eigen, settings.sandboxSecret) };
    }
    if (row.provider !== 'hipay') return fields;
    const hipay = { state: 'completed', orderid: row.transaction_id, amount: amountOf(row), currency: row.currency };
    return { ...fields, state: hipay.state, orderid: hipay.orderid, hash: signHipayReturn(hipay, settings.sandboxSecret) };
  };

  const back = (c: SandboxContext, location: string) => {
    c.header('Cache-Control', 'no-store');
    return c.redirect(location, 303);
  };

  const emptyCard: CardForm = { number: '', expiry: '', cvc: '', name: '' };

  return new Hono<AppEnv>()
    .get('/sandbox/sandbox.css', (c) => {
      c.header('Content-Type', 'text/css; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(SANDBOX_CSS + TERMINAL_CSS);
    })
    .get('/sandbox/card/:transactionId', async (c) => {
      const found = await payable(await findOrderByTransaction(db, c.req.param('transactionId')), HOSTED_CARD_PROVIDERS);
      if (!found) return gone(c);
      const token = c.req.query('token');
      const returnUrl = c.req.query('returnUrl') ?? '';
      // Every card page (Microform's framed field included) opens only with the token preauthorise gave.
      const refused = unbound(c, found.row, token, returnUrl) ?? (await expiredToken(c, found.row, returnUrl));
      if (refused) return refused;
      const framed = c.req.query('frame') === '1';
      return noStoreHtml(c, cardPage({ ...found.facts, returnUrl, provider: found.row.provider, framed, token, form: emptyCard, errors: {} }));
    })
    .post('/sandbox/card/:transactionId', async (c) => {
      const found = await payable(await findOrderByTransaction(db, c.req.param('transactionId')), HOSTED_CARD_PROVIDERS);
      if (!found) return gone(c);
      const form = await formOf(c);
      const refused = unbound(c, found.row, form.token, form.returnUrl) ?? (await expiredToken(c, found.row, form.returnUrl));
      if (refused) return refused;
      const card: CardForm = { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '', name: form.name ?? '' };
      const framed = form.frame === '1';
      const errors = cardErrors(card, clock.now());
      if (Object.keys(errors).length > 0) {
        // The number is sent back into the form it came from, never stored.
        const page = cardPage({ ...found.facts, returnUrl: form.returnUrl ?? '', provider: found.row.provider, framed, token: form.token, form: card, errors });
        return noStoreHtml(c, page, 422);
      }
      const digits = cardDigits(card.number);
      const last4 = digits.slice(-4);
      const { row } = found;
      switch (cardOutcome(digits)) {
        case 'success':
          if (!(await authorisePayment(db, row, { last4, challenge: false }))) return amountChanged(c, row, form.returnUrl);
          return back(c, returnLocation(row, form.returnUrl, 'success', cardReturnFields(row, cardTypeOf(digits))));
        case 'decline':
          await setPaymentStatus(db, row.transaction_id, 'declined', { last4, challenge: false });
          return back(c, returnLocation(row, form.returnUrl, 'decline'));
        case 'timeout':
          await setPaymentStatus(db, row.transaction_id, 'failed', { last4, challenge: false });
          return back(c, returnLocation(row, form.returnUrl, 'exception'));
        case 'challenge': {
          await setPaymentStatus(db, row.transaction_id, 'pending', { last4, challenge: true });
          const query = new URLSearchParams({ returnUrl: form.returnUrl ?? '', ...(framed ? { frame: '1' } : {}), token: form.token ?? '' });
          return back(c, `/sandbox/card/${encodeURIComponent(row.transaction_id)}/challenge?${query.toString()}`);
        }
      }
    })
    .post('/sandbox/card/:transactionId/cancel', async (c) => {
      const found = await payable(await findOrderByTransaction(db, c.req.param('transactionId')), HOSTED_CARD_PROVIDERS);
      if (!found) return gone(c);
      const form = await formOf(c);
      const refused = unbound(c, found.row, form.token, form.returnUrl);
      if (refused) return refused;
      await setPaymentStatus(db, found.row.transaction_id, 'cancelled');
      return back(c, returnLocation(found.row, form.returnUrl, 'cancel'));
    })
    .get('/sandbox/card/:transactionId/challenge', async (c) => {
      const row = await findOrderByTransaction(db, c.req.param('transactionId'));
      const found = await payable(row, HOSTED_CARD_PROVIDERS);
      const payment = found && (await db.selectFrom('payments').selectAll().where('transaction_id', '=', found.row.transaction_id).executeTakeFirst());
      if (!found || !payment?.challenge || payment.status !== 'pending') return gone(c);
      const token = c.req.query('token');
      const returnUrl = c.req.query('returnUrl') ?? '';
      const refused = unbound(c, found.row, token, returnUrl);
      if (refused) return refused;
      const framed = c.req.query('frame') === '1';
      return noStoreHtml(c, challengePage({ ...found.facts, returnUrl, token, provider: found.row.provider, framed, last4: payment.last4 ?? '' }));
    })
    .post('/sandbox/card/:transactionId/challenge', async (c) => {
      const found = await payable(await findOrderByTransaction(db, c.req.param('transactionId')), HOSTED_CARD_PROVIDERS);
      const payment = found && (await db.selectFrom('payments').selectAll().where('transaction_id', '=', found.row.transaction_id).executeTakeFirst());
      if (!found || !payment?.challenge || payment.status !== 'pending') return gone(c);
      const form = await formOf(c);
      const refused = unbound(c, found.row, form.token, form.returnUrl);
      if (refused) return refused;
      const passed = form.result === 'complete';
      if (!passed) await setPaymentStatus(db, found.row.transaction_id, 'declined');
      else if (!(await authorisePayment(db, found.row))) return amountChanged(c, found.row, form.returnUrl);
      // 13-G2: Worldpay's 3-D secure answer comes back as paymentAuthorisationResponse (pick: its status word).
      const challengeFields = passed ? { ...cardReturnFields(found.row, null), paymentAuthorisationResponse: 'AUTHENTICATED' } : {};
      return back(c, returnLocation(found.row, form.returnUrl, passed ? 'success' : 'decline', challengeFields));
    })
    .get('/sandbox/wallet/:transactionId', async (c) => {
      const found = await payable(await findOrderByTransaction(db, c.req.param('transactionId')), WALLET_PROVIDERS);
      if (!found) return gone(c);
      const token = c.req.query('token');
      const returnUrl = c.req.query('returnUrl') ?? '';
      const refused = unbound(c, found.row, token, returnUrl);
      if (refused) return refused;
      const askShipping = found.row.provider === 'googlepay' && found.row.eta_type === 'delivery';
      const hut = asksApplePayContact(found.row) ? await findHutRecord(db, found.row.payload.hut.sector, found.row.hut_id) : undefined;
      const contact = asksApplePayContact(found.row) ? sandboxWalletContact(found.row, hut) : null;
      const skipShippingCheck = c.req.query('shippingCheck') === 'skip';
      const page = walletPage({ ...found.facts, returnUrl, token, provider: found.row.provider, askShipping, skipShippingCheck, shippingPostcode: '', error: null, contact });
      return noStoreHtml(c, page);
    })
    .post('/sandbox/wallet/:transactionId', async (c) => {
      const found = await payable(await findOrderByTransaction(db, c.req.param('transactionId')), WALLET_PROVIDERS);
      if (!found) return gone(c);
      const form = await formOf(c);
      const { row } = found;
      const refused = unbound(c, row, form.token, form.returnUrl);
      if (refused) return refused;
      const facts = { ...found.facts, token: form.token };
      if (form.result !== 'pay') {
        await setPaymentStatus(db, row.transaction_id, 'cancelled');
        return back(c, returnLocation(row, form.returnUrl, 'cancel'));
      }
      const askShipping = row.provider === 'googlepay' && row.eta_type === 'delivery';
      if (askShipping) {
        // Google Pay delivery: the shipping postcode must match the customer's (spec 2 §5), except at test huts.
        const hut = await findHutRecord(db, row.payload.hut.sector, row.hut_id);
        const customerPostcode = row.payload.customer.deliveryAddress?.postcode ?? '';
        // The page's development build and localising by search are the page's to know (its link says
        // shippingCheck=skip, 13-G14); the sandbox sees the test hut.
        const pageSkips = form.shippingCheck === 'skip';
        const skip = skipsGooglePayShippingCheck({ testHut: hut?.test ?? false, development: pageSkips, localisedBySearch: pageSkips });
        const error = checkGooglePayShipping(customerPostcode, form.shippingPostcode, skip);
        if (error) {
          const page = walletPage({ ...facts, returnUrl: form.returnUrl ?? '', provider: row.provider, askShipping, shippingPostcode: form.shippingPostcode ?? '', error });
          return noStoreHtml(c, page, 422);
        }
      }
      if (asksApplePayContact(row)) {
        // Apple Pay delivery: the wallet's contact must pass the Apple Pay response check (spec 2 §5; 06-G20).
        const contact = applePayContactFromForm(form);
        const contactErrors = await checkApplePayContact(db, clock, row, contact);
        if (contactErrors.length > 0) {
          const page = walletPage({ ...facts, returnUrl: form.returnUrl ?? '', provider: row.provider, askShipping, shippingPostcode: '', error: null, contact, contactErrors });
          return noStoreHtml(c, page, 422);
        }
      }
      if (!(await authorisePayment(db, row))) return amountChanged(c, row, form.returnUrl);
      // Issue 16: the wallet's contact e-mail for an order sent without one — the sheet's Apple Pay
      // contact, or the sandbox wallet's own account (Google Pay, PayPal, a collection) otherwise.
      const walletEmail = (asksApplePayContact(row) ? applePayContactFromForm(form) : sandboxWalletContact(row, undefined)).emailAddress;
      await recordWalletContactEmail(db, row, walletEmail);
      return back(c, returnLocation(row, form.returnUrl, 'success'));
    })
    .get('/sandbox/:provider/checkout', async (c) => {
      const provider = c.req.param('provider') as Provider;
      const row = await findOrderByProviderOrder(db, c.req.query('order_id') ?? '');
      const found = REDIRECT_PROVIDERS.has(provider) && row?.provider === provider ? await payable(row, REDIRECT_PROVIDERS) : null;
      if (!found || !found.row.provider_order_id) return gone(c);
      const page = redirectProviderPage({
        ...found.facts,
        returnUrl: c.req.query('returnUrl') ?? '',
        provider,
        providerOrderId: found.row.provider_order_id,
        customerOrderReference: found.row.customer_order_reference,
      });
      return noStoreHtml(c, page);
    })
    .post('/sandbox/:provider/checkout', async (c) => {
      const provider = c.req.param('provider') as Provider;
      const form = await formOf(c);
      const row = await findOrderByProviderOrder(db, form.order_id ?? '');
      const found = REDIRECT_PROVIDERS.has(provider) && row?.provider === provider ? await payable(row, REDIRECT_PROVIDERS) : null;
      const providerOrderId = found?.row.provider_order_id;
      if (!found || !providerOrderId) return gone(c);
      // 13-G6: the method chosen on the page; the return link names it for the page's wording (13-G18),
      // and the payments row keeps it for the place call (the link's copy is never trusted).
      const method = redirectMethod(provider, form.method);
      const identifiers = { customerOrderReference: found.row.customer_order_reference, orderId: providerOrderId, method };
      if (form.result === 'success') {
        const paymentId = newProviderPaymentId();
        // Authorised for this provider order, whose amount is the order's (a new amount is a new provider order).
        if (!(await authorisePayment(db, found.row, { method }))) return gone(c);
        // Razorpay's callback names; Paytm and PhonePe answer with the same ones here.
        return back(
          c,
          returnLocation(found.row, form.returnUrl, 'success', {
            ...identifiers,
            razorpay_payment_id: paymentId,
            razorpay_order_id: providerOrderId,
            razorpay_signature: signProviderPayment(providerOrderId, paymentId, settings.sandboxSecret),
          }),
        );
      }
      const cancelled = form.result === 'cancel';
      await setPaymentStatus(db, found.row.transaction_id, cancelled ? 'cancelled' : 'failed', { method });
      return back(c, returnLocation(found.row, form.returnUrl, cancelled ? 'cancel' : 'decline', identifiers));
    })
    .get('/sandbox/terminal/:transactionId', async (c) => {
      const found = await payable(await findOrderByTransaction(db, c.req.param('transactionId')), TERMINAL);
      if (!found) return gone(c);
      const token = c.req.query('token');
      const returnUrl = c.req.query('returnUrl') ?? '';
      const refused = unbound(c, found.row, token, returnUrl);
      if (refused) return refused;
      const page = terminalPage({ ...found.facts, returnUrl, token, customerOrderReference: found.row.customer_order_reference });
      return noStoreHtml(c, page);
    })
    .post('/sandbox/terminal/:transactionId', async (c) => {
      const found = await payable(await findOrderByTransaction(db, c.req.param('transactionId')), TERMINAL);
      if (!found) return gone(c);
      const form = await formOf(c);
      const refused = unbound(c, found.row, form.token, form.returnUrl);
      if (refused) return refused;
      if (!isTerminalResult(form.result)) return noStoreHtml(c, messagePage('Unknown answer', 'The terminal answers approved, declined or cancel.'), 422);
      // Recorded as the card page records it: the place call reads the verdict (issue 07 kiosk).
      const { row } = found;
      const [status, verdict] = TERMINAL_OUTCOMES[form.result];
      if (status !== 'authorised') await setPaymentStatus(db, row.transaction_id, status, { challenge: false });
      else if (!(await authorisePayment(db, row, { challenge: false }))) return amountChanged(c, row, form.returnUrl);
      return back(c, returnLocation(row, form.returnUrl, verdict));
    })
    // Issue 16 (13-G12): device data and step-up for Visa Checkout and Google Pay 3DS.
    .route('/', payerAuthSandboxRoutes(db, settings.sandboxSecret))
    .all('/sandbox/*', (c) => noStoreHtml(c, messagePage('Not found', 'There is no sandbox page here.'), 404));
}
