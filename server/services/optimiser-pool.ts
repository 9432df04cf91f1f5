import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { OptimiseResult } from '../../src/domain/dealbot/types';
import { ApiError } from '../http/api-error';
import type { OptimiseTask } from './optimiser-worker';

/**
 * The deal optimiser's worker-thread pool (issue 12 item 9): POST /v1/deals/optimise runs the branch and
 * bound and HiGHS in optimiser-worker.ts, never on the event loop, so /health and every other call
 * answer while eight 40-item baskets are being optimised. Each call has a deadline: HiGHS gives up at
 * about half of it (the branch and bound's grouping is answered, `exact: false`), and a call still
 * unanswered at the deadline — queued behind others, or stuck — is refused with a 503 and its worker is
 * stopped (piscina replaces it). The page's dealbot runs its own optimiser in the browser (spec 1 §4)
 * and never waits on this call.
 */
export interface OptimiserOptions {
  /** Worker threads; (cores − 1), at least 1, leaves a core to the event loop. */
  threads?: number;
  /** Milliseconds from the call to its answer, queueing included. */
  deadlineMs?: number;
}

export interface Optimiser {
  run(task: Omit<OptimiseTask, 'milpTimeLimitSeconds'>): Promise<OptimiseResult>;
  /** Starts every worker and loads HiGHS in each (main.ts, at start): the first basket pays no start-up. */
  warm(): Promise<void>;
  /** Stops the worker threads (shutdown). */
  close(): Promise<void>;
}

export const OPTIMISER_DEFAULTS = {
  threads: Math.max(1, os.availableParallelism() - 1),
  deadlineMs: 5_000,
} as const;

/** HiGHS never runs longer than this (issue 5's limit), whatever the deadline. */
const MAX_MILP_SECONDS = 5;

/**
 * The worker's file. From the bundle (dist-server/main.mjs, `npm start`) it is the bundled
 * dist-server/optimiser-worker.mjs beside it; from source (vitest, tsx) it is the .ts file, which the
 * worker threads load through tsx. A bundle without its worker is a broken build: refuse to start.
 */
export function optimiserWorkerFile(moduleUrl: string = import.meta.url): { filename: string; execArgv: string[] } {
  if (moduleUrl.endsWith('.ts')) {
    return { filename: new URL('./optimiser-worker.ts', moduleUrl).href, execArgv: ['--import', 'tsx'] };
  }
  const bundled = new URL('./optimiser-worker.mjs', moduleUrl);
  if (!existsSync(fileURLToPath(bundled))) {
    throw new Error(`The optimiser worker ${fileURLToPath(bundled)} is missing: run \`npm run build\` (scripts/build-server.mjs bundles it).`);
  }
  return { filename: bundled.href, execArgv: [] };
}

const busy = (message: string) => new ApiError(503, { error: 'internal', message, issues: [] });

export function createOptimiserPool(options: OptimiserOptions = {}): Optimiser {
  const threads = options.threads ?? OPTIMISER_DEFAULTS.threads;
  const deadlineMs = options.deadlineMs ?? OPTIMISER_DEFAULTS.deadlineMs;
  // Half the deadline: a MILP that runs out still leaves time to answer the branch and bound's grouping.
  const milpTimeLimitSeconds = Math.min(MAX_MILP_SECONDS, Math.max(0.1, deadlineMs / 2 / 1000));
  let pool: Piscina | null = null;

  // Started on the first call: most processes (and most tests) never optimise on the server.
  const started = () =>
    (pool ??= new Piscina({
      ...optimiserWorkerFile(),
      minThreads: 0,
      maxThreads: threads,
      // A queue this long cannot be served within the deadline anyway: refuse at once beyond it.
      maxQueue: threads * 8,
      // Idle workers (and their HiGHS) are let go after a minute.
      idleTimeout: 60_000,
    }));

  return {
    async run(task) {
      try {
        return (await started().run({ ...task, milpTimeLimitSeconds } satisfies OptimiseTask, {
          signal: AbortSignal.timeout(deadlineMs),
        })) as OptimiseResult;
      } catch (error) {
        if (isAbort(error)) throw busy(`The deal optimiser did not answer within ${deadlineMs} ms: try again shortly.`);
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy('The deal optimiser is busy: try again shortly.');
        throw error;
      }
    },
    async warm() {
      const workers = started();
      await Promise.all(Array.from({ length: threads }, () => workers.run({ milpTimeLimitSeconds }, { name: 'warm' })));
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.destroy();
    },
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError' || /aborted/i.test(error.message));
}

let shared: Optimiser | null = null;

/**
 * One pool for the process when the app is created without one (tests and tools); main.ts passes its
 * own, configured and warmed at start. Its deadline is generous: its workers start cold (from source,
 * through tsx), which alone takes seconds on a loaded machine; HiGHS keeps its own 5 s limit.
 */
export const SHARED_OPTIMISER_DEADLINE_MS = 60_000;

export function sharedOptimiser(): Optimiser {
  return (shared ??= createOptimiserPool({ deadlineMs: SHARED_OPTIMISER_DEADLINE_MS }));
}
