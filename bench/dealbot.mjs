#!/usr/bin/env node
// `npm run bench:dealbot`: bundles bench/dealbot-bench.mjs (the bench; its options are described
// there) with the sources it imports, as the dealbot ships: esbuild bundles the server
// (scripts/server-bundle.mjs) and Vite the basket worker, neither keeping function names. Under tsx
// every function would be wrapped in a naming helper the product never runs. The bundle goes to
// node_modules/.cache/bench-dealbot/ (so its packages, HiGHS, resolve) and runs in a fresh Node with
// this script's arguments; its exit code is this script's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'node_modules/.cache/bench-dealbot/dealbot-bench.mjs');
await build({
  entryPoints: [path.join(root, 'bench/dealbot-bench.mjs')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
