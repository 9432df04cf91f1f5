import { describe, expect, it, vi } from 'vitest';
import { releaseChanged, RELEASE_CHECK_INTERVAL_MS } from '../../src/sw/release-check';
import { isNetworkStatusMessage } from '../../src/sw/messages';

vi.mock('workbox-window', () => ({ Workbox: class {} }));

const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('the release-hash check', () => {
  it('asks with no-store, so no cache can hide a deploy', async () => {
    const fetcher = answer('abc123\n');
    await releaseChanged(fetcher, 'abc123');
    expect(fetcher).toHaveBeenCalledWith('/RELEASE_HASH.txt', { cache: 'no-store' });
  });

  it('sees a new release only when the served hash differs from the build’s own', async () => {
    expect(await releaseChanged(answer('abc123\n'), 'abc123')).toBe(false);
    expect(await releaseChanged(answer('def456\n'), 'abc123')).toBe(true);
  });

  it('does not call an empty or failed answer a release', async () => {
    expect(await releaseChanged(answer(''), 'abc123')).toBe(false);
    expect(await releaseChanged(answer('Not found', 404), 'abc123')).toBe(false);
  });

  it('checks hourly', () => {
    expect(RELEASE_CHECK_INTERVAL_MS).toBe(3_600_000);
  });
});

describe('network status messages from the worker', () => {
  it.each([
    [{ type: 'NETWORK_STATUS', ok: false }, true],
    [{ type: 'NETWORK_STATUS', ok: true }, true],
    [{ type: 'NETWORK_STATUS' }, false],
    [{ type: 'SKIP_WAITING' }, false],
    [null, false],
    ['NETWORK_STATUS', false],
    [JSON.parse('{"__proto__": {"type": "NETWORK_STATUS", "ok": true}}'), false],
  ])('%j is a status message: %s', (data, expected) => {
    expect(isNetworkStatusMessage(data)).toBe(expected);
  });
});
