#!/usr/bin/env node
// `npm run bench:reprice`: how long repricing a 100-line basket takes in the basket engine (the
// object src/workers/basket.worker.ts exposes). Node runs the engine in-thread and adds what the
// browser's worker hop costs on top: a structured clone of the basket going in and of the price
// coming back (Comlink posts both). With --browser[=URL] it also measures the real worker in
// Chromium (playwright-core, /usr/bin/chromium) against a running `npm start` (default
// http://localhost:8080), posting Comlink's own messages to the built worker chunk (--dist=<folder>
// when the server serves another build than dist/).
// --json prints the bench protocol's BENCH_RESULT line last (the worker's p95 is the figure with a goal).
// Figures, not a test: exits 0 unless it could not measure at all.
// Run with tsx (the engine is TypeScript): node --import tsx bench/reprice.mjs
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../server/db/seed/catalogue/catalogue.ts';
import { ukHuts } from '../server/db/seed/huts/uk.ts';
import { seededHutRules } from '../tests/domain/pricing/fixtures.ts';
import { createBasketEngine } from '../src/workers/basket-engine.ts';
import { printBenchResult, row } from './support/bench-result.mjs';

const RUNS = 300;
const WARM_UP = 100;
const LINES = 100;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const browserArg = args.find((a) => a === '--browser' || a.startsWith('--browser='));
const distArg = args.find((a) => a.startsWith('--dist='));
const dist = path.resolve(root, distArg ? distArg.slice('--dist='.length) : 'dist');

const seeded = catalogue().sectors.find((entry) => entry.sector === 'uk-1');
const entries = [...seeded.products, ...seeded.deals, ...seeded.discounts];

/** A UK Camden delivery context with the seeded hut's money rules. */
const context = {
  hut: seededHutRules(ukHuts, '1101'),
  disposition: 'delivery',
  decimals: { product: 2, basket: 2 },
  accountHolder: false,
  loyaltyMinimum: 10,
  chosenSurcharges: [{ type: 'driverTip', amount: 2, tippingOption: '10%' }],
  giftCardCredit: 0,
  tax: { market: 'UK', region: null },
};

/**
 * 100 lines: 15 two-large-classic-side deals (3 items each) and 85 loose items — pizzas at every
 * size with crusts, extra toppings and a few half-and-halves, sides, drinks, dips and desserts.
 */
