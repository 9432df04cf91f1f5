import { describe, expect, it } from 'vitest';
import { utmFromSearch } from '../../../src/domain/analytics/utm';

describe('utmFromSearch (06-G13)', () => {
  it('reads the /delivery redirect values', () => {
    expect(utmFromSearch('?utm_source=legacy&utm_medium=redirect&utm_campaign=302+redirect+from+Delivery')).toEqual({
      source: 'legacy',
      medium: 'redirect',
      campaign: '302 redirect from Delivery',
    });
  });

  it('is null without utm values, and drops empty ones', () => {
    expect(utmFromSearch('?redirectFrom=%2Forder%2Fdeals%2F')).toBeNull();
    expect(utmFromSearch('?utm_source=&utm_medium=email')).toEqual({ medium: 'email' });
  });

  it('keeps at most 100 characters of a value (the order contract’s limit)', () => {
    expect(utmFromSearch(`?utm_campaign=${'x'.repeat(150)}`)?.campaign).toHaveLength(100);
  });
});
