// The collector sink (14-G30): every entry the consent gate lets through is queued in Dexie, then sent
// to POST /v1/events in batches of at most 50 (fetch with keepalive), oldest first. Only ids the server
// acknowledged are deleted; a failed or offline send leaves the queue as it is and the `online` event
// sends it again. On pagehide, what this page still holds goes by navigator.sendBeacon: the beacon has no
// answer, so nothing is deleted, and the next page's flush re-sends it; the collector stores each id once.
// No zod here: the answer is read defensively, the contract's schema would weigh on this chunk.
import type { CustomDimensions } from '../domain/analytics/dimensions';
import type { DataLayerEntry } from '../domain/analytics/data-layer';
import { log } from '../log/logger';
import { createUuid } from '../log/trace-id';
import { deleteEvents, enqueueEvent, peekEvents, type QueuedAnalyticsEvent } from './queue';

export const COLLECTOR_ENDPOINT = '/v1/events';
export const COLLECTOR_BATCH = 50;
/** Quiet time after the last event before a batch goes: a burst (add to cart + page view) is one POST. */
export const COLLECTOR_DELAY_MS = 1000;

export interface CollectorOptions {
  endpoint?: string;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  delayMs?: number;
  now?: () => number;
  randomId?: () => string;
  /** Window-like target for 'online' and 'pagehide' (tests pass their own). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface CollectorSink {
  send(entry: DataLayerEntry): Promise<void>;
  flush(): Promise<void>;
  /**
   * Before a full-page navigation (a card payment leaving for the provider's page): waits for this
   * page's Dexie writes, then beacons what is not yet acknowledged. The 1 s batching timer and an
   * unfinished queue write could otherwise lose 'initiate purchase' (issue 17 note, "Left").
   */
  flushBeforeLeaving(): Promise<void>;
  stop(): void;
}

const DIMENSION_KEY = /^dimension\d+$/;

/** The wire shape: dimensions apart from the payload, every dimension a string (contract/events.ts). */
export function toWireEvent(entry: DataLayerEntry, id: string, at: string, queuedAt: number): QueuedAnalyticsEvent {
  const dimensions: Record<string, string> = {};
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'event') continue;
    if (DIMENSION_KEY.test(key) && typeof value === 'string') dimensions[key as keyof CustomDimensions] = value;
    else payload[key] = value;
  }
  return { id, name: entry.event, at, dimensions, payload, queuedAt };
}

export function createCollectorSink(options: CollectorOptions = {}): CollectorSink {
  const endpoint = options.endpoint ?? COLLECTOR_ENDPOINT;
  const delay = options.delayMs ?? COLLECTOR_DELAY_MS;
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? createUuid;
  const target = options.events ?? globalThis;
  /** This page's events not yet acknowledged, for the synchronous beacon on pagehide. */
  const pending = new Map<string, QueuedAnalyticsEvent>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> | undefined;
  let again = false;
  /** Dexie writes still under way: leaving the page waits for them, so the next page finds them queued. */
  const writes = new Set<Promise<unknown>>();

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
  };

  async function sendOnce(): Promise<boolean> {
    const batch = await peekEvents(COLLECTOR_BATCH);
    if (batch.length === 0) return false;
    const body = JSON.stringify({ events: batch.map(({ queuedAt: _queuedAt, ...event }) => event) });
    let accepted: string[] = [];
    try {
      const res = await (options.fetch ?? fetch)(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true });
      if (!res.ok) {
        // 400 would repeat forever: such a batch is dropped with a warning (a bug of ours, not the network's).
        if (res.status === 400 || res.status === 413) {
          log.warn('Analytics batch refused by the collector: dropped', { status: res.status, count: batch.length });
          accepted = batch.map((event) => event.id);
        } else return false;
      } else {
        const answer = (await res.json()) as { accepted?: unknown };
        accepted = Array.isArray(answer.accepted) ? answer.accepted.filter((id): id is string => typeof id === 'string') : [];
      }
    } catch {
      return false; // offline: kept for the 'online' event
    }
    await deleteEvents(accepted);
    for (const id of accepted) pending.delete(id);
    return accepted.length === batch.length && batch.length === COLLECTOR_BATCH;
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          while (await sendOnce()) {
            // a full batch went: there may be more
          }
        } while (again);
      } catch (err) {
        log.warn('Analytics queue could not be sent', { error: String(err) });
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  function beacon(): void {
    if (pending.size === 0) return;
    const queued = [...pending.values()].slice(0, COLLECTOR_BATCH);
    const events = queued.map(({ queuedAt: _queuedAt, ...event }) => event);
    try {
      const sendBeacon = options.sendBeacon ?? navigator.sendBeacon.bind(navigator);
      // Beaconed once: the pagehide that follows a flushBeforeLeaving does not send them again (the Dexie
      // queue still holds them until acknowledged, and the collector stores each id once).
      if (sendBeacon(endpoint, new Blob([JSON.stringify({ events })], { type: 'application/json' }))) for (const event of queued) pending.delete(event.id);
    } catch {
      // the Dexie queue still holds them for the next page
    }
  }

  const onOnline = () => void flush();
  target.addEventListener('online', onOnline);
  target.addEventListener('pagehide', beacon);

  return {
    async send(entry) {
      const queued = toWireEvent(entry, randomId(), new Date(now()).toISOString(), now());
      pending.set(queued.id, queued);
      const write = enqueueEvent(queued);
      writes.add(write);
      try {
        await write;
      } catch (err) {
        log.warn('Analytics event could not be queued', { error: String(err) });
        return;
      } finally {
        writes.delete(write);
      }
      schedule();
    },
    flush,
    async flushBeforeLeaving() {
      clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...writes]);
      beacon();
    },
    stop() {
      clearTimeout(timer);
      target.removeEventListener('online', onOnline);
      target.removeEventListener('pagehide', beacon);
    },
  };
}
