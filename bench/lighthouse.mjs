#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: the default config's phone emulation
// and simulated slow-4G / 4× CPU throttling), performance category only, in Debian's Chromium
// (chrome-launcher, /usr/bin/chromium or CHROMIUM_PATH), against the built server it starts itself
// (dist-server/main.mjs on PORT 8621 with a throw-away DATA_DIR and the e2e environment; build first
// with `npm run build`). Three pages, 3 runs each (--runs=, or --quick for 1), median of each figure:
//   - `/` as a new visitor (fresh profile, Lighthouse's storage reset);
//   - `/order/pizzas/` as a new visitor: the deep link that sends an unlocalised customer home;
//   - the basket: `/order/pizzas/#basket` (the phone's full-screen basket) for a customer localised
//     at London - Camden with three lines (seeded through the page itself with Playwright over CDP
//     in the same profile, then measured without the storage reset: a returning customer, service
//     worker and all). When seeding fails it says so and measures whatever the page shows.
// Options: --runs=<n>, --quick, --only=home,menu,basket, --port=<n>, --url=<base> (an already
// running server: nothing is started), --json (the bench protocol's BENCH_RESULT line), --profile
// (per run, where the time goes: main-thread work by kind, the scripts that cost most, the LCP element
// and its phases, the long tasks: the profile behind a figure that misses its goal).
// Figures, not a test: exits 0 unless nothing could be measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printBenchResult, row } from './support/bench-result.mjs';
import { seedBasket as seedReturningCustomer } from './support/seed-basket.mjs';
import { startBuiltServer } from './support/start-server.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? (args.includes('--quick') ? 1 : 3));
const port = Number(option('port') ?? 8621);
const only = option('only')?.split(',');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const profiling = args.includes('--profile');

const SCORE_GOAL = 0.97;
const LCP_GOAL_S = 1.8;
const CLS_GOAL = 0.05;

const pages = [
  { key: 'home', figure: 'Lighthouse mobile performance, `/`', path: '/', lcpGoal: true },
  { key: 'menu', figure: 'Lighthouse, a menu page (/order/pizzas/ opened as a new visitor)', path: '/order/pizzas/' },
  { key: 'basket', figure: 'Lighthouse, the basket', path: '/order/pizzas/#basket', seed: seedBasket },
].filter((page) => !only || only.includes(page.key));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A customer localised at London - Camden with a Margherita, a Garlic Bread and a Cola in the basket,
 * driven through the page in the Lighthouse Chromium's own profile. Returns a note of what it did.
 */
async function seedBasket(chromePort, baseURL) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const { added, shown } = await seedReturningCustomer(page, baseURL);
    await page.close();
    return shown === added ? `localised at London - Camden, ${added} lines` : `seeded ${added} lines, ${shown} shown after a reload`;
  } finally {
    await browser.close();
  }
}

async function measure(page, baseURL) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir: profile, logLevel: 'silent' });
  try {
    let note = '';
    if (page.seed) {
      try {
        note = await page.seed(chrome.port, baseURL);
      } catch (error) {
        note = `basket NOT seeded (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): measured the page as shown`;
      }
    }
    const result = await lighthouse(`${baseURL}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The basket keeps its seeded profile; the other pages are a new visitor's (storage reset).
      disableStorageReset: Boolean(page.seed),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    if (profiling) printProfile(page.path, lhr);
    return {
      score: lhr.categories.performance.score ?? NaN,
      lcp: audit('largest-contentful-paint') / 1000,
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint') / 1000,
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings ?? [],
      note,
    };
  } finally {
    await chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Where a run's time went, from the audits Lighthouse already computed (printed to stdout). */
function printProfile(pagePath, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const ms = (value) => `${Math.round(value)} ms`;
  const work = items('mainthread-work-breakdown').map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`);
  const scripts = items('bootup-time')
    .slice(0, 5)
    .map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(item.total)} (script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})`);
  const lcpTables = items('largest-contentful-paint-element');
  const element = lcpTables[0]?.items?.[0]?.node?.snippet ?? '?';
  const phases = (lcpTables[1]?.items ?? []).map((item) => `${item.phase} ${ms(item.timing)}`);
  const longTasks = items('long-tasks').slice(0, 5).map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(item.duration)} at ${ms(item.startTime)}`);
  console.log(`  profile ${pagePath}`);
  console.log(`    main thread: ${work.join(', ')}`);
  console.log(`    costliest scripts: ${scripts.join('; ')}`);
  console.log(`    LCP element: ${element}${phases.length ? ` — ${phases.join(', ')}` : ''}`);
  console.log(`    long tasks: ${longTasks.join('; ') || 'none'}`);
}

let server = null;
const rows = [];
let measured = 0;
try {
  let baseURL = option('url');
  if (!baseURL) {
    server = await startBuiltServer({ port });
    baseURL = server.baseURL;
  }
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, performance only, ${runs} run(s) per page, ${chromePath}, ${baseURL}\n`);
  for (const page of pages) {
    const results = [];
    const errors = [];
    for (let i = 0; i < runs; i += 1) {
      try {
        const r = await measure(page, baseURL);
        results.push(r);
        console.log(
          `${page.path.padEnd(24)} run ${i + 1}: score ${r.score.toFixed(2)}  FCP ${r.fcp.toFixed(1)} s  LCP ${r.lcp.toFixed(1)} s  TBT ${r.tbt.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}  → ${r.finalUrl}` +
            (r.note ? `  [${r.note}]` : ''),
        );
        for (const warning of r.warnings) console.log(`    warning: ${warning}`);
      } catch (error) {
        errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
        console.log(`${page.path.padEnd(24)} run ${i + 1}: failed: ${errors.at(-1)}`);
      }
    }
    const figure = `${page.figure} (median of ${results.length})`;
    const goal = `≥ ${SCORE_GOAL}${page.lcpGoal ? `; LCP ≤ ${LCP_GOAL_S} s` : ''}; CLS ≤ ${CLS_GOAL}`;
    if (results.length === 0) {
      rows.push(row(page.figure, `not measured: ${errors[0]}`, goal, null));
      continue;
    }
    measured += 1;
    const m = (key) => median(results.map((r) => r[key]));
    const score = m('score');
    const lcp = m('lcp');
    const cls = m('cls');
    const met = score >= SCORE_GOAL && cls <= CLS_GOAL && (!page.lcpGoal || lcp <= LCP_GOAL_S);
    const notes = [...new Set(results.map((r) => r.note).filter(Boolean))];
    const now = `${score.toFixed(2)}; LCP ${lcp.toFixed(1)} s; TBT ${m('tbt').toFixed(0)} ms; CLS ${cls.toFixed(2)}${notes.length ? ` (${notes.join('; ')})` : ''}`;
    console.log(`${page.path.padEnd(24)} median: ${now}\n`);
    rows.push(row(figure, now, goal, met));
  }
} catch (error) {
  console.error(`lighthouse bench failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const page of pages) if (!rows.some((r) => r.figure.startsWith(page.figure))) rows.push(row(page.figure, `not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, '', null));
} finally {
  await server?.stop();
}
if (!args.includes('--json')) {
  console.log('| figure | now | goal | met |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.figure} | ${r.now} | ${r.goal} | ${r.met === null ? '' : r.met ? '✓' : '✗'} |`);
}
printBenchResult(rows);
process.exitCode = measured > 0 ? 0 : 1;
