/* global window */
// Measures cumulative layout shift on a few pages opened by a new visitor (fresh context, 390×844):
// each shift with the elements that moved, so a shift can be traced to its cause.
// Usage: node bench/cls.mjs [--base http://localhost:8631] [--json]
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'http://localhost:8631';
const json = args.includes('--json');
const pages = ['/', '/order/pizzas/', '/basket/'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const rows = [];
for (const path of pages) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => {
            const n = s.node;
            const name = n ? (n.nodeType === 1 ? `${n.tagName.toLowerCase()}${n.id ? '#' + n.id : ''}${n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\s+/).join('.') : ''}` : '#text') : '?';
            return `${name} ${JSON.stringify(s.previousRect.toJSON?.() ?? {})}→${JSON.stringify(s.currentRect.toJSON?.() ?? {})}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const shifts = await page.evaluate(() => window.__shifts);
  const cls = shifts.reduce((s, e) => s + e.value, 0);
  rows.push({ figure: `CLS ${path} (new visitor, 390×844)`, now: cls.toFixed(3), goal: '≤ 0.05', met: cls <= 0.05 });
  if (!json) {
    console.log(`${path} → ${page.url()}  CLS ${cls.toFixed(3)}`);
    for (const s of shifts) console.log(`  ${s.value.toFixed(3)} @${s.at}ms\n    ${s.sources.join('\n    ')}`);
  }
  await context.close();
}
await browser.close();
if (json) console.log(`BENCH_RESULT ${JSON.stringify({ rows })}`);
