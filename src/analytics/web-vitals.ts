// Core Web Vitals for sampled sessions (14-G31). The `web-vitals` package was the brief's choice; it
// could not be installed from this worktree (node_modules is shared with the main checkout), so this is
// a small stand-in on the same browser APIs: LCP (last largest-contentful-paint before input), CLS
// (largest session window of layout shifts without recent input), INP (the slowest interaction's
// duration, a simplification of the 98th percentile for sessions with few interactions). Each is sent
// once, when the page is hidden. Initialisation errors are only logged (S3 §8.4).
import { vitalRating, type WebVital } from '../domain/analytics/rum';
import { log } from '../log/logger';
import { track } from './track';

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
type InteractionEntry = PerformanceEntry & { interactionId?: number };

export function startWebVitals(): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const values: Partial<Record<WebVital, number>> = {};
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  const observers: PerformanceObserver[] = [];
  const observe = (type: string, onEntries: (entries: PerformanceEntry[]) => void, options: Record<string, unknown> = {}) => {
    try {
      if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
      const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
      observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit);
      observers.push(observer);
    } catch (err) {
      log.warn('Web vitals observer could not start', { type, error: String(err) });
    }
  };
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) values.LCP = last.startTime;
  });
  observe('layout-shift', (entries) => {
    for (const entry of entries as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      // A session window closes after 1 s without shifts or 5 s in all.
      if (windowValue > 0 && (entry.startTime - windowLast > 1000 || entry.startTime - windowStart > 5000)) windowValue = 0;
      if (windowValue === 0) windowStart = entry.startTime;
      windowValue += entry.value;
      windowLast = entry.startTime;
      values.CLS = Math.max(values.CLS ?? 0, windowValue);
    }
  });
  observe(
    'event',
    (entries) => {
      for (const entry of entries as InteractionEntry[]) {
        if (entry.interactionId) values.INP = Math.max(values.INP ?? 0, entry.duration);
      }
    },
    { durationThreshold: 40 },
  );

  let sent = false;
  const report = () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    for (const metric of ['LCP', 'INP', 'CLS'] as const) {
      const value = values[metric];
      if (value === undefined) continue;
      const rounded = metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
      track({ type: 'webVital', metric, value: rounded, rating: vitalRating(metric, value) });
    }
  };
  addEventListener('visibilitychange', report);
  addEventListener('pagehide', report);
  return () => {
    for (const observer of observers) observer.disconnect();
    removeEventListener('visibilitychange', report);
    removeEventListener('pagehide', report);
  };
}
