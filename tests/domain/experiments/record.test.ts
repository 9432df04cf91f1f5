import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_KEY_PREFIX,
  EXPERIMENT_REFRESH_MS,
  chooseVariant,
  experimentStorageKey,
  isActive,
  resolveAssignment,
  type ExperimentRecord,
} from '../../../src/domain/experiments/record';

/** mulberry32: a small seeded PRNG, so the distribution test is the same run every time. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const record = (overrides: Partial<ExperimentRecord> = {}): ExperimentRecord => ({
  name: 'deal-sorting',
  title: 'Deal sorting',
  markets: ['UK'],
  goal: 'AOV',
  schedule: { id: 'run-1', startDate: '2026-03-01T00:00:00Z', endDate: '2026-04-01T00:00:00Z' },
  expiry: '2026-05-01T00:00:00Z',
  variants: [
    { title: 'Control', value: 'control', weight: 50 },
    { title: 'By price', value: 'price', weight: 30 },
    { title: 'By name', value: 'name', weight: 20 },
  ],
  ...overrides,
});

const at = (iso: string) => new Date(iso);
const never = () => {
  throw new Error('random drawn when the kept variant should hold');
};

describe('experiment constants (14-G12, C20)', () => {
  it('refreshes every 6 minutes, which is 360 000 ms (C20), and keys under the prefix', () => {
    expect(EXPERIMENT_REFRESH_MS).toBe(360_000);
    expect(experimentStorageKey('geolocation-primer')).toBe(`${EXPERIMENT_KEY_PREFIX}geolocation-primer`);
    expect(EXPERIMENT_KEY_PREFIX.startsWith('phdv:')).toBe(true);
  });
});

describe('isActive: schedule and expiry edges (C45)', () => {
  it('is live from startDate inclusive to endDate exclusive', () => {
    expect(isActive(record(), at('2026-02-28T23:59:59.999Z'))).toBe(false);
    expect(isActive(record(), at('2026-03-01T00:00:00Z'))).toBe(true);
    expect(isActive(record(), at('2026-03-31T23:59:59.999Z'))).toBe(true);
    expect(isActive(record(), at('2026-04-01T00:00:00Z'))).toBe(false);
  });

  it('is over at expiry even inside the schedule', () => {
    const expiresEarly = record({ expiry: '2026-03-15T12:00:00Z' });
    expect(isActive(expiresEarly, at('2026-03-15T11:59:59.999Z'))).toBe(true);
    expect(isActive(expiresEarly, at('2026-03-15T12:00:00Z'))).toBe(false);
  });

  it('is never live with an unreadable date', () => {
    expect(isActive(record({ expiry: 'soon' }), at('2026-03-10T00:00:00Z'))).toBe(false);
    expect(isActive(record({ schedule: { id: 'x', startDate: '', endDate: '2026-04-01T00:00:00Z' } }), at('2026-03-10T00:00:00Z'))).toBe(false);
  });
});

describe('chooseVariant: weighted, pure', () => {
  it('maps the random number onto the weight shares, edges included', () => {
    expect(chooseVariant(record(), 0).value).toBe('control');
    expect(chooseVariant(record(), 0.4999).value).toBe('control');
    expect(chooseVariant(record(), 0.5).value).toBe('price');
    expect(chooseVariant(record(), 0.7999).value).toBe('price');
    expect(chooseVariant(record(), 0.8).value).toBe('name');
    expect(chooseVariant(record(), 0.9999999999).value).toBe('name');
    expect(chooseVariant(record(), 1).value).toBe('name');
  });

  it('never picks a variant of weight 0, and refuses a record with no weight', () => {
    const paused = record({ variants: [{ title: 'A', value: 'a', weight: 0 }, { title: 'B', value: 'b', weight: 1 }, { title: 'C', value: 'c', weight: 0 }] });
    for (const random of [0, 0.3, 0.999999, 1]) expect(chooseVariant(paused, random).value).toBe('b');
    expect(() => chooseVariant(record({ variants: [{ title: 'A', value: 'a', weight: 0 }] }), 0.5)).toThrow(RangeError);
  });

  it('follows the weights over 10 000 draws (chi-square within the 99.9 % bound)', () => {
    const draw = mulberry32(20261126);
    const experiment = record();
    const counts = new Map<string, number>();
    const draws = 10_000;
    for (let i = 0; i < draws; i += 1) {
      const { value } = chooseVariant(experiment, draw());
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
    const chiSquare = experiment.variants.reduce((sum, variant) => {
      const expected = (draws * variant.weight) / total;
      return sum + ((counts.get(variant.value) ?? 0) - expected) ** 2 / expected;
    }, 0);
    // 2 degrees of freedom: P(χ² > 13.816) = 0.001.
    expect(chiSquare).toBeLessThan(13.816);
    expect([...counts.keys()].sort()).toEqual(['control', 'name', 'price']);
  });
});

describe('resolveAssignment: stickiness and lifetime (C45)', () => {
  const live = at('2026-03-10T00:00:00Z');

  it('draws once while live and reports the draw (the exposure moment)', () => {
    expect(resolveAssignment(record(), undefined, live, () => 0.9)).toEqual({ value: 'name', keep: { value: 'name', scheduleId: 'run-1' }, drawn: true });
  });

  it('keeps an existing assignment while the record is live, without drawing again', () => {
    const kept = { value: 'price', scheduleId: 'run-1' };
    expect(resolveAssignment(record(), kept, live, never)).toEqual({ value: 'price', keep: kept, drawn: false });
    // Even when the weights change mid-run, the visitor keeps their pick.
    const reweighted = record({ variants: [{ title: 'Control', value: 'control', weight: 1 }, { title: 'By price', value: 'price', weight: 99 }] });
    expect(resolveAssignment(reweighted, kept, live, never).value).toBe('price');
  });

  it('drops the assignment and answers the control once expired or out of schedule', () => {
    const kept = { value: 'price', scheduleId: 'run-1' };
    expect(resolveAssignment(record(), kept, at('2026-04-01T00:00:00Z'), never)).toEqual({ value: 'control', keep: null, drawn: false });
    expect(resolveAssignment(record({ expiry: '2026-03-05T00:00:00Z' }), kept, live, never)).toEqual({ value: 'control', keep: null, drawn: false });
  });

  it('drops it when the datafile no longer lists the experiment', () => {
    expect(resolveAssignment(undefined, { value: 'price', scheduleId: 'run-1' }, live, never)).toEqual({ value: undefined, keep: null, drawn: false });
  });

  it('draws again for a new schedule id, or when the kept value is no longer offered', () => {
    const newRun = record({ schedule: { id: 'run-2', startDate: '2026-03-01T00:00:00Z', endDate: '2026-04-01T00:00:00Z' } });
    expect(resolveAssignment(newRun, { value: 'price', scheduleId: 'run-1' }, live, () => 0)).toEqual({ value: 'control', keep: { value: 'control', scheduleId: 'run-2' }, drawn: true });
    expect(resolveAssignment(record(), { value: 'retired', scheduleId: 'run-1' }, live, () => 0.6).value).toBe('price');
  });
});
