import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismiss,
  notificationsAtom,
  notify,
  NOTIFICATION_DEFAULT_TIMEOUT_MS,
  NOTIFICATION_ENTER_MS,
  NOTIFICATION_EXIT_MS,
  visibleNotificationsAtom,
} from '../../src/atoms/notifications';

describe('notifications (spec 1 §3, 3 §2.7, §9)', () => {
  let store: ReturnType<typeof createStore>;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createStore();
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants: 5000 ms default, enter 500 ms, exit 300 ms', () => {
    expect(NOTIFICATION_DEFAULT_TIMEOUT_MS).toBe(5000);
    expect(NOTIFICATION_ENTER_MS).toBe(500);
    expect(NOTIFICATION_EXIT_MS).toBe(300);
  });

  it('defaults to an info notice that starts leaving after 5000 ms and is gone 300 ms later', () => {
    const onHide = vi.fn();
    notify({ title: 'Hello', onHide }, store);
    const [shown] = store.get(notificationsAtom);
    expect(shown?.type).toBe('info');

    vi.advanceTimersByTime(4999);
    expect(store.get(notificationsAtom)[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(store.get(notificationsAtom)[0]?.phase).toBe('exiting');
    vi.advanceTimersByTime(299);
    expect(store.get(notificationsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(notificationsAtom)).toHaveLength(0);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('honours a custom time-out, e.g. the closed-hut warning of 10000 ms', () => {
    notify({ type: 'warning', title: 'Sorry', timeOut: 10_000 }, store);
    vi.advanceTimersByTime(9_999);
    expect(store.get(notificationsAtom)[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1 + NOTIFICATION_EXIT_MS);
    expect(store.get(notificationsAtom)).toHaveLength(0);
  });

  it('never hides itself when the time-out is 0', () => {
    notify({ type: 'error', title: 'Stays', timeOut: 0 }, store);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(store.get(notificationsAtom)).toHaveLength(1);
  });

  it('closes on request after the exit animation, only once', () => {
    const onHide = vi.fn();
    const id = notify({ title: 'Close me', timeOut: 0, onHide }, store);
    dismiss(id, store);
    dismiss(id, store);
    expect(store.get(notificationsAtom)[0]?.phase).toBe('exiting');
    vi.advanceTimersByTime(NOTIFICATION_EXIT_MS);
    expect(store.get(notificationsAtom)).toHaveLength(0);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('replaces a notice of the same topic instead of stacking it', () => {
    notify({ topic: 'localisation', title: 'first', timeOut: 0 }, store);
    notify({ topic: 'localisation', title: 'second', timeOut: 0 }, store);
    notify({ title: 'other', timeOut: 0 }, store);
    expect(store.get(notificationsAtom).map((n) => n.title)).toEqual(['second', 'other']);
  });

  it('orders by priority, then by age', () => {
    notify({ title: 'low', timeOut: 0 }, store);
    vi.advanceTimersByTime(10);
    notify({ title: 'high', priority: 5, timeOut: 0 }, store);
    vi.advanceTimersByTime(10);
    notify({ title: 'low later', timeOut: 0 }, store);
    expect(store.get(visibleNotificationsAtom).map((n) => n.title)).toEqual(['high', 'low', 'low later']);
  });

  it('keeps at most three, dropping the oldest of the lowest priority', () => {
    notify({ title: 'important', priority: 9, timeOut: 0 }, store);
    ['a', 'b', 'c'].forEach((title) => {
      vi.advanceTimersByTime(10);
      notify({ title, timeOut: 0 }, store);
    });
    expect(store.get(notificationsAtom).map((n) => n.title)).toEqual(['important', 'b', 'c']);
  });
});
