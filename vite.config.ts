import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { productArt } from './scripts/art/plugin';
import { prerenderedShell } from './scripts/shell/plugin';

/** The release hash the running page compares with GET /RELEASE_HASH.txt (spec 3 §9.2). */
function releaseHash(): string {
  if (process.env.RELEASE_HASH) return process.env.RELEASE_HASH;
  try {
    return execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return `local-${Date.now().toString(36)}`;
  }
}

const release = releaseHash();

const apiPort = Number(process.env.API_PORT ?? 8081);
const apiPaths = ['/v1', '/v2', '/health', '/RELEASE_HASH.txt', '/dev', '/log'];

export default defineConfig({
  define: {
    __RELEASE_HASH__: JSON.stringify(release),
  },
  plugins: [
    react(),
    {
      // The server answers GET /RELEASE_HASH.txt from this file, so page and server agree on one value.
      name: 'release-hash',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'RELEASE_HASH.txt', source: `${release}\n` });
      },
    },
    // Every product and deal picture, drawn at build time and precached below (issue 13, 10-G18).
    productArt(),
    // The app shell in index.html's #root, painted before any JavaScript (issue 18).
    prerenderedShell(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The page registers the worker itself (src/app/register-sw.ts) with workbox-window,
      // so no inline script is injected: the Content-Security-Policy forbids inline scripts.
      injectRegister: false,
      // public/manifest.webmanifest is the one source of the manifest; the plugin must not write another.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        globIgnores: ['**/RELEASE_HASH.txt', '**/*.map'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  // The basket worker is an ES module (created with type 'module'): what it rarely needs, the HiGHS
  // solver of the dealbot's largest baskets, splits into a chunk it loads on demand.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // bench/bundle.mjs reads the manifest to follow what the home route loads.
    manifest: true,
    // Every browser the app targets preloads modules natively; the polyfill would only weigh on first paint.
    // A lazy chunk's JavaScript imports are not hinted with <link rel=modulepreload> either (issue 18):
    // the helper appended one link per import, about a hundred on a first visit, and on a phone those
    // insertions cost a third of the page's blocking time; the browser follows the imports itself. A
    // chunk's stylesheets are still loaded ahead of it, so a screen never paints unstyled.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: the entry carries every chunk's file name in its
        // preload map (about ninety), and names only help a reader, who has the source maps and the
        // build manifest (bench/bundle.mjs prints each chunk's source from it).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry imports statically loads before the first paint anyway: one chunk
          // (the entry's own) instead of fifteen small shared ones saves each one's overhead (issue 2).
          // '$initial' captures only that static graph, so lazy routes stay in their own chunks.
          groups: [{ name: 'first-paint', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(apiPaths.map((p) => [p, `http://localhost:${apiPort}`])),
  },
});
