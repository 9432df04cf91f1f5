import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError, TimeoutError } from '../../src/api/http-error';
import { ORDER_SUMMARY_RETRY } from '../../src/api/order-status';
import { GENERIC_RETRY, isRetryable, PRODUCT_RETRY, retry, retryDelay } from '../../src/api/retry';

const httpError = (status: number) => new HttpError({ status, url: '/v2/products/pizza', type: 'basic', body: '' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs `retry` against a function that always fails; returns the gaps between its calls. */
async function gapsOfFailingCalls(options: Parameters<typeof retry>[1]) {
  const calledAt: number[] = [];
  const fn = vi.fn(async () => {
    calledAt.push(Date.now());
    throw httpError(503);
  });
  const outcome = retry(fn, options).catch((err: unknown) => err);
  await vi.runAllTimersAsync();
  return { error: await outcome, calls: fn.mock.calls.length, gaps: calledAt.slice(1).map((t, i) => t - calledAt[i]!) };
}

describe('retry (spec 1 §7, §9)', () => {
  // C33: "5 attempts" counts the calls in all, the first one included (10-G25; it was 6 calls).
  it('GENERIC_RETRY: 5 calls in all, waiting 1000, 2000, 4000, 8000 ms, then the last error', async () => {
    const { error, calls, gaps } = await gapsOfFailingCalls(GENERIC_RETRY);
    expect(calls).toBe(5);
    expect(gaps).toEqual([1000, 2000, 4000, 8000]);
    expect(error).toBeInstanceOf(HttpError);
  });

  it('PRODUCT_RETRY: 10 calls in all, starting at 500 ms and doubling', async () => {
    const { calls, gaps } = await gapsOfFailingCalls(PRODUCT_RETRY);
    expect(calls).toBe(10);
    expect(gaps).toEqual([500, 1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000]);
  });

  it('ORDER_SUMMARY_RETRY: 3 calls in all, a fixed 1 s apart (spec 2 §7, C33)', async () => {
    const { calls, gaps } = await gapsOfFailingCalls(ORDER_SUMMARY_RETRY);
    expect(calls).toBe(3);
    expect(gaps).toEqual([1000, 1000]);
  });

  it('waits exactly the delay: no second call at 999 ms, one at 1000 ms', async () => {
    const fn = vi.fn().mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce('ok');
    const result = retry(fn, GENERIC_RETRY);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe('ok');
  });

  it('stops on success and passes the attempt number', async () => {
    const fn = vi.fn(async (attempt: number) => {
      if (attempt < 3) throw new NetworkError('/v1/huts', new TypeError('Failed to fetch'));
      return `answer on attempt ${attempt}`;
    });
    const result = retry(fn, PRODUCT_RETRY);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('answer on attempt 3');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('never retries a 404 or another 4xx', async () => {
    for (const status of [400, 401, 403, 404, 422]) {
      const fn = vi.fn().mockRejectedValue(httpError(status));
      await expect(retry(fn, GENERIC_RETRY)).rejects.toMatchObject({ status });
      expect(fn).toHaveBeenCalledTimes(1);
    }
  });

  it('retries network failures, time-outs, 408 and 5xx only; never a 429 (issue 12: the wait is shown, not retried)', () => {
    expect([408, 500, 502, 503, 504].every((status) => isRetryable(httpError(status)))).toBe(true);
    expect(isRetryable(httpError(429))).toBe(false);
    expect(isRetryable(new TimeoutError())).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isRetryable(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(isRetryable(new Error('schema'))).toBe(false);
  });

  it('caps each delay by maxTimeout, and reports every retry', async () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, { ...GENERIC_RETRY, maxTimeout: 3000 }))).toEqual([1000, 2000, 3000, 3000]);
    const onRetry = vi.fn();
    const { gaps } = await gapsOfFailingCalls({ ...GENERIC_RETRY, attempts: 4, maxTimeout: 1500, onRetry });
    expect(gaps).toEqual([1000, 1500, 1500]);
    expect(onRetry.mock.calls.map(([, attempt, delay]) => [attempt, delay])).toEqual([[1, 1000], [2, 1500], [3, 1500]]);
  });

  it('honours shouldRetry and an abort during the wait', async () => {
    const never = vi.fn().mockRejectedValue(httpError(503));
    await expect(retry(never, { ...GENERIC_RETRY, shouldRetry: () => false })).rejects.toBeInstanceOf(HttpError);
    expect(never).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    const fn = vi.fn().mockRejectedValue(httpError(503));
    const result = retry(fn, { ...GENERIC_RETRY, signal: controller.signal });
    const settled = result.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(await settled).toMatchObject({ name: 'AbortError' });
    await vi.runAllTimersAsync();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('retryResult: an answer that says "no answer" is asked again at the same delays; the last one is returned as it is', async () => {
    const calledAt: number[] = [];
    const fn = vi.fn(async () => {
      calledAt.push(Date.now());
      return { ok: false as boolean };
    });
    const result = retry(fn, { attempts: 3, factor: 2, minTimeout: 1000, retryResult: (answer) => !answer.ok });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: false });
    expect(calledAt.slice(1).map((t, i) => t - calledAt[i]!)).toEqual([1000, 2000]);

    const answers = vi.fn().mockResolvedValueOnce({ ok: false }).mockResolvedValueOnce({ ok: true });
    const second = retry(answers, { attempts: 3, factor: 2, minTimeout: 1000, retryResult: (answer: { ok: boolean }) => !answer.ok });
    await vi.runAllTimersAsync();
    expect(await second).toEqual({ ok: true });
    expect(answers).toHaveBeenCalledTimes(2);
  });
});
