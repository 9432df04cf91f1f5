import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/**
 * The lazy chunks that are a page or an overlay (a screen's index, the page routes, the order area):
 * a screen's dynamic import preloads every JavaScript chunk it needs at once, so opening it costs one
 * round trip, not one per level of its imports (a deep screen has ten), each behind whatever else the
 * page is fetching. Filled from the bundle before Vite writes the preload lists (build below). Kiosk
 * mode is left out: its list would sit in the entry every visitor loads, for a tablet that has it all
 * cached after its first start.
 */
const SCREEN_MODULE = /[\\/]src[\\/](screens[\\/][^\\/]+[\\/]index\.tsx|app[\\/](page-routes|OrderArea)\.tsx)$/;
const screenChunks = new Set<string>();
/** A lazy string file, `src/i18n/locales/<language>.<section>.json`, grouped as `strings-<language>`. */
const STRINGS_FILE = /[\\/]src[\\/]i18n[\\/]locales[\\/]([\w-]+)\.[\w~]+\.json$/;
const stringsGroup = (id: string) => {
  const language = STRINGS_FILE.exec(id)?.[1];
  return language ? `strings-${language}` : null;
};

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
    {
      name: 'screen-chunks',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          screenChunks.clear();
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.facadeModuleId && SCREEN_MODULE.test(chunk.facadeModuleId)) {
              screenChunks.add(chunk.fileName);
            }
          }
          if (screenChunks.size === 0) throw new Error('screen-chunks: no lazy screen chunk in the bundle');
        },
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
  // react-i18next's shim for React 17's missing hook: React 19 has it (src/app/sync-external-store.ts).
  resolve: { alias: { 'use-sync-external-store/shim': fileURLToPath(new URL('./src/app/sync-external-store.ts', import.meta.url)) } },
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
    // Issue 18: only a screen's import hints its JavaScript imports with <link rel=modulepreload> (see
    // screenChunks). The background duties' imports do not: the helper appended one link per import,
    // about a hundred on a first visit, and on a phone those insertions cost a third of the page's
    // blocking time, for chunks no screen waits on. A chunk's stylesheets are always loaded ahead of
    // it, so nothing paints unstyled.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (screenChunks.has(file) ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
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
          // A language's screen strings (src/i18n: every section file loads together, when the first
          // screen wants its strings) are one chunk per language, not forty files of 1 KB each that
          // would queue ahead of the screen's own chunks.
          groups: [
            { name: 'first-paint', tags: ['$initial'], priority: 2 },
            { name: (id) => stringsGroup(id), test: STRINGS_FILE, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(apiPaths.map((p) => [p, `http://localhost:${apiPort}`])),
  },
});
