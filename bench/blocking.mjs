#!/usr/bin/env node
/* global window */
// `npm run bench:blocking`: the main thread's blocking time of the three Lighthouse pages, as the page
// itself reports it under a real 4× CPU slowdown (Chromium's Emulation.setCPUThrottlingRate), beside
// Lighthouse's simulated figure. Lighthouse records its trace unthrottled and scales it, so on a
// 2-core machine that also runs the store API its TBT moves with whatever else ran in that moment
// (one run of `/`: 0.76, 0.90, 0.77); this one slows the page's own CPU, and is the A/B tool for a
// main-thread change. Per load: the sum over 50 ms of every long task (the `longtask` observer) in
// the first 9 s, and the longest task. Pages, at 412×823 like Lighthouse's phone:
//   - `/` and `/order/pizzas/` as a new visitor (a fresh context);
//   - the basket: `/order/pizzas/#basket` for a returning customer (bench/support/seed-basket.mjs,
//     then a fresh load of the page with the service worker, caches and Dexie warm).
// Usage: node bench/blocking.mjs [--base http://localhost:8621] [--runs=3 | --quick] [--json].
// Start the built server first (npm run bench starts it). Figures, not a test: exits 0 unless no
// page could be measured.
import { chromium } from '@playwright/test';
import { printBenchResult, row } from './support/bench-result.mjs';
import { seedBasket } from './support/seed-basket.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'http://localhost:8621';
const runs = Number(option('runs') ?? (args.includes('--quick') ? 1 : 3));
const SLOWDOWN = 4;
const WINDOW_MS = 9_000;

const pages = [
  { figure: 'blocking time at a real 4× CPU, `/` (new visitor)', path: '/' },
  { figure: 'blocking time at a real 4× CPU, /order/pizzas/ (new visitor)', path: '/order/pizzas/' },
  { figure: 'blocking time at a real 4× CPU, the basket (returning customer)', path: '/order/pizzas/#basket', seed: true },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function load(browser, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const tab = await context.newPage();
    if (page.seed) {
      const { added, shown } = await seedBasket(tab, base);
      if (shown !== added) throw new Error(`seeded ${added} lines, ${shown} shown after a reload`);
      await tab.goto('about:blank');
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await tab.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await tab.goto(base + page.path, { waitUntil: 'load' });
    await tab.waitForTimeout(WINDOW_MS);
    const tasks = await tab.evaluate(() => window.__longTasks);
    return { blocking: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)), longest: Math.round(Math.max(0, ...tasks)), count: tasks.length };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
let measured = 0;
try {
  console.log(`main-thread blocking at a real ${SLOWDOWN}× CPU, first ${WINDOW_MS / 1000} s, ${runs} load(s) per page, ${base}\n`);
  // One load not counted: the browser process's own start (its first page paid ~1 s more here).
  await load(browser, pages[0]);
  for (const page of pages) {
    try {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await load(browser, page));
      const blocking = median(results.map((result) => result.blocking));
      const longest = median(results.map((result) => result.longest));
      console.log(`${page.path.padEnd(24)} blocking ${String(blocking).padStart(5)} ms median, longest task ${longest} ms  (runs: ${results.map((r) => `${r.blocking} ms / ${r.count} tasks`).join('; ')})`);
      rows.push(row(page.figure, `${blocking} ms (median of ${runs}; longest task ${longest} ms)`));
      measured += 1;
    } catch (error) {
      const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`${page.path.padEnd(24)} not measured: ${why}`);
      rows.push(row(page.figure, `not measured: ${why}`));
    }
  }
} finally {
  await browser.close();
}
printBenchResult(rows);
process.exit(measured > 0 ? 0 : 1);
