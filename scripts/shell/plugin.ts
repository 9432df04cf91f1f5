import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { CONSENT_HINT_SCRIPT } from '../../src/domain/analytics/consent';
import type { StaticShellLabels } from '../../src/app/StaticShell';

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
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_SCRIPT });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const shell = await renderShell();
        html = startAfterFirstPaint(html, context.chunk);
        if (!html.includes('<div id="root"></div>')) throw new Error('prerendered-shell: index.html has no empty <div id="root"></div>');
        if (!html.includes('</head>')) throw new Error('prerendered-shell: index.html has no </head>');
        // The consent hint (src/domain/analytics/consent.ts), run before the shell paints; its hash is in
        // the server's Content-Security-Policy.
        return html
          .replace('</head>', `<script>${CONSENT_HINT_SCRIPT}</script></head>`)
          .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
      },
    },
  };
}

/**
 * The page's first script (issue 18). With the app's entry as a plain module script, the browser
 * evaluates it as soon as the page is parsed and the file has arrived (it usually has), and paints
 * nothing until React has rendered: the prerendered shell would never be seen, and the first
 * contentful paint would wait for all of the entry. This starts the app once the shell's first
 * contentful frame is on screen. For a new visitor, whose largest text is the shell's consent banner,
 * that is when the browser reports the frame's largest-contentful-paint entry (it does so when the
 * frame is presented, and drops a candidate whose node has left the document by then, as React's first
 * render would make it). Otherwise, and where the browser has no such entries, two animation frames.
 * A hidden tab paints nothing: the app starts there at once; and a timer makes sure it starts.
 * A file, not an inline script (the Content-Security-Policy), named by its content's hash like every
 * other asset.
 */
const BOOT_SCRIPT = `let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(document.querySelector('script[data-app-entry]').dataset.appEntry);
};
const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
const banner = !document.documentElement.classList.contains('consent-answered');
if (document.visibilityState === 'hidden') start();
else if (banner && types.includes('largest-contentful-paint'))
  new PerformanceObserver((list, observer) => { observer.disconnect(); setTimeout(start, 0); }).observe({ type: 'largest-contentful-paint', buffered: true });
else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
setTimeout(start, 1000);
`;
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SCRIPT).digest('base64url').slice(0, 8)}.js`;

/**
 * index.html's entry script becomes the boot script, which names the entry (data-app-entry). The entry
 * is fetched when boot imports it, after the first paint, not hinted before: on a slow network the
 * stylesheet and the shell get the bandwidth first, and the first paint waits for nothing but them.
 * From the second visit on, the service worker answers both from its cache at once.
 */
function startAfterFirstPaint(html: string, entry: IndexHtmlTransformContext['chunk']): string {
  if (!entry) throw new Error('prerendered-shell: index.html has no entry chunk');
  const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
  if (!html.includes(tag)) throw new Error(`prerendered-shell: index.html has no ${tag}`);
  return html.replace(tag, `<script type="module" crossorigin src="/${BOOT_FILE}" data-app-entry="/${entry.fileName}"></script>`);
}

interface ShellModule {
  render(labels: StaticShellLabels): Promise<string>;
}

async function renderShell(): Promise<string> {
  const strings = JSON.parse(await readFile(path.join(root, 'src/i18n/locales/en.json'), 'utf8')) as {
    header: { home: string };
    loader: { loading: string };
  };
  const consent = JSON.parse(await readFile(path.join(root, 'src/i18n/locales/en.consent.json'), 'utf8')) as StaticShellLabels['consent'];
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
    return await shell.render({ homeLabel: strings.header.home, loadingLabel: strings.loader.loading, consent });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
