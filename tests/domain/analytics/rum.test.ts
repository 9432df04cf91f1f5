import { describe, expect, it } from 'vitest';
import { SESSION_SAMPLE_PERCENT, sessionSampled, vitalRating } from '../../../src/domain/analytics/rum';

// 14-G31: "session sample rate from config (20 in the India config)" as a percentage of sessions.
describe('RUM session sample', () => {
  it('samples 20 % of sessions in India and the picked 10 % elsewhere', () => {
    expect(SESSION_SAMPLE_PERCENT.IN).toBe(20);
    const share = (market: 'IN' | 'UK') => {
      let sampled = 0;
      for (let i = 0; i < 1000; i += 1) if (sessionSampled(market, i / 1000)) sampled += 1;
      return sampled / 1000;
    };
    expect(share('IN')).toBe(0.2);
    expect(share('UK')).toBe(0.1);
    expect(sessionSampled('IN', 0.1999)).toBe(true);
    expect(sessionSampled('IN', 0.2)).toBe(false);
  });

  it('rates vitals by the web-vitals thresholds', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('INP', 501)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
  });
});
