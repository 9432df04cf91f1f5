// Bundle budget: the home page gets 120 KB of gzipped JS and React takes ~69 KB, so Dexie (~28 KB)
// and zod (~15 KB) must stay out of everything first paint imports. They are reached lazily only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');
const FORBIDDEN = /^(dexie|zod)(\/|$)/;
// `import x from`, `import { a, type B } from`, `export { a } from`, `import 'side-effect'`; not
// `import type`/`export type` (erased) and not `import('…')` (a lazy chunk).
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** The packages reachable from `entry` through static imports, each with the chain that reaches it. */
function forbiddenImports(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next) visit(next, [...chain, relative(SRC, next)]);
      } else if (FORBIDDEN.test(specifier)) {
        found.push([...chain, specifier].join(' → '));
      }
    }
  };
  visit(entry, [relative(SRC, entry)]);
  return found;
}

// Action modules that nothing reaches statically from first paint: every caller outside the lazy screens
// goes through import() (the home route check below would catch a static path from main.tsx).
const LOADED_ON_USE = new Set(['account-session.ts', 'order-account.ts']);
const atomFiles = readdirSync(resolve(SRC, 'atoms'))
  .filter((name) => /\.tsx?$/.test(name) && !LOADED_ON_USE.has(name))
  .map((name) => resolve(SRC, 'atoms', name));
const firstPaintApi = ['log/logger.ts', 'log/trace-id.ts', 'api/http-error.ts', 'api/retry.ts'].map((name) => resolve(SRC, name));
// The start-up module and the home screen: everything they reach statically is on the home route's
// interactive path (bench/bundle.mjs measures it).
const homeRoute = [resolve(SRC, 'main.tsx'), resolve(SRC, 'screens/home/index.tsx')];

describe('first paint does not load Dexie or zod', () => {
  it.each([...atomFiles, ...firstPaintApi, ...homeRoute].map((file) => [relative(SRC, file), file]))('%s', (_name, file) => {
    expect(forbiddenImports(file)).toEqual([]);
  });

  // The basket worker downloads on the first basket change: the pricing engine and the dealbot need
  // no schema or market record (money rounding is in its own module), so the worker carries neither.
  it('the basket worker (worker/basket-engine.ts and all it reaches)', () => {
    expect(forbiddenImports(resolve(SRC, 'workers/basket.worker.ts'))).toEqual([]);
  });

  it('the check itself sees static imports, also through other modules', () => {
    expect(forbiddenImports(resolve(SRC, 'db/records.ts'))).toEqual([
      'db/records.ts → db/records/basket.ts → zod',
      'db/records.ts → db/records/session.ts → zod',
      'db/records.ts → db/records/session.ts → api/contract/hut.ts → zod',
      'db/records.ts → db/records/session.ts → api/contract/hut.ts → api/contract/common.ts → zod',
      'db/records.ts → db/records/session.ts → api/contract/hut.ts → api/contract/common.ts → api/contract/text.ts → zod',
      'db/records.ts → db/records/settings.ts → zod',
      'db/records.ts → db/records/checkout.ts → zod',
    ]);
    expect(forbiddenImports(resolve(SRC, 'db/slices.ts'))).toEqual([
      'db/slices.ts → db/records.ts → db/records/basket.ts → zod',
      'db/slices.ts → db/records.ts → db/records/session.ts → zod',
      'db/slices.ts → db/records.ts → db/records/session.ts → api/contract/hut.ts → zod',
      'db/slices.ts → db/records.ts → db/records/session.ts → api/contract/hut.ts → api/contract/common.ts → zod',
      'db/slices.ts → db/records.ts → db/records/session.ts → api/contract/hut.ts → api/contract/common.ts → api/contract/text.ts → zod',
      'db/slices.ts → db/records.ts → db/records/settings.ts → zod',
      'db/slices.ts → db/records.ts → db/records/checkout.ts → zod',
      'db/slices.ts → db/session.ts → zod',
      'db/slices.ts → db/session.ts → api/contract/account-records.ts → zod',
    ]);
    // Issue 18: reading the database needs Dexie only; the slices' schemas (zod) load with the first
    // stored record to check, so a new visitor's start builds no schema.
    expect(forbiddenImports(resolve(SRC, 'db/persist.ts'))).toEqual(['db/persist.ts → db/database.ts → dexie']);
  });
});
