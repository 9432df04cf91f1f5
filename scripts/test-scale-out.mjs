#!/usr/bin/env node
// CI's scale-out check (issue 12 "Scale-out proven"): three API processes on one PostgreSQL server
// (DATABASE_URL, from scripts/test-scale-out.sh) behind a round-robin proxy, and through it:
//   (a) 20 concurrent identical places of one preauthorised order → exactly one ORDER_PROCESSED,
//       19 × 410, and the database holds it PLACED once;
//   (b) rate limits shared by the three: 30 voucher validations from one client → 20 answered, 10 × 429
//       with Retry-After (the limit is 20 per client per 60 s, server/http/rate-limits.ts);
//   (c) one gift card spent on two processes at once → one order PLACED with the credit, the other
//       422 GIFT_CARD_INVALID, and the card's balance right.
// Prints its figures; exits 1 when any check fails. Everything it starts is stopped whatever happens.
import pg from 'pg';
import { ensureBuilt, FIXED_TIME, request, startScaleOut } from './test-scale-out-cluster.mjs';
import { camdenOrderBody, camdenPriceBody } from '../bench/support/camden-order.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('test-scale-out: DATABASE_URL (a PostgreSQL server) is required; scripts/test-scale-out.sh starts one');
  process.exit(2);
}
const basePort = Number(process.env.SCALE_OUT_PORT ?? 8300);

const orderBody = camdenOrderBody;

