#!/usr/bin/env node
// `npm run bench:dealbot` (bench/dealbot.mjs bundles this file and runs the bundle): how fast the
// dealbot finds the cheapest grouping, and that it is the cheapest. The catalogue is the UK
// seed (sector uk-1) with generated deals added to reach 60; baskets are seeded random UK items.
// Prints, per basket size 5/10/20/40: median and p95 ms of optimiseBasket (everything: classes,
// candidate deals, patterns, bound, search, applying the answer; synchronous, branch and bound only,
// `exact: false` past its node budget), the same for optimiseBasketExact (the product's path on the
// server and in the worker: the branch and bound, then HiGHS where it stops at its budget) with the
// share of its answers matching HiGHS (must be 100 %), and HiGHS (wasm) alone on the same problem with
// the share of optimiseBasket's answers it agrees with. Then the share of small baskets (≤ 6 items, 5
// random deals) matching the brute-force oracle. Exact and brute-force shares must be 100 %.
// Figures, not a test: exits 0 whatever the speed; 1 only if an answer differs from an oracle.
// Options: --runs=<baskets per size> (default 40), --sizes=5,10,20,40, --no-highs (no HiGHS at all:
// optimiseBasket only), --json (as the last stdout line, `BENCH_RESULT {"rows":[…]}` for `npm run bench`:
// exact p95 at 40 and 5 items, and the share of answers equal to HiGHS and the brute force).
import { optimiseBasket, optimiseBasketExact } from '../src/domain/dealbot/optimise.ts';
import { candidateDeals, itemClasses, solverProblem } from '../src/domain/dealbot/problem.ts';
import { highsSolver, highsTotal } from '../tests/domain/dealbot/highs-oracle.ts';
import { bruteForce } from '../tests/domain/dealbot/oracle.ts';
import { counterIds, randomBasket, seededRandom, ukCatalogue } from '../tests/domain/dealbot/uk-fixture.ts';
import { dealChoiceSlots } from '../src/domain/deals/choice-slots.ts';
import { itemFitsOption, itemMenuPrice, priceDealItems } from '../src/domain/pricing/items.ts';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 40);
const SIZES = (option('sizes') ?? '5,10,20,40').split(',').map(Number);
const WITH_HIGHS = !args.includes('--no-highs');
const JSON_OUT = args.includes('--json');
const DEALS = 60;
const context = { disposition: 'delivery', decimals: { product: 2, basket: 2 }, loyaltyMember: false, discountId: null, voucherId: null };

/**
 * The UK deals plus variants of its offered ones (other price, limit, pizza size) up to 60 deals.
 * Deals with a threshold (free-dip) are left out: optimiseBasket re-solves without a threshold deal
 * its regrouping made unreachable, which HiGHS on the plain problem does not, so they would not agree.
 */
function catalogueWith60Deals() {
  const base = ukCatalogue();
  const deals = new Map([...base.deals].filter(([, deal]) => !deal.threshold));
  const random = seededRandom(60);
  const offered = [...base.deals.values()].filter((deal) => deal.type === 'deal' && !deal.hidden && !deal.loyalty && deal.kind !== 'giftcard' && !deal.threshold);
  const sizes = ['small', 'medium', 'large'];
  for (let n = 1; deals.size < DEALS; n += 1) {
    const model = offered[Math.floor(random() * offered.length)];
    const price = Math.round(model.price * (0.85 + random() * 0.3) * 100) / 100;
    const options = model.options.map((entry) => (entry.type === 'pizza' && entry.size ? { ...entry, size: sizes[Math.floor(random() * sizes.length)] } : entry));
    deals.set(`generated-${n}`, { ...model, id: `generated-${n}`, price, options, max: 1 + Math.floor(random() * 4), conflicts: [] });
  }
  return { ...base, deals };
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const fmt = (ms) => ms.toFixed(1).padStart(7);

const catalogue = catalogueWith60Deals();
console.log(`dealbot bench: ${catalogue.deals.size} deals (UK seed + generated), ${RUNS} baskets per size, delivery\n`);
console.log(`items  optimise median   p95  ${WITH_HIGHS ? '   exact median     p95   = highs   highs median     p95   agree with optimise' : ''}`);
// Warm-up (not timed): the JIT, the catalogue's lazy parts and the HiGHS wasm load, so the first
// timed basket is not charged for them.
for (let run = 0; run < 5; run += 1) {
  const basket = randomBasket(seededRandom(999_000 + run), 20, catalogue);
  optimiseBasket(basket, catalogue, context, counterIds());
  if (WITH_HIGHS) await optimiseBasketExact(basket, catalogue, context, counterIds(), highsSolver, { nodeBudget: 0 });
}
let failed = false;
/** p95 of optimiseBasketExact per size, and answers checked / equal to their oracle, for --json. */
const exactP95 = new Map();
let checked = 0;
let equal = 0;
for (const size of SIZES) {
  const ours = [];
  const exacts = [];
  const theirs = [];
  let agree = 0;
  let exactAgree = 0;
  let capped = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const basket = randomBasket(seededRandom(size * 1000 + run), size, catalogue);
    const start = performance.now();
    const result = optimiseBasket(basket, catalogue, context, counterIds());
    ours.push(performance.now() - start);
    if (!WITH_HIGHS) continue;
    // The product's exact path (HiGHS from node_modules as the MILP solver, as the server loads it).
    const exactStart = performance.now();
    const exact = await optimiseBasketExact(basket, catalogue, context, counterIds(), highsSolver);
    exacts.push(performance.now() - exactStart);
    // HiGHS on the solver's problem for the loose basket: the optimum it finds must equal ours.
    const problem = solverProblem(itemClasses(Object.values(basket.items), catalogue, 2), candidateDeals(catalogue, context, [], result.before, new Set()), catalogue, 2);
    const highsStart = performance.now();
    const total = Math.round((await highsTotal(problem)) * 100) / 100;
    theirs.push(performance.now() - highsStart);
    checked += 1;
    if (Math.abs(total - exact.after) < 1e-6 && exact.exact !== false) exactAgree += 1;
    else {
      failed = true;
      console.error(`  basket ${size}/${run}: optimiseBasketExact ${exact.after}${exact.exact === false ? ' (not exact)' : ''}, HiGHS ${total}`);
    }
    if (Math.abs(total - result.after) < 1e-6) {
      agree += 1;
      continue;
    }
    // Stopping at the node budget is the one allowed way to miss the optimum; it is flagged.
    if (result.exact === false) capped += 1;
    else failed = true;
    console.error(`  basket ${size}/${run}: optimiser ${result.after}, HiGHS ${total}${result.exact === false ? ' (node budget reached)' : ''}`);
  }
  ours.sort((a, b) => a - b);
  exacts.sort((a, b) => a - b);
  theirs.sort((a, b) => a - b);
  equal += exactAgree;
  if (WITH_HIGHS) exactP95.set(size, percentile(exacts, 0.95));
  const share = (n) => `${((100 * n) / RUNS).toFixed(0).padStart(4)} %`;
  const highs = WITH_HIGHS
    ? `   ${fmt(percentile(exacts, 0.5))} ${fmt(percentile(exacts, 0.95))}  ${share(exactAgree)}      ${fmt(percentile(theirs, 0.5))} ${fmt(percentile(theirs, 0.95))}  ${share(agree)}${capped ? ` (${capped} at the node budget)` : ''}`
    : '';
  console.log(`${String(size).padStart(5)}  ${fmt(percentile(ours, 0.5))}  ${fmt(percentile(ours, 0.95))}${highs}`);
}

