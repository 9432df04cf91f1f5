import type { Plugin } from 'vite';
import { generateArt } from './generate';

/**
 * Emits the product art (scripts/art/generate.ts) with the build, so `vite build` alone — as
 * `npm run build`, `npm start` and the e2e server run it — always ships a picture for every seeded
 * product and deal, and the service worker's precache manifest (globPatterns '**\/*.svg') lists them:
 * menus look right offline. In `vite dev` the same pictures are answered from memory.
 */
export function productArt(): Plugin {
  let files: Map<string, string> | null = null;
  const art = () => (files ??= generateArt());
  return {
    name: 'product-art',
    generateBundle() {
      for (const [url, svg] of art()) this.emitFile({ type: 'asset', fileName: url.slice(1), source: svg });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const svg = request.url ? art().get(request.url.split('?')[0]!) : undefined;
        if (!svg) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(svg);
      });
    },
  };
}
