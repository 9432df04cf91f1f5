import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCollectorSink, toWireEvent } from '../../src/analytics/collector';
import { createLivePort } from '../../src/analytics/live-port';
import { countQueued, peekEvents } from '../../src/analytics/queue';
import { installAnalyticsPort, track } from '../../src/analytics/track';
import type { ConsentState } from '../../src/domain/analytics/consent';
import { dataLayerEntry } from '../../src/domain/analytics/data-layer';
import { openDatabase } from '../../src/db/database';
import { freshIndexedDB } from '../db/fresh-indexeddb';

// 14-G1, 14-G9, 14-G30: the live sinks. Events go to window.dataLayer and the Dexie queue only with
// consent C0002; the queue is sent in batches and an event is deleted only once the collector
// acknowledged it, so going offline loses nothing and re-sending never stores an event twice.

beforeEach(freshIndexedDB);
afterEach(freshIndexedDB);

/** A fake collector: stores events by id (as the server's unique key does) and can be taken offline. */
function fakeServer() {
  const stored = new Map<string, { name: string }>();
  let online = true;
  const requests: string[][] = [];
  const fetchFn = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const { events } = JSON.parse(String(init?.body)) as { events: { id: string; name: string }[] };
    requests.push(events.map((e) => e.id));
    for (const event of events) if (!stored.has(event.id)) stored.set(event.id, event);
    return new Response(JSON.stringify({ accepted: events.map((e) => e.id) }), { status: 200 });
  });
  return { stored, requests, fetch: fetchFn as unknown as typeof fetch, setOnline: (value: boolean) => (online = value) };
}

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const entry = (event = 'add_to_cart') => ({ ...dataLayerEntry({ type: 'viewCheckout' }).entry, event });

describe('collector sink', () => {
  it('splits dimensions from the payload for the wire', () => {
    const wire = toWireEvent({ event: 'purchase', action: 'purchase', dimension1: 'hut-1', revenue: 12.5 }, 'id-1', '2026-11-26T18:00:00.000Z', 5);
    expect(wire).toEqual({ id: 'id-1', name: 'purchase', at: '2026-11-26T18:00:00.000Z', dimensions: { dimension1: 'hut-1' }, payload: { action: 'purchase', revenue: 12.5 }, queuedAt: 5 });
  });

  it('offline: events stay queued; back online they arrive once, and the queue empties', async () => {
    const server = fakeServer();
    const events = new EventTarget();
    const sink = createCollectorSink({ fetch: server.fetch, delayMs: 60_000, randomId: uuid, events });
    server.setOnline(false);
    await sink.send(entry('add_to_cart'));
    await sink.send(entry('initiate_purchase'));
    await sink.flush();
    expect(server.stored.size).toBe(0);
    expect(await countQueued()).toBe(2);

    server.setOnline(true);
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await countQueued()).toBe(0));
    expect([...server.stored.values()].map((e) => e.name)).toEqual(['add_to_cart', 'initiate_purchase']);
    // A second flush sends nothing more.
    await sink.flush();
    expect(server.requests).toHaveLength(1);
    sink.stop();
  });

  it('deletes only what the server acknowledged', async () => {
    const ids: string[] = [];
    const partial = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const { events } = JSON.parse(String(init?.body)) as { events: { id: string }[] };
      ids.push(...events.map((e) => e.id));
      return new Response(JSON.stringify({ accepted: [events[0]!.id] }), { status: 200 });
    });
    const sink = createCollectorSink({ fetch: partial as unknown as typeof fetch, delayMs: 60_000, randomId: uuid, events: new EventTarget() });
    await sink.send(entry('a'));
    await sink.send(entry('b'));
    await sink.flush();
    const left = await peekEvents(10);
    expect(left.map((e) => e.name)).toEqual(['b']);
    sink.stop();
  });

  it('a 5xx keeps the batch; a later flush sends the same ids and the server keeps one copy each', async () => {
    const server = fakeServer();
    let fail = true;
    const flaky = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const res = await server.fetch(url, init); // the server stored them, but the answer is lost
      return fail ? new Response('', { status: 503 }) : res;
    });
    const sink = createCollectorSink({ fetch: flaky as unknown as typeof fetch, delayMs: 60_000, randomId: uuid, events: new EventTarget() });
    await sink.send(entry('purchase'));
    await sink.flush();
    expect(await countQueued()).toBe(1);
    fail = false;
    await sink.flush();
    expect(await countQueued()).toBe(0);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]).toEqual(server.requests[1]);
    expect(server.stored.size).toBe(1);
    sink.stop();
  });

  it('sends more than 50 queued events in batches of at most 50', async () => {
    const server = fakeServer();
    const sink = createCollectorSink({ fetch: server.fetch, delayMs: 60_000, randomId: uuid, events: new EventTarget() });
    for (let i = 0; i < 53; i += 1) await sink.send(entry(`e${i}`));
    await sink.flush();
    expect(server.requests.map((r) => r.length)).toEqual([50, 3]);
    expect(server.stored.size).toBe(53);
    sink.stop();
  });

  it('pagehide hands unacknowledged events to sendBeacon and keeps them queued', async () => {
    const beacons: string[] = [];
    const events = new EventTarget();
    const sink = createCollectorSink({
      fetch: (async () => new Response('', { status: 503 })) as unknown as typeof fetch,
      sendBeacon: (_url, data) => {
        void data.text().then((text) => beacons.push(text));
        return true;
      },
      delayMs: 60_000,
      randomId: uuid,
      events,
    });
    await sink.send(entry('purchase'));
    events.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect((JSON.parse(beacons[0]!) as { events: { name: string }[] }).events.map((e) => e.name)).toEqual(['purchase']);
    expect(await countQueued()).toBe(1);
    sink.stop();
  });
});