function hundredLineBasket() {
  const listed = (type) => seeded.products.filter((product) => product.type === type && !product.hidden && !product.dealOnly);
  const pizzas = listed('pizza');
  const simple = [...listed('side'), ...listed('drink'), ...listed('dip'), ...listed('dessert')];
  const deal = seeded.deals.find((entry) => entry.id === 'two-large-classic-side');
  const deals = {};
  const items = {};
  let n = 0;
  const put = (dealId, type, properties) => {
    const id = `i${++n}`;
    items[id] = { id, dealId, item: { type, properties: { ...properties, basketItemID: id } } };
  };
  for (let d = 0; d < 15; d += 1) {
    const basketId = `d${d}`;
    deals[basketId] = { id: basketId, deal: { id: deal.id, price: deal.price, type: deal.type } };
    for (let slot = 0; slot < 2; slot += 1) {
      put(basketId, 'pizza', { id: deal.options[0].entities[(d + slot) % deal.options[0].entities.length], size: 'large', crust: 'pan', optionIndex: 0, choiceId: slot + 1, basketDealID: basketId });
    }
    put(basketId, 'side', { id: deal.options[1].entities[d % deal.options[1].entities.length], optionIndex: 1, choiceId: 3, basketDealID: basketId });
  }
  for (let i = 0; i < LINES - 15; i += 1) {
    if (i % 2 === 0) {
      const pizza = pizzas[i % pizzas.length];
      const size = pizza.sizes[i % pizza.sizes.length].id;
      const crust = pizza.crusts.find((c) => c.id === 'pan' || c.id === 'thin')?.id ?? pizza.crusts[0].id;
      const toppings = [...pizza.defaultOptions.toppings, ...pizza.toppings.slice(0, i % 3).map((t) => t.id)];
      const half = i % 10 === 0 && pizza.halvable ? { firstHalf: { productId: pizza.id, size, crust, toppings }, secondHalf: { productId: pizzas[(i + 1) % pizzas.length].id, size, crust, toppings: [] } } : {};
      put('ND', 'pizza', { id: pizza.id, size, crust, sauce: pizza.defaultOptions.sauce, cheese: pizza.defaultOptions.cheese, toppings, ...half });
    } else {
      const product = simple[i % simple.length];
      put('ND', product.type, { id: product.id, option: product.options[i % product.options.length].id });
    }
  }
  return { expires: null, deals, items, discount: { id: 'web-only-20-off', value: 0 } };
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

const ms = (value) => `${value.toFixed(3)} ms`;
const line = (label, s) => console.log(`${label.padEnd(44)} median ${ms(s.median).padStart(10)}   p95 ${ms(s.p95).padStart(10)}   max ${ms(s.max).padStart(10)}`);

const basket = hundredLineBasket();
const engine = createBasketEngine();
const built = performance.now();
engine.setCatalogue('bench', entries);
const buildMs = performance.now() - built;

const check = engine.price(basket, context);
if (check.lines.length !== LINES) {
  console.error(`expected ${LINES} priced lines, got ${check.lines.length}: no figures.`);
  process.exit(1);
}

const pricing = [];
const withClone = [];
for (let run = 0; run < WARM_UP + RUNS; run += 1) {
  const start = performance.now();
  const price = engine.price(basket, context);
  const priced = performance.now();
  structuredClone(price);
  structuredClone(basket);
  const cloned = performance.now();
  if (run >= WARM_UP) {
    pricing.push(priced - start);
    withClone.push(cloned - start);
  }
}

console.log(`Repricing a ${LINES}-line basket (${Object.keys(basket.items).length} items, 15 deals, a discount, uk-1 seed menu of ${entries.length} entries)`);
console.log(`total ${check.total.toFixed(2)}, ${check.errors.length} pricing errors; catalogue built once in ${ms(buildMs)}; ${RUNS} runs after ${WARM_UP} warm-up\n`);
console.log(`Node ${process.version}, in-thread engine`);
line('  priceBasket', stats(pricing));
line('  + structured clone in and out (worker hop)', stats(withClone));
console.log('  The browser worker also pays postMessage scheduling (one task each way); --browser measures it.');

const GOAL_MS = 5;
const nodeStats = stats(withClone);
const browser = browserArg
  ? await measureInChromium(browserArg.includes('=') ? browserArg.split('=')[1] : 'http://localhost:8080')
  : { skipped: 'run without --browser' };
printBenchResult([
  browser.skipped
    ? row(`basket repricing, ${LINES} lines, browser worker, p95`, `not measured: ${browser.skipped}`, `≤ ${GOAL_MS} ms`, null)
    : row(`basket repricing, ${LINES} lines, browser worker, p95`, `${browser.p95.toFixed(2)} ms (median ${browser.median.toFixed(2)} ms)`, `≤ ${GOAL_MS} ms`, browser.p95 <= GOAL_MS),
  row(`basket repricing, ${LINES} lines, Node in-thread + clone, p95`, `${nodeStats.p95.toFixed(2)} ms (median ${nodeStats.median.toFixed(2)} ms)`, '', null),
]);

async function measureInChromium(baseUrl) {
  const assets = path.join(dist, 'assets');
  const chunk = fs.existsSync(assets) ? fs.readdirSync(assets).find((name) => /^basket\.worker-.*\.js$/.test(name)) : undefined;
  if (!chunk) {
    console.log('\nChromium: no basket.worker chunk in dist/assets (run `npm start` first): skipped.');
    return { skipped: 'no basket.worker chunk in dist/assets' };
  }
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    console.log('\nChromium: playwright-core is not installed: skipped.');
    return { skipped: 'playwright-core is not installed' };
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    // Repricing happens on a page that is up, when the customer changes the basket: the app's own
    // start-up (its lazy chunks, the service worker precaching every asset) is let finish first, or
    // its tasks on the page's main thread would be counted in the round trip.
    await page.goto(baseUrl, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    const result = await page.evaluate(
      async ({ workerUrl, entries, basket, context, runs, warmUp }) => {
        const worker = new globalThis.Worker(workerUrl, { type: 'module' });
        let nextId = 0;
        // Comlink's wire format: APPLY a path with RAW arguments; the answer carries the same id.
        const call = (name, ...values) =>
          new Promise((resolve, reject) => {
            const id = `bench-${++nextId}`;
            const onMessage = (event) => {
              if (event.data?.id !== id) return;
              worker.removeEventListener('message', onMessage);
              if (event.data.type === 'HANDLER') reject(new Error(JSON.stringify(event.data.value)));
              else resolve(event.data.value);
            };
            worker.addEventListener('message', onMessage);
            worker.postMessage({ id, type: 'APPLY', path: [name], argumentList: values.map((value) => ({ type: 'RAW', value })) });
          });
        await call('setCatalogue', 'bench', entries);
        const samples = [];
        let lines = 0;
        for (let run = 0; run < warmUp + runs; run += 1) {
          const start = performance.now();
          const price = await call('price', basket, context);
          if (run >= warmUp) samples.push(performance.now() - start);
          lines = price.lines.length;
        }
        worker.terminate();
        return { samples, lines, agent: navigator.userAgent };
      },
      { workerUrl: `/assets/${chunk}`, entries, basket, context, runs: RUNS, warmUp: WARM_UP },
    );
    console.log(`\nChromium ${browser.version()}, the built worker (${chunk}), page → worker → page round trip`);
    if (result.lines !== LINES) console.log(`  (priced ${result.lines} lines, expected ${LINES})`);
    line('  price() through Comlink', stats(result.samples));
    return stats(result.samples);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`\nChromium: could not measure (${reason}): skipped.`);
    return { skipped: reason };
  } finally {
    await browser.close();
  }
}
