import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCollectorSink } from '../../src/analytics/collector';
import { countQueued } from '../../src/analytics/queue';
import { flushBeforeLeaving, installLeaveFlush } from '../../src/analytics/track';
import { dataLayerEntry } from '../../src/domain/analytics/data-layer';
import { freshIndexedDB } from '../db/fresh-indexeddb';

// Issue 17 "Left": 'initiate purchase' was lost when a card payment left for the provider's page: the
// event sat behind the 1 s batching timer (and, at worst, an unfinished Dexie write) when the page went.
// flushBeforeLeaving waits for the queue write and beacons at once, before the navigation.

beforeEach(freshIndexedDB);
afterEach(freshIndexedDB);

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const entry = (event: string) => ({ ...dataLayerEntry({ type: 'viewCheckout' }).entry, event });

function beaconSink() {
  const beacons: Promise<string>[] = [];
  const events = new EventTarget();
  const sink = createCollectorSink({
    fetch: vi.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch,
    sendBeacon: (_url, data) => {
      beacons.push(data.text());
      return true;
    },
    delayMs: 60_000,
    randomId: uuid,
    events,
  });
  const names = async () => (await Promise.all(beacons)).map((text) => (JSON.parse(text) as { events: { name: string }[] }).events.map((e) => e.name));
  return { sink, events, beacons, names };
}

describe('flush before a full-page navigation', () => {
  it('beacons initiate_purchase before the navigation, even while its queue write is still under way', async () => {
    const { sink, names } = beaconSink();
    // Not awaited: the pay click's track returns before Dexie has the event.
    void sink.send(entry('initiate_purchase'));
    await sink.flushBeforeLeaving();
    expect(await names()).toEqual([['initiate_purchase']]);
    // Still queued (the beacon has no answer): the return page's flush re-sends it; the server keeps one.
    expect(await countQueued()).toBe(1);
    sink.stop();
  });

  it('does not beacon the same events again on the pagehide that follows', async () => {
    const { sink, events, names } = beaconSink();
    await sink.send(entry('initiate_purchase'));
    await sink.flushBeforeLeaving();
    events.dispatchEvent(new Event('pagehide'));
    expect(await names()).toEqual([['initiate_purchase']]);
    sink.stop();
  });

  it('track.ts flushBeforeLeaving runs the installed flush, and never waits past its bound', async () => {
    const flush = vi.fn(async () => undefined);
    const uninstall = installLeaveFlush(flush);
    await flushBeforeLeaving();
    expect(flush).toHaveBeenCalledTimes(1);
    uninstall();

    const uninstallSlow = installLeaveFlush(() => new Promise<void>(() => undefined));
    const started = Date.now();
    await flushBeforeLeaving(50);
    expect(Date.now() - started).toBeLessThan(1000);
    uninstallSlow();
    await expect(flushBeforeLeaving()).resolves.toBeUndefined();
  });
});
