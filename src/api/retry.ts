// Exponential back-off for calls that may fail for a moment (spec 1 §7, §9). `attempts` counts the
// calls in all, the first one included: every constants table of the spec says "attempts" (C33).
import { HttpError, NetworkError, TimeoutError } from './http-error';

export interface RetryOptions<T = unknown> {
  /** Calls in all, the first one included: 5 means up to 5 calls (C33). */
  attempts: number;
  factor: number;
  /** Delay before the first retry, in ms. */
  minTimeout: number;
  /** Upper bound of any one delay, in ms; none when omitted. */
  maxTimeout?: number;
  shouldRetry?: (err: unknown, attempt: number) => boolean;
  /**
   * For calls that answer a failure instead of throwing it: true asks again while attempts remain;
   * after the last attempt the answer is returned as it is. Never retried when omitted.
   */
  retryResult?: (value: T, attempt: number) => boolean;
  /** Called before each wait with the error (or the rejected answer) that is retried. */
  onRetry?: (err: unknown, attempt: number, delayMs: number) => void;
  signal?: AbortSignal;
}

/** "Generic retry helper default 5 attempts, factor 2, 1000 ms minimum", no maximum (spec 1 §9). */
export const GENERIC_RETRY = { attempts: 5, factor: 2, minTimeout: 1000 } as const satisfies RetryOptions;

/** Products: "Product retry 10 attempts", minimum delay 500 ms, factor 2 (spec 1 §7, §9; C33). */
export const PRODUCT_RETRY = { attempts: 10, factor: 2, minTimeout: 500 } as const satisfies RetryOptions;

/** Delay before retry n (1-based): minTimeout × factor^(n−1), capped by maxTimeout. */
export function retryDelay(n: number, options: Pick<RetryOptions, 'factor' | 'minTimeout' | 'maxTimeout'>): number {
  const delay = options.minTimeout * options.factor ** (n - 1);
  return options.maxTimeout === undefined ? delay : Math.min(delay, options.maxTimeout);
}

// Browsers' and Node's words for a fetch that got no answer (all TypeErrors).
const FETCH_FAILURE = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;

/**
 * Worth another try: no answer, a time-out, or an answer that says "later" (408, 5xx). Any other 4xx
 * is the request's fault and will fail the same way again. A 429 is never retried blindly: the server
 * counted the call and says how long to wait (Retry-After); retrying sooner only adds to the count, so
 * the caller shows the wait to the customer instead (issue 12).
 */
export function isRetryable(err: unknown): boolean {
  if (err instanceof NetworkError || err instanceof TimeoutError) return true;
  if (err instanceof HttpError) return err.status === 408 || err.status >= 500;
  return err instanceof TypeError && FETCH_FAILURE.test(err.message);
}

/**
 * Runs `fn` (given the 1-based attempt number) until it succeeds, may not retry, or runs out; an
 * answer that `retryResult` rejects counts as a failure that may be retried.
 */
export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions<T> = GENERIC_RETRY): Promise<T> {
  const shouldRetry = options.shouldRetry ?? isRetryable;
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    let value: T;
    try {
      value = await fn(attempt);
    } catch (err) {
      if (attempt >= options.attempts || options.signal?.aborted || !shouldRetry(err, attempt)) throw err;
      const delay = retryDelay(attempt, options);
      options.onRetry?.(err, attempt, delay);
      await wait(delay, options.signal);
      continue;
    }
    if (attempt >= options.attempts || options.signal?.aborted || !options.retryResult?.(value, attempt)) return value;
    const delay = retryDelay(attempt, options);
    options.onRetry?.(value, attempt, delay);
    await wait(delay, options.signal);
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
