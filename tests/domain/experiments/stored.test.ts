import { describe, expect, it } from 'vitest';
import { EXPERIMENTS } from '../../../src/domain/experiments/catalogue';
import { experimentStorageKey, type ExperimentRecord } from '../../../src/domain/experiments/record';
import { applyDatafile, assignedNames, decodeAssignment, encodeAssignment, experimentValue } from '../../../src/domain/experiments/stored';

// 14-G12, C45: picks kept in the experiments slice under the prefix, one draw per run, dropped when over.

const LIVE = new Date('2026-11-26T12:00:00Z');
const record = EXPERIMENTS.find(({ name }) => name === 'checkout-button-text')! as ExperimentRecord;
const key = experimentStorageKey(record.name);

describe('stored assignment', () => {
  it('round-trips and refuses malformed values', () => {
    expect(decodeAssignment(encodeAssignment({ value: 'place-order', scheduleId: '2026-run-1' }))).toEqual({ value: 'place-order', scheduleId: '2026-run-1' });
    for (const bad of ['place-order', '|x', 'x|', undefined]) expect(decodeAssignment(bad)).toBeUndefined();
    expect(assignedNames({ [key]: '2026-run-1|control', 'geolocation-primer': 'with-primer' })).toEqual(['checkout-button-text']);
  });
});

describe('applyDatafile', () => {
  it('draws once, then keeps the pick without drawing again', () => {
    const first = applyDatafile({}, [record], ['checkout-button-text'], LIVE, () => 0.99);
    expect(first.next[key]).toBe('2026-run-1|place-order');
    expect(first.drawn.map(({ value }) => value)).toEqual(['place-order']);
    const second = applyDatafile(first.next, [record], ['checkout-button-text'], LIVE, () => 0);
    expect(second.next[key]).toBe('2026-run-1|place-order');
    expect(second.drawn).toEqual([]);
  });

  it("drops the market's picks the datafile no longer lists, and leaves other markets' and wave-1 keys", () => {
    const other = experimentStorageKey('delivery-fee-naming');
    const all = { [key]: '2026-run-1|place-order', [other]: '2026-run-1|service-charge', 'geolocation-primer': 'with-primer' };
    const { next, drawn } = applyDatafile(all, [], ['checkout-button-text', 'show-eta'], LIVE, () => 0.5);
    expect(next).toEqual({ [other]: '2026-run-1|service-charge', 'geolocation-primer': 'with-primer' });
    expect(drawn).toEqual([]);
  });

  it('drops a pick once the record has expired', () => {
    const { next } = applyDatafile({ [key]: '2026-run-1|place-order' }, [record], [], new Date('2028-01-01T00:00:00Z'), () => 0.5);
    expect(next).not.toHaveProperty(key);
  });
});

describe('experimentValue', () => {
  const kept = { value: 'place-order', scheduleId: '2026-run-1' };
  it('forced first, then the live kept pick, else the control', () => {
    expect(experimentValue(record, kept, undefined, LIVE)).toBe('place-order');
    expect(experimentValue(record, kept, 'control', LIVE)).toBe('control');
    expect(experimentValue(undefined, undefined, 'place-order', LIVE)).toBe('place-order');
    expect(experimentValue(undefined, kept, undefined, LIVE)).toBe('control');
    expect(experimentValue(record, kept, undefined, new Date('2025-06-18T18:20:00Z'))).toBe('control');
    expect(experimentValue(record, { ...kept, value: 'gone' }, undefined, LIVE)).toBe('control');
  });
});
