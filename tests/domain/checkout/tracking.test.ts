import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  KITCHEN_SCHEDULE_MS,
  ORDER_DELIVERED_AFTER_MS,
  ORDER_SUMMARY_RETRY,
  PAYER_STEP_UP_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  TRACKER_STEP_LABELS,
  advanceTrackerStep,
  isFinalStatus,
  kitchenStatusAt,
  trackBannerVisible,
  trackerStepFor,
} from '../../../src/domain/checkout';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('tracker steps (spec 2 §3, §4; C14)', () => {
  it.each([
    ['CONFIRMING', 0],
    ['CONFIRMED', 1],
    ['PREPARING', 1],
    ['COOKING', 2],
    ['PACKING', 2],
    ['ORDER_READY', 3],
    ['READY', 3],
    ['READY_DELIVERY', 3],
    ['DISPATCHED', 3],
    ['ALMOST_ARRIVED', 3],
    ['DELIVERED', 4],
    ['FAILED', 4],
    ['SOMETHING_NEW', 0],
    ['toString', 0],
    ['__proto__', 0],
  ] as const)('%s → %d', (status, step) => expect(trackerStepFor(status)).toBe(step));

  it('goes from 0 to at most 4 and never back', () => {
    expect(advanceTrackerStep(0, 2)).toBe(2);
    expect(advanceTrackerStep(3, 1)).toBe(3);
    expect(advanceTrackerStep(4, 4)).toBe(4);
    expect(advanceTrackerStep(2, 4)).toBe(4);
  });

  it('labels five steps per ETA type; a failed order ends unsuccessful', () => {
    expect(TRACKER_STEP_LABELS.delivery).toEqual(['receivingOrder', 'preparing', 'cooking', 'delivery', 'finished']);
    expect(TRACKER_STEP_LABELS.collection).toEqual(['receivingOrder', 'preparing', 'cooking', 'ready', 'finished']);
    expect(TRACKER_STEP_LABELS.failed).toBe('unsuccessful');
  });

  it('ends on DELIVERED or FAILED only', () => {
    expect(isFinalStatus('DELIVERED')).toBe(true);
    expect(isFinalStatus('FAILED')).toBe(true);
    expect(isFinalStatus('ALMOST_ARRIVED')).toBe(false);
  });
});

describe('the sandbox kitchen', () => {
  it.each([
    [-1, 'CONFIRMING'],
    [0, 'CONFIRMING'],
    [29 * SECOND, 'CONFIRMING'],
    [30 * SECOND, 'CONFIRMED'],
    [2 * MINUTE, 'PREPARING'],
    [5 * MINUTE, 'COOKING'],
    [12 * MINUTE - 1, 'COOKING'],
    [12 * MINUTE, 'DISPATCHED'],
    [20 * MINUTE, 'ALMOST_ARRIVED'],
    [25 * MINUTE, 'DELIVERED'],
    [10 * HOUR, 'DELIVERED'],
  ])('delivery after %d ms: %s', (elapsed, status) => expect(kitchenStatusAt(elapsed, 'delivery')).toBe(status));

  it.each([
    [5 * MINUTE, 'COOKING'],
    [12 * MINUTE, 'READY'],
    [20 * MINUTE, 'READY'],
    [25 * MINUTE, 'DELIVERED'],
  ])('collection after %d ms: %s', (elapsed, status) => expect(kitchenStatusAt(elapsed, 'collection')).toBe(status));

  it('delivers after 25 minutes, its steps in time order, each known to the tracker', () => {
    expect(ORDER_DELIVERED_AFTER_MS).toBe(25 * MINUTE);
    for (const schedule of Object.values(KITCHEN_SCHEDULE_MS)) {
      expect(schedule.map((step) => step.atMs)).toEqual([...schedule.map((step) => step.atMs)].sort((a, b) => a - b));
      expect(schedule.at(-1)).toEqual({ status: 'DELIVERED', atMs: ORDER_DELIVERED_AFTER_MS });
      const steps = schedule.map((step) => trackerStepFor(step.status));
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
    }
  });
});

describe('the track-your-order banner (spec 2 §7)', () => {
  const promised = Date.parse('2025-06-18T19:00:00Z');
  it('shows from 24 hours before to 30 minutes after the promised time', () => {
    expect(trackBannerVisible(promised - 24 * HOUR, promised, 'COOKING')).toBe(true);
    expect(trackBannerVisible(promised - 24 * HOUR - 1, promised, 'COOKING')).toBe(false);
    expect(trackBannerVisible(promised + 30 * MINUTE, promised, 'COOKING')).toBe(true);
    expect(trackBannerVisible(promised + 30 * MINUTE + 1, promised, 'COOKING')).toBe(false);
  });

  it('hides for a delivered or failed order; no state yet keeps it', () => {
    expect(trackBannerVisible(promised, promised, 'DELIVERED')).toBe(false);
    expect(trackBannerVisible(promised, promised, 'FAILED')).toBe(false);
    expect(trackBannerVisible(promised, promised, null)).toBe(true);
  });
});

describe('timings (spec 2 §4, §7, §9)', () => {
  it('has the spec numbers', () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(3_600_000);
    expect(PAYER_STEP_UP_TIMEOUT_MS).toBe(20_000);
    expect(ORDER_SUMMARY_RETRY).toEqual({ attempts: 3, delayMs: 1000 });
  });

  it('keeps tracking, the kitchen and the timings free of market records, for the app shell', () => {
    for (const file of ['tracking.ts', 'kitchen.ts', 'constants.ts']) {
      const source = readFileSync(new URL(`../../../src/domain/checkout/${file}`, import.meta.url), 'utf8');
      expect(source).not.toMatch(/^import /m);
    }
  });
});