const results = [];
function check(name, ok, figures) {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}\n      ${figures}`);
}
const tally = (statuses) =>
  Object.entries(statuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}))
    .map(([s, n]) => `${s} × ${n}`)
    .join(', ');

const db = new pg.Client({ connectionString: databaseUrl });
let cluster = null;
let exitCode = 0;
const started = Date.now();
try {
  await ensureBuilt();
  cluster = await startScaleOut({ databaseUrl, basePort });
  console.log(`scale-out: ${cluster.backends.length} API processes (${cluster.backends.map((b) => b.url).join(', ')}) behind ${cluster.proxyURL}, at ${FIXED_TIME}`);
  await db.connect();
  const proxy = cluster.proxyURL;

  const priced = await request(`${proxy}/v1/basket-validator/`, {
    method: 'POST',
    body: camdenPriceBody,
    localAddress: '127.0.0.10',
  });
  const total = priced.json?.total;
  if (typeof total !== 'number') throw new Error(`the basket validator gave no total: ${priced.status} ${JSON.stringify(priced.json)}`);

  // ── (a) 20 identical places of one order, spread over the three processes ─────────────────────
  {
    const pre = await request(`${proxy}/v1/orders/preauthorise`, {
      method: 'POST',
      body: orderBody({ type: 'cash', amount: total, currency: 'GBP' }),
      localAddress: '127.0.0.11',
    });
    if (pre.status !== 200) throw new Error(`(a) preauthorise answered ${pre.status}: ${JSON.stringify(pre.json)}`);
    const { transactionId } = pre.json;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        // A fresh connection each (no agent): the proxy's round robin sends them to all three.
        request(`${proxy}/v1/orders/place`, { method: 'POST', body: { transactionId }, localAddress: `127.0.1.${i + 1}` }),
      ),
    );
    const processed = answers.filter((a) => a.status === 200 && a.json?.state === 'ORDER_PROCESSED').length;
    const gone = answers.filter((a) => a.status === 410).length;
    const { rows } = await db.query(`select count(*)::int as n from orders where transaction_id = $1 and state = 'PLACED'`, [transactionId]);
    check(
      '(a) 20 concurrent identical places over three processes → one order',
      processed === 1 && gone === 19 && rows[0].n === 1,
      `answers: ${tally(answers.map((a) => a.status))}; ORDER_PROCESSED × ${processed}; PLACED rows in the database: ${rows[0].n}`,
    );
  }

  // ── (b) one client's voucher validations, spread over the three: the limit is shared ──────────
  {
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      // Sequential, one client identity (one source address, one X-Forwarded-For), a new connection
      // each time so the round robin spreads them over the three processes.
      answers.push(
        await request(`${proxy}/v1/vouchers/validate?sector=uk-1&code=NOSUCH${i}`, {
          headers: { 'x-forwarded-for': '198.51.100.1' },
          localAddress: '127.0.0.12',
        }),
      );
    }
    const limited = answers.filter((a) => a.status === 429);
    const withRetryAfter = limited.filter((a) => Number(a.headers['retry-after']) > 0).length;
    const answered = answers.length - limited.length;
    check(
      '(b) voucher validation limit (20 per client per 60 s) shared by the three processes',
      answered === 20 && limited.length === 10 && withRetryAfter === 10,
      `answers: ${tally(answers.map((a) => a.status))}; 429 with Retry-After: ${withRetryAfter}`,
    );
  }

  // ── (c) one gift card spent on two processes at once ─────────────────────────────────────────
  {
    // The seed's smallest live UK card (read, not hard-coded: its numbers may change).
    const { rows: cards } = await db.query(
      `select number, pin, balance::float8 as balance from gift_cards
        where market = 'UK' and status = 'active' and used_by_order_id is null and balance > 0 and balance < $1
          and expires_at > $2 order by balance, number limit 1`,
      [total, FIXED_TIME],
    );
    const card = cards[0];
    if (!card) throw new Error('(c) no live UK gift card below the order total in the seed');
    const credit = Number(card.balance);
    const due = Math.round((total - credit) * 100) / 100;
    const payment = () => ({
      type: 'cash',
      amount: due,
      currency: 'GBP',
      credits: [{ type: 'giftcard', cardNumber: card.number, cardPin: card.pin, amount: credit }],
    });
    const orders = [];
    for (const [i, address] of ['127.0.0.13', '127.0.0.14'].entries()) {
      const pre = await request(`${cluster.backends[i].url}/v1/orders/preauthorise`, { method: 'POST', body: orderBody(payment()), localAddress: address });
      if (pre.status !== 200) throw new Error(`(c) preauthorise ${i + 1} answered ${pre.status}: ${JSON.stringify(pre.json)}`);
      orders.push(pre.json.transactionId);
    }
    // Both at once, each straight to a different process.
    const answers = await Promise.all(
      orders.map((transactionId, i) =>
        request(`${cluster.backends[i].url}/v1/orders/place`, { method: 'POST', body: { transactionId }, localAddress: `127.0.0.${15 + i}` }),
      ),
    );
    const won = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 422 && JSON.stringify(a.json).includes('GIFT_CARD_INVALID')).length;
    const { rows: placed } = await db.query(
      `select id, credits::float8 as credits from orders where transaction_id = any($1) and state = 'PLACED'`,
      [orders],
    );
    const { rows: after } = await db.query(`select balance::float8 as balance, used_by_order_id from gift_cards where number = $1`, [card.number]);
    const balanceAfter = Number(after[0].balance);
    const ok =
      won === 1 &&
      refused === 1 &&
      placed.length === 1 &&
      Number(placed[0].credits) === credit &&
      Math.abs(balanceAfter - (credit - Number(placed[0].credits))) < 0.005;
    check(
      '(c) one gift card placed on two processes at once → one wins',
      ok,
      `card ${card.number.slice(0, 4)}… balance ${credit} → ${balanceAfter}; answers: ${tally(answers.map((a) => a.status))}; ` +
        `PLACED: ${placed.length} (credit ${placed.map((p) => p.credits).join(', ')})`,
    );
  }
} catch (error) {
  console.error('test-scale-out: failed to run:', error);
  exitCode = 1;
} finally {
  await db.end().catch(() => {});
  await cluster?.stop();
}
const failed = results.filter((r) => !r.ok).length;
console.log(`scale-out: ${results.length - failed} of ${results.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(exitCode || (failed > 0 || results.length < 3 ? 1 : 0));
