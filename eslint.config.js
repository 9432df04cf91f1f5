// ESLint flat config. Besides typescript-eslint's recommended rules and the React hooks rules, it
// draws the import graph of ../shared/ARCHITECTURE.md, so a shortcut that breaks the design fails
// `npm run lint` instead of waiting for a reviewer:
//   - no import cycles anywhere in src/ or server/ (`import-x/no-cycle`; the plugin does not follow
//     `import type`, so type-only cycles are kept out by review);
//   - src/domain is pure TypeScript: from packages only zod and libphonenumber-js; no React, jotai,
//     Dexie, i18n, Workbox, DOM, fetch, process or node built-ins; nothing from src/ outside
//     src/domain and nothing from server/ (the page, the worker and the server share it);
//   - the lower layers (domain, api, db, workers, sw, i18n, components, atoms, log) never import
//     src/screens or src/app; src/api never imports src/atoms (the client is handed what it needs);
//   - a screen never imports another screen (src/screens/<a> -/-> src/screens/<b>);
//   - nothing in src/ touches localStorage or sessionStorage (product state lives in IndexedDB);
//   - server/ imports no React, and from src/ only the contract (src/api/contract), src/domain and the translation files (src/i18n/locales, data).
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Packages that belong to the UI or the browser, never to pure code or the server. */
const uiPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  'dexie',
  'i18next',
  'react-i18next',
  'comlink',
];

/** `react` and `react/jsx-runtime`, `workbox-*` and so on: each package and its sub-paths. */
const packagePatterns = (names) => names.flatMap((name) => [name, `${name}/*`]);

/** Browser-only globals that pure domain code must receive as arguments instead. */
const domGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'fetch',
  'indexedDB',
  'location',
];

const storageMessage =
  'Product state lives in IndexedDB (src/db, via the atoms in src/atoms), never in Web Storage.';
const restrictedGlobal = (message) => (name) => ({ name, message });

/** Same rule, reached through a property: `window.localStorage`, `globalThis.sessionStorage`. */
const storageProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: storageMessage })),
);

/**
 * One zone per screen folder: files in src/screens/<a> may import anything under src/screens/<a>
 * but nothing else under src/screens. Read at config load, so a new screen is covered without an
 * edit here.
 */
function screenZones() {
  const screensDir = path.join(root, 'src/screens');
  let entries = [];
  try {
    entries = fs.readdirSync(screensDir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/screens/${name}`,
      from: './src/screens',
      except: [`./${name}`],
      message: 'Screens never import each other: move what they share to src/components, src/atoms or src/domain.',
    }));
}

/** The layers below the screens: they never reach up into src/screens or src/app. */
const lowerLayers = ['domain', 'api', 'db', 'workers', 'sw', 'i18n', 'components', 'atoms', 'log'];

/** Every import direction the design forbids, as one zone list (each zone says whom it binds). */
const zones = [
  ...lowerLayers.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/screens', './src/app'],
    message: `src/${layer} sits below the screens and the app shell: pass what it needs in (a prop, an argument) or move the shared piece down.`,
  })),
  {
    target: './src/api',
    from: './src/atoms',
    message: 'src/api never reads atoms: the atoms layer hands the client what it needs (an argument or a setter called at start-up).',
  },
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain imports nothing from the rest of src/ (data flows one way).',
  },
  {
    target: './src/domain',
    from: './server',
    message: 'src/domain is shared by page, worker and server: it imports nothing from server/.',
  },
  {
    target: './server',
    from: './src',
    // The translation files are data: the sandbox's wallet sheet speaks the hut's language from them (13-G19).
    except: ['./api/contract', './domain', './i18n/locales'],
    message: 'The server imports from src/ only the contract (src/api/contract), src/domain and the translation files.',
  },
  {
    target: './src/screens',
    from: './src/app',
    message: 'Screens never import the app shell: the app passes what a screen renders in as a prop or slot.',
  },
  ...screenZones(),
];

/** Node's built-in modules, prefixed (`node:fs`) or bare (`fs`, `fs/promises`). */
const nodeBuiltin = `^(?:node:|(?:${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(?:/|$))`;

/** The only packages src/domain may import (and their sub-paths); relative imports stay inside domain. */
const domainPackages = ['zod', 'libphonenumber-js'];
/** Any bare specifier that is not one of domainPackages (or a sub-path of one). */
const notAllowedInDomain = `^(?!\\.{1,2}/|(?:${domainPackages.join('|')})(?:/|$))`;

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'dev-dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'blob-report/',
      '.e2e-data/',
      'data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Which files the plugin parses to follow imports (no-cycle reads the imported file's own
      // imports): TypeScript files too, with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      // Resolves relative TypeScript imports (also `./x.js` and `./x.ts` spellings) so that the
      // path rules below see real files.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Where code runs decides which globals exist.
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/workers/**/*.ts'],
    languageOptions: { globals: { ...globals.worker } },
  },

  // React components and hooks.
  {
    files: ['**/*.tsx', 'src/**/use-*.ts', 'src/**/use[A-Z]*.ts'],
    ...reactHooks.configs.flat.recommended,
  },

  // Everywhere in src/: no Web Storage.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...['localStorage', 'sessionStorage'].map(restrictedGlobal(storageMessage))],
      'no-restricted-properties': ['error', ...storageProperties],
    },
  },

  // src/domain: pure TypeScript shared by page, worker and server.
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: packagePatterns(uiPackages),
              message: 'src/domain is pure TypeScript: no React, routing, state, storage or i18n.',
            },
            {
              group: ['workbox-*', 'workbox-*/*', 'virtual:pwa-register', 'virtual:pwa-register/*'],
              message: 'src/domain is pure TypeScript: the service worker imports it, not the other way round.',
            },
            {
              regex: nodeBuiltin,
              message: 'src/domain runs in the page and the worker too: no node built-ins.',
            },
            {
              regex: notAllowedInDomain,
              message: `src/domain imports only these packages: ${domainPackages.join(', ')}.`,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[...domGlobals, 'process'].map(
          restrictedGlobal('src/domain runs in the page, the worker and the server: take what you need as an argument.'),
        ),
      ],
      'no-restricted-properties': [
        'error',
        ...storageProperties,
        ...['globalThis', 'window', 'self'].map((object) => ({
          object,
          property: 'process',
          message: 'src/domain reads no environment: take what you need as an argument.',
        })),
      ],
    },
  },

  // The whole graph: no cycles, and the zones above (layers, screens, domain, server).
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,mts,js,mjs}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },

  // The server: no React; from src/ only the shared contract and the pure domain.
  {
    files: ['server/**/*.{ts,mts,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: packagePatterns([...uiPackages, 'workbox-window']),
              message: 'The server does not run UI code.',
            },
          ],
        },
      ],
    },
  },

  // Tests may use empty stubs and non-null assertions on fixtures.
  {
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
);
