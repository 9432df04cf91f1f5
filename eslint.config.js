// ESLint flat config. Besides typescript-eslint's recommended rules and the React hooks rules, it
// enforces the import directions of ../shared/ARCHITECTURE.md, so a shortcut that breaks the design
// fails `npm run lint` instead of waiting for a reviewer:
//   - src/domain is pure TypeScript: no React, jotai, Dexie, i18n, Workbox, DOM or fetch, and
//     nothing from src/ outside src/domain (the page, the worker and the server share it);
//   - a screen never imports another screen (src/screens/<a> -/-> src/screens/<b>);
//   - nothing in src/ touches localStorage or sessionStorage (product state lives in IndexedDB);
//   - server/ imports no React, and from src/ only the contract (src/api/contract) and src/domain.
import fs from 'node:fs';
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
 * edit here; with no screens yet there are no zones (the rule needs at least one).
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

const zones = screenZones();

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
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...domGlobals.map(
          restrictedGlobal('src/domain runs in the page, the worker and the server: take what you need as an argument.'),
        ),
      ],
      'no-restricted-properties': ['error', ...storageProperties],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'src/domain imports nothing from the rest of src/ (data flows one way).',
            },
          ],
        },
      ],
    },
  },

  // Screens never import each other.
  ...(zones.length > 0
    ? [
        {
          files: ['src/screens/**/*.{ts,tsx}'],
          rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
        },
      ]
    : []),

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
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './server',
              from: './src',
              except: ['./api/contract', './domain'],
              message: 'The server imports from src/ only the contract (src/api/contract) and src/domain.',
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
