#!/usr/bin/env node
// `npm run bench:bundle`: how much JavaScript the home route loads before it is interactive.
// Builds the app (skip with --no-build), then follows dist/.vite/manifest.json from the entry
// chunk of index.html through its static imports, adds the lazily loaded home screen chunk and
// its static imports, and gzips each file (level 9, as a CDN would). Figures, not a test: it
// exits 0 whatever the size, and 1 only when the build or the manifest is missing.
// Options: --no-build; --home=<source path of the home screen> (default src/screens/home/index.tsx);
// --dist=<folder> to build into and measure another folder than dist/; --json (bench protocol:
// BENCH_RESULT line last, see bench/support/bench-result.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { printBenchResult, row } from './support/bench-result.mjs';

const BUDGET_KB = 120;
const REACT_FLOOR_KB = 69;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = path.resolve(root, option('dist') ?? 'dist');
const homeKey = option('home') ?? 'src/screens/home/index.tsx';

if (!args.includes('--no-build')) {
  console.log('building with vite build …\n');
  const build = spawnSync('npx', ['vite', 'build', ...(option('dist') ? ['--outDir', dist, '--emptyOutDir'] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('\nvite build failed: no figures.');
    process.exit(1);
  }
  console.log('');
}

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${path.relative(root, manifestPath)} is missing: build first (or drop --no-build); build.manifest must be on.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

// Sizes in kB of 1000 bytes, as `vite build` prints them.
const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => kb(bytes).toFixed(1).padStart(8);
const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const content = fs.readFileSync(path.join(dist, file));
    sizeCache.set(file, { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

/** The chunk and, recursively, every chunk it imports statically (what the browser must fetch). */
function withStaticImports(key, into = new Map()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.set(chunk.file, key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

// The entry: the manifest's entry for index.html, cross-checked with the module script in the built page.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const pageScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)].map((m) => m[1]);
const entryKey =
  Object.keys(manifest).find((key) => manifest[key].isEntry && pageScripts.includes(manifest[key].file)) ??
  Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) {
  console.error('no entry chunk for index.html in the manifest');
  process.exit(1);
}

const beforeInteractive = withStaticImports(entryKey);
const fromEntry = beforeInteractive.size;
const homeFound = Boolean(manifest[homeKey]);
if (homeFound) withStaticImports(homeKey, beforeInteractive);

const rows = [...beforeInteractive.entries()].map(([file, key]) => ({
  file,
  why: key === entryKey ? 'entry' : key === homeKey ? 'home screen' : manifest[key].isDynamicEntry ? 'lazy' : 'import',
  ...sizes(file),
}));
// The page's own first script (issue 18: src/main.tsx's entry is imported by a small boot file,
// scripts/shell/plugin.ts), which is an asset of the build, not a chunk of the manifest.
for (const file of pageScripts.filter((script) => !beforeInteractive.has(script))) rows.unshift({ file, why: 'boot', ...sizes(file) });

const nameWidth = Math.max(40, ...rows.map((r) => r.file.length));
const line = (file, why, raw, gzip) => `${file.padEnd(nameWidth)}  ${why.padEnd(11)} ${raw} ${gzip}`;
console.log('JS the home route (/) loads before it is interactive');
console.log(line('file', 'why', '  raw kB', ' gzip kB'));
for (const r of rows) console.log(line(r.file, r.why, fmt(r.raw), fmt(r.gzip)));
const totalRaw = rows.reduce((sum, r) => sum + r.raw, 0);
const totalGzip = rows.reduce((sum, r) => sum + r.gzip, 0);
console.log(line('total', '', fmt(totalRaw), fmt(totalGzip)));
console.log(
  `\n${rows.length} files: ${fromEntry} from the entry's static imports` +
    (homeFound ? `, ${rows.length - fromEntry} more for the home screen` : ''),
);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]);
const uncounted = preloads.filter((file) => !beforeInteractive.has(file));
if (uncounted.length > 0) console.log(`note: index.html also preloads ${uncounted.join(', ')} (not counted above)`);
if (!homeFound) {
  console.log(`note: ${homeKey} is not a chunk of its own in the manifest (not lazily loaded, or another path): counted the entry only.`);
}
const over = kb(totalGzip) > BUDGET_KB ? ` — OVER BUDGET by ${(kb(totalGzip) - BUDGET_KB).toFixed(1)} KB` : '';
console.log(
  `\nhome route JS before interactive: ${kb(totalGzip).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, React floor ~${REACT_FLOOR_KB} KB)${over}`,
);

// Context: every JS file the build produced, and the largest ones loaded later.
const assetsDir = path.join(dist, 'assets');
const allJs = fs
  .readdirSync(assetsDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ file: `assets/${name}`, ...sizes(`assets/${name}`) }));
const allRaw = allJs.reduce((sum, f) => sum + f.raw, 0);
const allGzip = allJs.reduce((sum, f) => sum + f.gzip, 0);
console.log(
  `\nall JS in dist/assets: ${allJs.length} files, ${kb(allRaw).toFixed(1)} KB raw, ${kb(allGzip).toFixed(1)} KB gzip`,
);

const sourceOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.src ?? chunk.name ?? '']));
const lazy = allJs.filter((f) => !beforeInteractive.has(f.file)).sort((a, b) => b.gzip - a.gzip).slice(0, 8);
if (lazy.length > 0) {
  console.log('largest chunks loaded later:');
  console.log(`${line('file', '', '  raw kB', ' gzip kB')}  source`);
  for (const f of lazy) console.log(line(f.file, '', fmt(f.raw), fmt(f.gzip)) + `  ${sourceOf.get(f.file) ?? ''}`);
}
if (fs.existsSync(path.join(dist, 'sw.js'))) {
  const sw = sizes('sw.js');
  console.log(`\nservice worker sw.js: ${kb(sw.raw).toFixed(1)} KB raw, ${kb(sw.gzip).toFixed(1)} KB gzip (installed after load)`);
}

printBenchResult([
  row(
    'home route JS before interactive',
    `${kb(totalGzip).toFixed(1)} KB gzip`,
    `≤ ${BUDGET_KB} KB`,
    kb(totalGzip) <= BUDGET_KB,
  ),
]);