describe('live port behind the consent gate (14-G9)', () => {
  const setup = (consent: { value: ConsentState }) => {
    const layer: unknown[] = [];
    const sent: unknown[] = [];
    const port = createLivePort({
      readConsent: () => consent.value,
      readDimensions: () => ({ dimension1: 'uk-hut-1', dimension18: 'live' }),
      collector: { send: async (e) => void sent.push(e) },
      dataLayer: () => layer,
    });
    return { layer, sent, port };
  };

  it('before consent and when refused, nothing is pushed or queued', async () => {
    const consent: { value: ConsentState } = { value: { source: 'banner', groups: null } };
    const { layer, sent, port } = setup(consent);
    port.track({ type: 'viewCheckout' });
    consent.value = { source: 'banner', groups: ['C0001'] };
    port.track({ type: 'viewCheckout' });
    expect(layer).toEqual([]);
    expect(sent).toEqual([]);
    expect(await (await openDatabase()).analyticsQueue.count()).toBe(0);
  });

  it('with C0002 granted the entry goes to both sinks with its dimensions; an unknown action is dropped with a warning', () => {
    const consent: { value: ConsentState } = { value: { source: 'banner', groups: ['C0001', 'C0002'] } };
    const { layer, sent, port } = setup(consent);
    port.track({ type: 'viewMenu', tab: 'pizzas' });
    expect(layer).toEqual([{ event: 'view_menu', action: 'viewMenu', tab: 'pizzas', dimension1: 'uk-hut-1', dimension18: 'live' }]);
    expect(sent).toEqual(layer);
    expect(() => port.track({ type: 'nope' } as never)).not.toThrow();
    expect(layer).toHaveLength(1);
  });

  it('track() before the port is installed replays through the gate when it arrives', () => {
    const consent: { value: ConsentState } = { value: { source: 'banner', groups: ['C0002'] } };
    const { layer, port } = setup(consent);
    track({ type: 'pageView', path: '/', modal: false });
    expect(layer).toEqual([]);
    const uninstall = installAnalyticsPort(port);
    expect(layer).toHaveLength(1);
    track({ type: 'viewCheckout' });
    expect(layer).toHaveLength(2);
    uninstall();
  });
});
