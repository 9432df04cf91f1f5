// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadExperiments } from '../../src/app/ExperimentsKeeper';
import { experimentDatafileAtom } from '../../src/atoms/experiment-definitions';
import { setExperimentAnalyticsPort } from '../../src/atoms/experiment-track';
import { experimentsAtom } from '../../src/atoms/experiments';
import { flushPersistedWrites } from '../../src/atoms/persisted';
import { EXPERIMENTS } from '../../src/domain/experiments/catalogue';
import { experimentStorageKey } from '../../src/domain/experiments/record';
import type { AnalyticsEvent } from '../../src/domain/analytics/events';
import { noopAnalyticsPort } from '../../src/domain/analytics/events';

// 14-G12: the keeper loads the datafile, draws once per visitor, sends one exposure per draw, and a failed
// load changes nothing.

const get = vi.hoisted(() => vi.fn());
vi.mock('../../src/api/client', () => ({ api: { get } }));

const caRecords = EXPERIMENTS.filter(({ markets }) => markets.includes('CA'));
const LIVE = () => new Date('2026-11-26T12:00:00Z');

afterEach(async () => {
  setExperimentAnalyticsPort(noopAnalyticsPort);
  get.mockReset();
  await flushPersistedWrites();
});

describe('loadExperiments', () => {
  it('draws each live experiment once and sends one exposure per draw', async () => {
    const events: AnalyticsEvent[] = [];
    setExperimentAnalyticsPort({ track: (event) => events.push(event) });
    get.mockResolvedValue({ market: 'CA', experiments: caRecords });
    const store = createStore();
    await loadExperiments(store, 'CA', () => 0.99, LIVE);
    expect(get).toHaveBeenCalledWith('/v1/experiments', expect.objectContaining({ query: { market: 'CA' } }));
    expect(store.get(experimentsAtom)[experimentStorageKey('checkout-button-text')]).toBe('2026-run-1|place-order');
    expect(events).toHaveLength(caRecords.length);
    expect(events).toContainEqual({ type: 'experimentExposure', experiment: 'checkout-button-text', variant: 'place-order', scheduleId: '2026-run-1' });
    expect(store.get(experimentDatafileAtom)?.market).toBe('CA');

    // The refresh keeps the picks: no new draw, no new exposure.
    await loadExperiments(store, 'CA', () => 0, LIVE);
    expect(store.get(experimentsAtom)[experimentStorageKey('checkout-button-text')]).toBe('2026-run-1|place-order');
    expect(events).toHaveLength(caRecords.length);
  });

  it('keeps the last datafile and the picks when a load fails', async () => {
    const store = createStore();
    const kept = { [experimentStorageKey('show-eta')]: '2026-run-1|shown' };
    store.set(experimentsAtom, kept);
    get.mockRejectedValue(new Error('offline'));
    await loadExperiments(store, 'CA', () => 0.5, LIVE);
    expect(store.get(experimentsAtom)).toEqual(kept);
    expect(store.get(experimentDatafileAtom)).toBeNull();
  });
});
