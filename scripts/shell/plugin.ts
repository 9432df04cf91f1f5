import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Prerenders the app shell (src/app/StaticShell.tsx) with React 19's static API (react-dom/static
 * prerenderToNodeStream) and puts it inside index.html's #root at build time (issue 18): the first
 * paint needs the CSS only, and the service worker's precached index.html (every navigation) paints
 * it offline at once. One file serves every market: the shell has no market-specific content (its two
 * labels follow index.html's language), and what differs (hut, language, kiosk) comes from Dexie on the
 * client, whose first render replaces the shell without moving anything (a placeholder, not hydrated).
 * The component is bundled with esbuild (CommonJS, React inside) into a temporary file, so the
 * Vite config needs no JSX loader of its own.
 */
export function prerenderedShell(): Plugin {
  return {
    name: 'prerendered-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const shell = await renderShell();
        if (!html.includes('<div id="root"></div>')) throw new Error('prerendered-shell: index.html has no empty <div id="root"></div>');
        return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
      },
    },
  };
}

interface ShellModule {
  render(labels: { homeLabel: string; loadingLabel: string }): Promise<string>;
}

async function renderShell(): Promise<string> {
  const strings = JSON.parse(await readFile(path.join(root, 'src/i18n/locales/en.json'), 'utf8')) as {
    header: { home: string };
    loader: { loading: string };
  };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shell-'));
  try {
    const file = path.join(dir, 'shell.cjs');
    await build({
      stdin: {
        contents: `
          import { createElement } from 'react';
          import { prerenderToNodeStream } from 'react-dom/static';
          import { StaticShell } from './src/app/StaticShell.tsx';
          export async function render(labels) {
            const { prelude } = await prerenderToNodeStream(createElement(StaticShell, labels));
            let html = '';
            for await (const chunk of prelude) html += chunk;
            return html;
          }`,
        resolveDir: root,
        loader: 'tsx',
      },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      outfile: file,
      logLevel: 'warning',
    });
    const shell = createRequire(import.meta.url)(file) as ShellModule;
    return await shell.render({ homeLabel: strings.header.home, loadingLabel: strings.loader.loading });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
