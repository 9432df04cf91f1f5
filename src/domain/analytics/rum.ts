/**
 * Real-user monitoring samples (14-G31): "session sample rate from config (20 in the India config)"
 * (S3 §9), read as a percentage of sessions, drawn once. Picks for the other markets: UK 10, FR 10,
 * CA 10. Sampled sessions send Core Web Vitals (LCP, INP, CLS) to the collector as 'web_vital' events.
 * "Session replay sample rate | 10" (S3 §9): no replay is recorded locally (pick: a replay would
 * record what customers type; the stand-in keeps vitals only).
 */
import type { Market } from '../markets/ids';

export const SESSION_SAMPLE_PERCENT: Readonly<Record<Market, number>> = { UK: 10, FR: 10, IN: 20, CA: 10 };
export const SESSION_REPLAY_SAMPLE_PERCENT = 10;

export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** `draw` is a uniform number in [0, 1): the session is sampled when it falls under the market's rate. */
export function sessionSampled(market: Market, draw: number): boolean {
  return draw * 100 < SESSION_SAMPLE_PERCENT[market];
}

/** The web-vitals thresholds (good / needs improvement), so a report can count poor sessions. */
const THRESHOLDS: Record<WebVital, [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] };

export function vitalRating(metric: WebVital, value: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
