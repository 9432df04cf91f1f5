import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The release the built app carries (written by the Vite build to RELEASE_HASH.txt). The page polls
 * it to notice a new deploy (spec 3 §9.2), so the server reads it once at start-up: the answer then
 * changes exactly when the process serving the new files starts.
 */
export const DEV_RELEASE = 'dev';

export function readReleaseHash(staticDir: string): string {
  try {
    const hash = readFileSync(path.join(staticDir, 'RELEASE_HASH.txt'), 'utf8').trim();
    return hash || DEV_RELEASE;
  } catch {
    return DEV_RELEASE;
  }
}
