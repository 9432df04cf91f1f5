// Core Web Vitals for sampled sessions (14-G31), measured by the `web-vitals` library: LCP, INP and
// CLS, each reported by the library when it is final (the page hidden, or the first input for LCP);
// a metric that grows after a return to the page is reported again, and each report is one event.
// Initialisation errors are only logged (S3 §8.4).
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { vitalRating, type WebVital } from '../domain/analytics/rum';
import { log } from '../log/logger';
import { track } from './track';

function report(metric: Metric): void {
  const name = metric.name as WebVital;
  const value = name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  track({ type: 'webVital', metric: name, value, rating: vitalRating(name, metric.value) });
}

/** Starts measuring; answers a stop function (the library has no unsubscribe: later reports are dropped). */
export function startWebVitals(): () => void {
  let stopped = false;
  const send = (metric: Metric) => {
    if (!stopped) report(metric);
  };
  try {
    onLCP(send);
    onINP(send);
    onCLS(send);
  } catch (error) {
    log.warn('Web vitals could not start', String(error));
  }
  return () => {
    stopped = true;
  };
}
