// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/api/http-error';
import { clientLogBatchSchema } from '../../src/api/contract/log';
import { LOG_MAX_BODY_BYTES } from '../../server/routes/log';
import { createLogger, shouldLogError, type LoggerOptions } from '../../src/log/client-log';
import { log, logSwallowed } from '../../src/log/logger';

function setup(options: LoggerOptions = {}) {
  const sent: { entries: Record<string, unknown>[] }[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
    return new Response(null, { status: 204 });
  });
  const out = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger({
    send: true,
    fetch: fetch as unknown as typeof globalThis.fetch,
    console: out,
    getTraceId: async () => 'trace-1',
    ...options,
  });
  return { logger, fetch, out, sent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('client log sink (checklist 02-G8)', () => {
  it('batches entries and posts them to /log after 2 s, in the contract shape', async () => {
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    const { logger, fetch, out, sent } = setup();
    logger.warn('Hut is closed', { hutId: 'h1' });
    logger.info('Localised');
    logger.debug('only for the console');
    expect(out.warn).toHaveBeenCalledWith('Hut is closed', { hutId: 'h1' });
    expect(out.debug).toHaveBeenCalledWith('only for the console');

    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith('/log', expect.objectContaining({ method: 'POST', keepalive: true }));
    expect(sent[0]!.entries).toEqual([
      {
        level: 'warn',
        message: 'Hut is closed',
        at: '2025-03-01T12:00:00.000Z',
        url: location.href,
        release: 'test',
        traceId: 'trace-1',
        context: { hutId: 'h1' },
      },
      expect.objectContaining({ level: 'info', message: 'Localised', traceId: 'trace-1' }),
    ]);
  });

  it('sends at once when 20 entries are queued', async () => {
    const { logger, fetch, sent } = setup();
    for (let i = 0; i < 20; i++) logger.info(`entry ${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent[0]!.entries).toHaveLength(20);
  });

  it('drops a failed send silently, without logging about it', async () => {
    const { logger, out } = setup({ fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) });
    logger.error('Order failed');
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(logger.flush()).resolves.toBeUndefined();
    expect(out.error).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands the queue to sendBeacon on pagehide', () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const { logger, fetch } = setup({ sendBeacon });
    logger.warn('Leaving with a basket');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledWith('/log', expect.any(Blob));
    expect(sendBeacon.mock.calls[0]![1].type).toBe('application/json');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('describes Errors and replaces what JSON cannot hold', async () => {
    const { logger, sent } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    logger.error(new HttpError({ status: 500, url: '/v1/orders', type: 'basic', body: 'Oven on fire' }));
    logger.warn('Cyclic', cyclic);
    await logger.flush();
    expect(sent[0]!.entries[0]).toMatchObject({
      message: '500 Oven on fire',
      context: { error: { name: 'HttpError', message: '500 Oven on fire' } },
    });
    expect(sent[0]!.entries[1]!.context).toEqual({ value: '[unserialisable]' });
  });
});

describe("the sink keeps to the contract's bounds (issue 12)", () => {
  it('splits big entries over several posts, each a batch the server accepts', async () => {
    const { logger, sent } = setup();
    for (let i = 0; i < 30; i++) logger.error(`failure ${i} ${'é'.repeat(1_990)}`, { stack: 'x'.repeat(7_000) });
    await logger.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.flatMap((batch) => batch.entries)).toHaveLength(30);
    expect(sent.length).toBeGreaterThan(1);
    for (const batch of sent) {
      expect(clientLogBatchSchema.safeParse(batch).success).toBe(true);
      expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(LOG_MAX_BODY_BYTES);
    }
  });

  it('sends text the server can store, and a context over the bounds cut', async () => {
    const { logger, sent } = setup();
    logger.warn('bad\u0000text\uD800', { note: 'nul\u0000', blob: 'y'.repeat(20_000) });
    logger.warn('many keys', Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`k${index}`, index])));
    await logger.flush();
    expect(clientLogBatchSchema.safeParse(sent[0]).success).toBe(true);
    expect(sent[0]!.entries[0]).toMatchObject({ message: 'bad\uFFFDtext\uFFFD', context: { truncated: true } });
    expect(sent[0]!.entries[1]!.context).toMatchObject({ truncated: true });
  });
});

describe('"Cross-origin or permission errors are not logged" (spec 1 §8)', () => {
  it('recognises cross-origin script errors and refused permissions', () => {
    expect(shouldLogError('Script error.')).toBe(false);
    expect(shouldLogError({ message: 'Script error.', error: null })).toBe(false); // ErrorEvent
    expect(shouldLogError(new DOMException('Permission denied', 'NotAllowedError'))).toBe(false);
    expect(shouldLogError(new DOMException('Blocked', 'SecurityError'))).toBe(false);
    expect(shouldLogError({ code: 1, PERMISSION_DENIED: 1, message: 'User denied Geolocation' })).toBe(false);
    expect(shouldLogError({ reason: new DOMException('no', 'NotAllowedError') })).toBe(false); // rejection event
  });

  it('logs everything else', () => {
    expect(shouldLogError(new TypeError('x is undefined'))).toBe(true);
    expect(shouldLogError(new HttpError({ status: 500, url: '/', type: 'basic', body: '' }))).toBe(true);
    expect(shouldLogError({ code: 3, PERMISSION_DENIED: 1, message: 'Timeout' })).toBe(true);
    expect(shouldLogError('Hut is closed')).toBe(true);
    expect(shouldLogError(undefined)).toBe(true);
  });

  it('leaves such errors out of the console and the sink', async () => {
    const { logger, out, fetch } = setup();
    logger.error(new DOMException('Permission denied', 'NotAllowedError'));
    logger.error('Script error.');
    logger.warn('Geolocation failed', { code: 1, PERMISSION_DENIED: 1 });
    await logger.flush();
    expect(out.error).not.toHaveBeenCalled();
    expect(out.warn).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('logSwallowed: "a crash in background workflows is logged and swallowed"', () => {
  it('logs the error and never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const crash = new Error('ETA refresh crashed');
    expect(() => logSwallowed(crash, 'eta')).not.toThrow();
    await log.flush(); // the client log loads on first use; queued calls are replayed then
    expect(error).toHaveBeenCalledWith('Background workflow failed: eta', crash);
  });

  it('replays calls made before the client log loaded, in order', async () => {
    vi.resetModules();
    const { log: fresh } = await import('../../src/log/logger');
    const lines: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void lines.push(`warn ${message}`));
    vi.spyOn(console, 'error').mockImplementation((message: string) => void lines.push(`error ${message}`));
    fresh.warn('first');
    fresh.error('second');
    fresh.warn('third');
    expect(lines).toEqual([]);
    await fresh.flush();
    expect(lines).toEqual(['warn first', 'error second', 'warn third']);
  });

  it('the app log stays in the console under vitest', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch');
    log.info('not sent from tests');
    await log.flush();
    expect(fetch).not.toHaveBeenCalled();
  });
});
