import { useCallback, useEffect, useRef, useState } from 'react';
import { retry as withRetry, type RetryOptions } from '../api/retry';

/**
 * One answer a screen asks the API for, with the loading/error/retry/cancel state every screen used
 * to hand-roll. An answer is kept with the request it answers (key and attempt), so a new key or a
 * Retry reads as loading at once and a late answer to an older request is never shown; leaving the
 * screen or changing the key aborts the request in flight.
 */
export type RemoteState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

export type Remote<T> = RemoteState<T> & {
  /** Asks again (the state reads as loading until the new answer). */
  retry: () => void;
};

export interface RemoteOptions {
  /**
   * Retries by the one retry helper (src/api/retry.ts), aborted with the request. Leave out where the
   * API call retries by itself (the client's own policy): the screen then adds none.
   */
  retry?: Omit<RetryOptions, 'signal'>;
  /** Told of a failure (not of an abort): for the screen's log line or toast. */
  onError?: (error: unknown) => void;
}

/**
 * Loads `load(signal)` for `key`; a null key asks nothing and stays loading (the screen knows why).
 * `load` and `onError` are read when the request starts, so callers need not memoise them.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: RemoteOptions = {}): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ request: string; state: RemoteState<T> } | null>(null);
  const latest = useRef({ load, options });
  useEffect(() => {
    latest.current = { load, options };
  });

  const request = key === null ? null : `${attempt}:${key}`;
  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    const { load: loadNow, options: optionsNow } = latest.current;
    const call = () => loadNow(signal);
    const pending = optionsNow.retry ? withRetry(call, { ...optionsNow.retry, signal }) : call();
    pending.then(
      (value) => {
        if (!signal.aborted) setAnswer({ request, state: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        optionsNow.onError?.(error);
        setAnswer({ request, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: RemoteState<T> = answer !== null && answer.request === request ? answer.state : { status: 'loading' };
  return { ...state, retry };
}
