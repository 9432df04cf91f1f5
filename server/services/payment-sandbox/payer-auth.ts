import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { PayerAuthCheckBody } from '../../../src/api/contract/payment-providers';
import type { Database } from '../../db';
import type { AppEnv } from '../../http/app-env';
import { refuseUnsafeFields } from '../../http/validate';
import { orderError } from '../orders/errors';
import { isPaymentToken, PAYER_AUTH_PROVIDERS, SANDBOX_VISA_CHECKOUT_API_KEY, type Provider } from '../orders/providers';
import { amountOf, findOrderByTransaction, findPayment, knownOrder, type OrderRow } from '../orders/store';
import { html, page } from './html';
import { authorisePayment, setPaymentStatus } from './payments';

/**
 * Payer authentication (issue 16, 13-G12; spec 2 §3, §4, §7) for Visa Checkout ('Click to pay') and
 * Google Pay 3DS, in the shape of a 3-D-secure server's: the page collects device data in a hidden
 * frame, asks POST /v1/payment-providers/payer-auth-check whether the issuer wants a step-up, and if so
 * shows the issuer's challenge in a frame. Every step carries the payer auth reply preauthorise gave
 * (providers.ts: an HMAC of the transaction and the amount), so nothing here authorises another amount
 * than the order's now (issue 9/12 rule) and nobody without it can complete a payment.
 * Pages are HTML without scripts: the checkout page reads the frame's `data-payer-auth` (same origin).
 */

/** What the challenge frame ends on; the page reads it as its result (domain stepUpResultOf). */
export type StepUpStatus = 'completed' | 'stopped' | 'error';

/**
 * The sandbox issuer's rule, as a test card number is elsewhere: a customer e-mail containing
 * '+frictionless' is authenticated without a challenge; every other payer gets the step-up.
 */
export const isFrictionlessPayer = (email: string | undefined) => (email ?? '').toLowerCase().includes('+frictionless');

const PROVIDER_OF_TYPE: Record<string, Provider> = { visaCheckout: 'visacheckout', googlePay3DS: 'googlepay3ds' };

/** The payer auth reply the page presents: its own field, or inside the Google Pay data. */
function replyOf(body: PayerAuthCheckBody): string | undefined {
  if (body.payerAuthReply) return body.payerAuthReply;
  const inner = body.googlePay && typeof body.googlePay === 'object' ? (body.googlePay as Record<string, unknown>).payerAuthReply : undefined;
  return typeof inner === 'string' ? inner : undefined;
}

/**
 * POST /v1/payment-providers/payer-auth-check: the order must be this payer-auth type at this hut and
 * still waiting; the reply must be the one made for its amount now; Visa Checkout must name the api
 * key. Frictionless: authorised now. Otherwise the payment waits for the step-up challenge.
 */
export async function payerAuthCheck(db: Kysely<Database>, body: PayerAuthCheckBody, secret: string): Promise<{ isStepUpRequired: boolean }> {
  const row = await findOrderByTransaction(db, body.transactionId);
  const provider = PROVIDER_OF_TYPE[body.paymentType];
  // One answer for unknown, other type, other hut or placed: the call is no oracle for transaction ids.
  if (!row || !provider || row.provider !== provider || row.payment_type !== body.paymentType || row.hut_id !== body.hut.id || row.sector !== body.hut.sector) {
    throw orderError(404, 'ORDER_NOT_FOUND', 'No such payment to authenticate', { transactionId: body.transactionId });
  }
  const known = knownOrder(row);
  if (row.state !== 'PREAUTHORIZED') throw orderError(409, 'PAYMENT_NOT_COMPLETED', 'This order can no longer be paid', known);
  if (provider === 'visacheckout' && body.visaCheckoutApiKey !== SANDBOX_VISA_CHECKOUT_API_KEY) {
    throw orderError(400, 'INVALID_SIGNATURE', 'The Visa Checkout api key does not match', known);
  }
  if (!isPaymentToken(replyOf(body), row.transaction_id, amountOf(row), row.currency, secret)) {
    // A reply made for another amount (the basket changed) or forged: nothing is authenticated.
    throw orderError(409, 'PAYMENT_NOT_COMPLETED', 'The payment was started for another amount: pay again', known);
  }
  if (isFrictionlessPayer(row.payload.customer.email)) {
    if (!(await authorisePayment(db, row, { challenge: false }))) throw orderError(409, 'PAYMENT_NOT_COMPLETED', 'The order changed: pay again', known);
    return { isStepUpRequired: false };
  }
  await setPaymentStatus(db, row.transaction_id, 'pending', { challenge: true });
  return { isStepUpRequired: true };
}

