// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../src/api/http-error';
import { GENERIC_RETRY } from '../../src/api/retry';
import { useRemote } from '../../src/components/use-remote';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRemote', () => {
  it('reads loading, then the answer', async () => {
    const answer = deferred<string[]>();
    const { result } = renderHook(() => useRemote('huts', () => answer.promise));
    expect(result.current.status).toBe('loading');
    await act(async () => answer.resolve(['Camden']));
    expect(result.current).toMatchObject({ status: 'ready', value: ['Camden'] });
  });

  it('reads an error, tells onError once, and Retry asks again (loading at once)', async () => {
    const onError = vi.fn();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const { result } = renderHook(() => useRemote('hut', load, { onError }));
    await act(async () => undefined);
    expect(result.current.status).toBe('error');
    expect(onError).toHaveBeenCalledTimes(1);

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => undefined);
    expect(result.current).toMatchObject({ status: 'ready', value: 'up' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a null key and stays loading', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useRemote(null, load));
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });

  it('aborts the request in flight on a new key and never shows its late answer', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(({ key }) => useRemote(key, (signal) => (signals.push(signal), key === 'a' ? first.promise : second.promise)), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current.status).toBe('loading');
    await act(async () => first.resolve('late answer for a'));
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('b'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'b' });
  });

  it('aborts on unmount without telling onError', async () => {
    const onError = vi.fn();
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useRemote('x', (signal) => {
        seen = signal;
        return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      }, { onError }),
    );
    unmount();
    await act(async () => undefined);
    expect(seen?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('retries by the one retry helper on its schedule (1 s, then 2 s) when asked to', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new NetworkError('/v2/products/sides', new TypeError('Failed to fetch')))
      .mockRejectedValueOnce(new NetworkError('/v2/products/sides', new TypeError('Failed to fetch')))
      .mockResolvedValueOnce('menu');
    const { result } = renderHook(() => useRemote('menu', load, { retry: GENERIC_RETRY }));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('loading');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ status: 'ready', value: 'menu' });
  });

  it('stops the retry schedule when the screen goes', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new NetworkError('/v2/products/sides', new TypeError('Failed to fetch')));
    const { unmount } = renderHook(() => useRemote('menu', load, { retry: GENERIC_RETRY }));
    await act(async () => undefined);
    unmount();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
