import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { pricingCatalogueGeneration } from './pricing-catalogue';

/**
 * The catalogue version the answer cache (server/http/answer-cache.ts) validates against: the number
 * migration 0027's triggers bump on every write to a catalogue or hut table, whichever process or
 * person writes it.
 *
 * The bound, stated: this process re-reads the row at most once per `maxAgeMs` (default 1 s), so a
 * change made elsewhere (another API process on the same PostgreSQL, an operator's SQL) is served by
 * this process at most 1 s after it commits. A change made through this process (the dev price edit,
 * which calls invalidatePricingCatalogues) is seen at once: a new pricing generation forces a re-read.
 * Concurrent requests share one read; a failed read is not remembered.
 */
export const CATALOGUE_VERSION_MAX_AGE_MS = 1000;

export interface CatalogueVersion {
  /** An opaque token: equal tokens mean the catalogue and hut tables have not changed. */
  current(): Promise<string>;
}

export interface CatalogueVersionOptions {
  maxAgeMs?: number;
  /** Epoch ms; tests move it. */
  now?: () => number;
}

export function createCatalogueVersion(
  db: Kysely<Database>,
  { maxAgeMs = CATALOGUE_VERSION_MAX_AGE_MS, now = Date.now }: CatalogueVersionOptions = {},
): CatalogueVersion {
  let cached: { readAt: number; generation: number; version: Promise<string> } | null = null;
  return {
    current() {
      const generation = pricingCatalogueGeneration();
      if (cached && cached.generation === generation && now() - cached.readAt < maxAgeMs) return cached.version;
      const version = db
        .selectFrom('catalogue_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
        .then((row) => `${String(row.version)}`);
      const entry = { readAt: now(), generation, version };
      cached = entry;
      version.catch(() => {
        if (cached === entry) cached = null;
      });
      return version;
    },
  };
}