const NAMES: Record<string, string> = { visacheckout: 'Click to pay', googlepay3ds: 'Google Pay' };

function noStore(c: Context<AppEnv>, body: string, status: 200 | 403 | 404 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

/** The frame's last page: the page reads `data-payer-auth` (no script, same origin). */
function statusPage(provider: string, status: StepUpStatus | 'refused', message: string): string {
  const body = html`<div data-payer-auth="${status}"><h1>${message}</h1><p class="merchant">You can close this window.</p></div>`;
  return page({ title: message, brand: provider, framed: true, body });
}

export const stepUpPath = (transactionId: string) => `/sandbox/payer-auth/${encodeURIComponent(transactionId)}/step-up`;

/** The sandbox 3-D-secure server's pages for the two payer-auth types (registered in routes/payment-sandbox.ts). */
export function payerAuthSandboxRoutes(db: Kysely<Database>, secret: string): Hono<AppEnv> {
  async function waiting(transactionId: string, token: string | undefined): Promise<OrderRow | null> {
    const row = await findOrderByTransaction(db, transactionId);
    if (!row || row.state !== 'PREAUTHORIZED' || !PAYER_AUTH_PROVIDERS.has(row.provider as Provider)) return null;
    return isPaymentToken(token, row.transaction_id, amountOf(row), row.currency, secret) ? row : null;
  }
  const refused = (c: Context<AppEnv>) => noStore(c, statusPage('sandbox', 'refused', 'This authentication is not waiting'), 404);

  return (
    new Hono<AppEnv>()
      // Device data collection (the issuer's method URL): a hidden frame whose load is "finished".
      .get('/sandbox/payer-auth/:transactionId/device-data', async (c) => {
        const row = await waiting(c.req.param('transactionId'), c.req.query('token'));
        if (!row) return refused(c);
        const body = html`<div data-payer-auth="profile.completed" data-session-id="${row.transaction_id}"><p>Device data collected.</p></div>`;
        return noStore(c, page({ title: 'Device data collection', brand: row.provider, framed: true, body }));
      })
      .get('/sandbox/payer-auth/:transactionId/step-up', async (c) => {
        const row = await waiting(c.req.param('transactionId'), c.req.query('token'));
        const payment = row && (await findPayment(db, row.transaction_id));
        if (!row || !payment?.challenge || payment.status !== 'pending') return refused(c);
        const name = NAMES[row.provider] ?? row.provider;
        const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: row.currency }).format(amountOf(row));
        const body = html`<h1>${name}: confirm it is you</h1>
<p class="merchant">Your bank asks you to confirm a payment of ${amount} to Pizza Hut.</p>
<form method="post" action="${stepUpPath(row.transaction_id)}">
<input type="hidden" name="token" value="${c.req.query('token') ?? ''}">
<button type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail" class="danger">Fail authentication</button>
<button type="submit" name="result" value="cancel" class="secondary">Cancel</button>
</form>`;
        return noStore(c, page({ title: `${name}: authentication`, brand: row.provider, framed: true, body }));
      })
      .post('/sandbox/payer-auth/:transactionId/step-up', async (c) => {
        const form: Record<string, string> = Object.create(null);
        for (const [key, value] of Object.entries(await c.req.parseBody())) if (typeof value === 'string') form[key] = value;
        refuseUnsafeFields(form);
        const row = await waiting(c.req.param('transactionId'), form.token);
        const payment = row && (await findPayment(db, row.transaction_id));
        if (!row || !payment?.challenge || payment.status !== 'pending') return refused(c);
        let status: StepUpStatus = 'error';
        if (form.result === 'complete') status = (await authorisePayment(db, row, { challenge: true })) ? 'completed' : 'error';
        else if (form.result === 'cancel') await setPaymentStatus(db, row.transaction_id, 'cancelled', { challenge: true }).then(() => (status = 'stopped'));
        else await setPaymentStatus(db, row.transaction_id, 'declined', { challenge: true });
        const words = { completed: 'Authentication complete', stopped: 'Authentication cancelled', error: 'Authentication failed' } as const;
        return noStore(c, statusPage(row.provider, status, words[status]));
      })
  );
}