// Brute force on small baskets: real items, P's pricing functions, 5 random offered deals.
const offered = [...catalogue.deals.values()].filter((deal) => deal.type === 'deal' && !deal.hidden && !deal.loyalty && deal.kind !== 'giftcard' && !deal.threshold);
let matched = 0;
const SMALL = 300;
for (let run = 0; run < SMALL; run += 1) {
  const random = seededRandom(run + 1);
  const picked = [...offered].sort(() => random() - 0.5).slice(0, 5);
  const small = { ...catalogue, deals: new Map(picked.map((deal) => [deal.id, deal])) };
  const basket = randomBasket(random, 1 + Math.floor(random() * 6), small);
  const result = optimiseBasket(basket, small, context, counterIds());
  const items = Object.values(basket.items);
  const deals = candidateDeals(small, context, [], Infinity, new Set());
  const ids = deals.map(({ deal }) => deal.id);
  const oracle = bruteForce({
    items: items.length,
    deals: deals.map(({ deal, maxInstances }) => ({
      options: deal.options.map((entry, o) => {
        const slots = dealChoiceSlots(deal).filter((slot) => slot.optionIndex === o);
        const capacity = Math.min(slots.reduce((sum, slot) => sum + slot.capacity, 0), entry.max);
        return { required: Math.min(capacity, slots.reduce((sum, slot) => sum + slot.required, 0)), capacity };
      }),
      maxInstances,
      conflicts: deal.conflicts.map((id) => ids.indexOf(id)).filter((d) => d >= 0),
      group: ['std-pizza-price', 'std-drink-price'].includes(deal.kind) ? 'price' : null,
    })),
    fits: (d, o, i) => itemFitsOption(deals[d].deal, o, items[i], small),
    loose: (i) => itemMenuPrice(items[i], small, 2).price,
    cost: (d, picks) => priceDealItems(deals[d].deal, picks.flatMap((list, o) => list.map((i) => ({ optionIndex: o, item: items[i] }))), small, 2),
  }).total;
  if (Math.abs(Math.min(result.before, Math.round(oracle * 100) / 100) - result.after) < 1e-6) matched += 1;
  else {
    failed = true;
    console.error(`  small basket ${run}: optimiser ${result.after}, brute force ${oracle}`);
  }
}
console.log(`\nbrute-force oracle: ${matched}/${SMALL} small baskets match (${((100 * matched) / SMALL).toFixed(1)} %)`);
if (JSON_OUT) {
  const p95Row = (figure, size, goal) => {
    const value = exactP95.get(size);
    return value === undefined ? { figure, now: '—', goal: `≤ ${goal} ms`, met: null } : { figure, now: `${value.toFixed(1)} ms`, goal: `≤ ${goal} ms`, met: value <= goal };
  };
  checked += SMALL;
  equal += matched;
  const rows = [
    p95Row(`dealbot exact, 40 items × ${DEALS} deals, p95`, 40, 20),
    p95Row('dealbot exact, 5 items, p95', 5, 2),
    { figure: 'dealbot answers equal to HiGHS / brute force', now: `${((100 * equal) / checked).toFixed(1)} % (${equal}/${checked})`, goal: '100 %', met: equal === checked },
  ];
  console.log(`BENCH_RESULT ${JSON.stringify({ rows })}`);
}
process.exit(failed ? 1 : 0);
