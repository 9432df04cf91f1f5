import { atom } from 'jotai';
import { appStore } from './store';

/**
 * Toast notifications (spec 1 §3 Notification, 3 §2.7, §9). The list lives in an atom; timing lives
 * here, outside React, so actions, workers and the service-worker bridge can notify too.
 */
export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface NotificationInput {
  type?: NotificationType;
  /** A new notice replaces a visible one with the same topic (e.g. 'localisation'). */
  topic?: string;
  /** HTML allowed; sanitised with DOMPurify when shown. */
  title?: string;
  message?: string;
  /** Milliseconds before it hides itself; 0 = stays until closed. */
  timeOut?: number;
  hideClose?: boolean;
  /** Suppresses the 'Show basket' link on success notices. */
  hideShowBasket?: boolean;
  /** Higher first. */
  priority?: number;
  alignmentOfCloseIcon?: 'left' | 'right';
  backgroundColor?: string;
  onClick?: () => void;
  onHide?: () => void;
}

export interface Notification extends NotificationInput {
  id: string;
  type: NotificationType;
  timeOut: number;
  priority: number;
  /** When it was shown (epoch ms). */
  start: number;
  phase: 'visible' | 'exiting';
}

export const NOTIFICATION_DEFAULT_TIMEOUT_MS = 5000;
export const NOTIFICATION_ENTER_MS = 500;
export const NOTIFICATION_EXIT_MS = 300;
/** More than this at once is noise on a phone; the oldest low-priority one goes first. */
export const MAX_VISIBLE_NOTIFICATIONS = 3;

export const notificationsAtom = atom<readonly Notification[]>([]);

export const visibleNotificationsAtom = atom((get) =>
  [...get(notificationsAtom)].sort((a, b) => b.priority - a.priority || a.start - b.start),
);

type Store = typeof appStore;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

export function notify(input: NotificationInput, store: Store = appStore): string {
  const id = `n${Date.now().toString(36)}-${(sequence += 1)}`;
  const notification: Notification = {
    ...input,
    id,
    type: input.type ?? 'info',
    timeOut: input.timeOut ?? NOTIFICATION_DEFAULT_TIMEOUT_MS,
    priority: input.priority ?? 0,
    start: Date.now(),
    phase: 'visible',
  };
  const current = store.get(notificationsAtom);
  const replaced = input.topic ? current.filter((n) => n.topic === input.topic) : [];
  replaced.forEach((n) => remove(n.id, store));

  const kept = store.get(notificationsAtom);
  const overflow = kept.length + 1 - MAX_VISIBLE_NOTIFICATIONS;
  if (overflow > 0) {
    [...kept]
      .sort((a, b) => a.priority - b.priority || a.start - b.start)
      .slice(0, overflow)
      .forEach((n) => remove(n.id, store));
  }
  store.set(notificationsAtom, [...store.get(notificationsAtom), notification]);
  if (notification.timeOut > 0) {
    timers.set(id, setTimeout(() => dismiss(id, store), notification.timeOut));
  }
  return id;
}

/** Starts the exit animation; the notice is removed once it has played. */
export function dismiss(id: string, store: Store = appStore): void {
  const target = store.get(notificationsAtom).find((n) => n.id === id);
  if (!target || target.phase === 'exiting') return;
  clearTimeout(timers.get(id));
  store.set(
    notificationsAtom,
    store.get(notificationsAtom).map((n) => (n.id === id ? { ...n, phase: 'exiting' } : n)),
  );
  timers.set(id, setTimeout(() => remove(id, store), NOTIFICATION_EXIT_MS));
}

function remove(id: string, store: Store): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const target = store.get(notificationsAtom).find((n) => n.id === id);
  if (!target) return;
  store.set(
    notificationsAtom,
    store.get(notificationsAtom).filter((n) => n.id !== id),
  );
  target.onHide?.();
}
