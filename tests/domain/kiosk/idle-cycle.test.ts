import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announcedSeconds,
  countdownSecondsLeft,
  createKioskCycle,
  KIOSK_COUNTDOWN_MS,
  KIOSK_START,
  nextKioskState,
  type KioskState,
} from '../../../src/domain/kiosk/idle-cycle';

// Kiosk mode (issue 07): the attract → ordering → 'Still there?' → wipe cycle.

describe('the cycle between customers', () => {
  const ordering: KioskState = { phase: 'ordering' };

  it('starts on the attract screen; a touch starts ordering', () => {
    expect(KIOSK_START).toEqual({ phase: 'attract' });
    expect(nextKioskState(KIOSK_START, { type: 'start' })).toEqual(ordering);
  });

  it('idle while ordering opens a 20 s countdown; activity closes it; expiry returns to the attract screen', () => {
    const asking = nextKioskState(ordering, { type: 'idle', now: 1000 });
    expect(asking).toEqual({ phase: 'still-there', deadline: 21_000 });
    expect(nextKioskState(asking, { type: 'activity' })).toEqual(ordering);
    expect(nextKioskState(asking, { type: 'expire' })).toEqual(KIOSK_START);
  });

  it('ignores events that do not apply (same object back)', () => {
    const asking: KioskState = { phase: 'still-there', deadline: 5000 };
    expect(nextKioskState(KIOSK_START, { type: 'idle', now: 0 })).toBe(KIOSK_START);
    expect(nextKioskState(KIOSK_START, { type: 'activity' })).toBe(KIOSK_START);
    expect(nextKioskState(KIOSK_START, { type: 'expire' })).toBe(KIOSK_START);
    expect(nextKioskState(ordering, { type: 'start' })).toBe(ordering);
    expect(nextKioskState(ordering, { type: 'expire' })).toBe(ordering);
    // A second idle does not push the deadline back.
    expect(nextKioskState(asking, { type: 'idle', now: 4000 })).toBe(asking);
  });

  it('counts whole seconds down, rounded up, never below 0', () => {
    const asking: KioskState = { phase: 'still-there', deadline: 20_000 };
    expect(countdownSecondsLeft(asking, 0)).toBe(20);
    expect(countdownSecondsLeft(asking, 1)).toBe(20);
    expect(countdownSecondsLeft(asking, 19_001)).toBe(1);
    expect(countdownSecondsLeft(asking, 20_000)).toBe(0);
    expect(countdownSecondsLeft(asking, 25_000)).toBe(0);
    expect(countdownSecondsLeft(ordering, 0)).toBeNull();
  });

  it('is read out at 20, 10 and 5 seconds, not every second', () => {
    expect([20, 19, 11, 10, 6, 5, 1, 0].map(announcedSeconds)).toEqual([20, 20, 20, 10, 10, 5, 5, 5]);
    expect(announcedSeconds(null)).toBeNull();
    expect(announcedSeconds(25)).toBeNull();
  });
});

describe('createKioskCycle (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-06-18T18:20:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function cycle() {
    const changes: KioskState['phase'][] = [];
    const onWipe = vi.fn();
    const machine = createKioskCycle({ onChange: (state) => changes.push(state.phase), onWipe });
    return { machine, changes, onWipe };
  }

  it('idle → 20 s countdown → wipe → attract screen', () => {
    const { machine, changes, onWipe } = cycle();
    machine.send('start');
    machine.send('idle');
    expect(machine.state()).toEqual({ phase: 'still-there', deadline: Date.now() + KIOSK_COUNTDOWN_MS });
    vi.advanceTimersByTime(KIOSK_COUNTDOWN_MS - 1);
    expect(onWipe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWipe).toHaveBeenCalledTimes(1);
    expect(machine.state()).toEqual(KIOSK_START);
    expect(changes).toEqual(['ordering', 'still-there', 'attract']);
  });

  it('an answer during the countdown keeps the customer: no wipe, ever', () => {
    const { machine, onWipe } = cycle();
    machine.send('start');
    machine.send('idle');
    vi.advanceTimersByTime(15_000);
    machine.send('activity');
    vi.advanceTimersByTime(60_000);
    expect(onWipe).not.toHaveBeenCalled();
    expect(machine.state()).toEqual({ phase: 'ordering' });
    // The next idle gets a full countdown of its own.
    machine.send('idle');
    vi.advanceTimersByTime(19_999);
    expect(onWipe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWipe).toHaveBeenCalledTimes(1);
  });

  it('the wipe runs before the attract screen is shown', () => {
    const order: string[] = [];
    const machine = createKioskCycle({ onChange: (state) => order.push(state.phase), onWipe: () => order.push('wipe') });
    machine.send('start');
    machine.send('idle');
    vi.runAllTimers();
    expect(order).toEqual(['ordering', 'still-there', 'wipe', 'attract']);
  });

  it('stop cancels a running countdown', () => {
    const { machine, onWipe } = cycle();
    machine.send('start');
    machine.send('idle');
    machine.stop();
    vi.runAllTimers();
    expect(onWipe).not.toHaveBeenCalled();
  });

  it('idle on the attract screen does nothing', () => {
    const { machine, changes } = cycle();
    machine.send('idle');
    vi.runAllTimers();
    expect(changes).toEqual([]);
  });
});
