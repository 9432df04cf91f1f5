import { describe, expect, it } from 'vitest';
import { CACHE_ROUTES, cacheRouteFor, runtimeCacheNames } from '../../src/sw/cache-routes';

const strategyOf = (path: string, method?: string) => cacheRouteFor(path, method)?.strategy ?? 'not handled';

describe('the runtime caching route table', () => {
  it.each([
    ['/v2/products/pizzas', 'stale-while-revalidate'],
    ['/v2/products/deals', 'stale-while-revalidate'],
    ['/v2/products/discounts/', 'stale-while-revalidate'],
    ['/v1/skus/', 'stale-while-revalidate'],
    ['/v1/content/products', 'stale-while-revalidate'],
    ['/v1/content/en-GB/uk-1/products', 'stale-while-revalidate'],
    ['/v1/upsells/', 'stale-while-revalidate'],
    ['/v1/hut', 'stale-while-revalidate'],
    ['/v1/huts', 'stale-while-revalidate'],
    ['/v1/huts/', 'stale-while-revalidate'],
    ['/v1/huts/nearby', 'stale-while-revalidate'],
    ['/v1/hut/search/', 'stale-while-revalidate'],
    ['/images/menu/uk/margherita.svg', 'stale-while-revalidate'],
    ['/images/deals/uk/any-20.svg', 'stale-while-revalidate'],
  ])('keeps %s browsable offline (%s)', (path, strategy) => {
    expect(strategyOf(path)).toBe(strategy);
  });

  it.each(['/v2/huts/status/uk-1/1101/summary', '/v2/eta', '/v2/eta/', '/v1/hut/timeslots'])(
    'asks the network first for %s, with a 3 s time-out',
    (path) => {
      const route = cacheRouteFor(path);
      expect(route?.strategy).toBe('network-first');
      expect(route?.networkTimeoutSeconds).toBe(3);
    },
  );

  it.each([
    '/v1/orders/preauthorise',
    '/v1/orders/place',
    '/v2/orders/orders/42/summary',
    '/v2/orders/orders/42/state',
    '/v1/payment-providers/payer-auth-check',
    '/v1/payment-providers/store-config/uk-1%3A1101',
    '/v1/payment-providers/apple-pay/on-validate-merchant',
    '/v1/vouchers/validate',
    '/v1/gift-cards/check',
    '/v2/gift-cards/check',
    '/v1/priority-orders/reservation',
    '/v2/accounts/myaccount',
    '/v2/loyalty/account',
    '/v1/otp/generate',
    '/v1/bff/graphql',
    '/v1/basket-validator/',
    '/v1/basket-validator',
    '/v1/deals/optimise',
    '/v1/feedback',
    '/v1/identity/refresh',
    '/v1/identity/.well-known/jwks.json',
    '/v1/bot-check/challenge',
    '/log',
  ])('never caches %s', (path) => {
    expect(strategyOf(path)).toBe('network-only');
  });

  it('caches GET only: the same path posted goes to the network', () => {
    expect(strategyOf('/v2/products/pizzas', 'POST')).toBe('network-only');
    expect(strategyOf('/v1/hut', 'put')).toBe('network-only');
    expect(strategyOf('/v2/products/pizzas', 'get')).toBe('stale-while-revalidate');
  });

  it.each(['/', '/order/deals/', '/health', '/RELEASE_HASH.txt', '/dev/outbox', '/v1/geocode/postcode', '/v3/products/pizzas', '/v2/productsx', '/images'])(
    'leaves %s to the precache, the navigation route or the network',
    (path) => {
      expect(cacheRouteFor(path)).toBeNull();
    },
  );

  it('does not let a lookalike path slip into a cache', () => {
    // A never-cached family under a cached-looking prefix stays never cached.
    expect(strategyOf('/v2/orders/products/pizzas')).toBe('network-only');
    expect(strategyOf('/v1/deals/optimise/')).toBe('network-only');
    expect(strategyOf('/v2/products/pizzas/extra')).toBe('not handled');
    expect(strategyOf('/v1/__proto__')).toBe('not handled');
  });

  it('bounds every cache by entries and age, and gives every entry a reason', () => {
    for (const route of CACHE_ROUTES) {
      expect(route.reason.length, route.name).toBeGreaterThan(10);
      if (route.strategy === 'network-only') {
        expect(route.cacheName, route.name).toBeUndefined();
        continue;
      }
      expect(route.cacheName, route.name).toMatch(/^(api|images)-.+-v\d+$/);
      expect(route.maxEntries, route.name).toBeGreaterThan(0);
      expect(route.maxAgeSeconds, route.name).toBeGreaterThan(0);
      expect(route.maxAgeSeconds!, route.name).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    }
  });

  it('lists each runtime cache once', () => {
    const names = runtimeCacheNames();
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('api-menus-v1');
    expect(names.some((name) => name.includes('precache'))).toBe(false);
  });
});
