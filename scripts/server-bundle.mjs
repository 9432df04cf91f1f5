// The server's esbuild bundle, one set of options for `npm start`'s build (scripts/build-server.mjs)
// and for the benches that bundle the server from source (bench/support/start-server.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles the server and the deal optimiser's worker thread into `outdir` as main.mjs and
 * optimiser-worker.mjs (server/services/optimiser-pool.ts loads the worker from beside main.mjs;
 * without it the server refuses to start). npm packages stay external: `outdir` must sit inside the
 * project so they resolve from its node_modules.
 */
export async function bundleServer(outdir, { sourcemap = false } = {}) {
  await build({
    entryPoints: {
      main: path.join(root, 'server/main.ts'),
      'optimiser-worker': path.join(root, 'server/services/optimiser-worker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap,
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.mjs');
}
