import { describe, expect, it } from 'vitest';
import { orderTargetRedirect } from '../../../src/domain/localisation/order-target';

// Checklist 10-G8: /order/{hutId-or-sector}/ goes on to /order/{initial route}/ keeping the query when
// it names the localised hut or its sector; any other value → home with redirectFrom (04-G1).
const camden = { id: '1101', sector: 'uk-1' };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('orderTargetRedirect', () => {
  it('goes to the market’s initial route, keeping the query, for the hut’s id or sector', () => {
    expect(orderTargetRedirect('1101', camden, at('/order/1101/', '?utm_source=mail'))).toBe('/order/deals/?utm_source=mail');
    expect(orderTargetRedirect('uk-1', camden, at('/order/uk-1/'))).toBe('/order/deals/');
  });

  it('reads the FR_1 alias as the fr-1 sector', () => {
    expect(orderTargetRedirect('FR_1', { id: '2201', sector: 'fr-1' }, at('/order/FR_1/'))).toBe('/order/deals/');
  });

  it('sends any other value home with redirectFrom', () => {
    expect(orderTargetRedirect('uk-2', camden, at('/order/uk-2/', '?a=1'))).toBe(`/?${new URLSearchParams({ redirectFrom: '/order/uk-2/?a=1' })}`);
    expect(orderTargetRedirect('9999', camden, at('/order/9999/'))).toBe('/?redirectFrom=%2Forder%2F9999%2F');
    expect(orderTargetRedirect('1101', null, at('/order/1101/'))).toBe('/?redirectFrom=%2Forder%2F1101%2F');
  });
});
