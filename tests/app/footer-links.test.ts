import { describe, expect, it } from 'vitest';
import { footerColumns, footerMenuHref, FOOTER_MENU_CATEGORIES } from '../../src/app/footer-links';
import { footerVariantOf } from '../../src/app/footer-platform';
import { DELIVERY_REDIRECT_SEARCH } from '../../src/app/routes';

describe('footer links (spec 3 §2.5)', () => {
  it('lists the five menu categories of the spec', () => {
    expect(FOOTER_MENU_CATEGORIES).toEqual(['deals', 'pizzas', 'sides', 'drinks', 'desserts']);
  });

  it('points to /menu/{category} on the web and /order/{category}/ in the mobile apps', () => {
    expect(footerMenuHref('pizzas', 'WEB')).toBe('/menu/pizzas');
    expect(footerMenuHref('pizzas', 'OTHER')).toBe('/menu/pizzas');
    expect(footerMenuHref('pizzas', 'ANDROID')).toBe('/order/pizzas/');
    expect(footerMenuHref('pizzas', 'IOS')).toBe('/order/pizzas/');
  });

  it('sends feedback to the feedback form landing page', () => {
    const help = footerColumns('WEB', false).find(({ id }) => id === 'help');
    expect(help?.links.find(({ key }) => key === 'feedback')).toEqual({ key: 'feedback', to: '/landing/?id=feedback-form' });
  });

  it('hides the visit-us, social and app links on partner platforms', () => {
    const keys = (partner: boolean) => footerColumns('WEB', partner).flatMap(({ links }) => links.map(({ key }) => key));
    expect(keys(false)).toEqual(expect.arrayContaining(['storeLocator', 'careers', 'blog', 'appStore', 'googlePlay']));
    const partnerKeys = keys(true);
    ['storeLocator', 'careers', 'blog', 'appStore', 'googlePlay'].forEach((key) => expect(partnerKeys).not.toContain(key));
    expect(partnerKeys).toEqual(expect.arrayContaining(['terms', 'privacy', 'feedback', 'disclosure']));
    expect(footerColumns('WEB', true).map(({ id }) => id)).toEqual(['menu', 'about', 'help']);
  });
});

describe('/delivery redirect (spec 3 §2.5)', () => {
  it('carries utm source legacy, medium redirect and the campaign name', () => {
    const params = new URLSearchParams(DELIVERY_REDIRECT_SEARCH);
    expect(Object.fromEntries(params)).toEqual({
      utm_source: 'legacy',
      utm_medium: 'redirect',
      utm_campaign: '302 redirect from Delivery',
    });
  });
});

describe('footer links per market (10-G29)', () => {
  const hrefs = (market: 'UK' | 'FR' | 'IN' | 'CA') =>
    footerColumns('WEB', false, market)
      .flatMap(({ links }) => links)
      .flatMap((link) => ('href' in link ? [link.href] : []));

  it('gives every market its own careers, blog, store locator, disclosure and app links', () => {
    expect(hrefs('UK').every((href) => href.includes('.co.uk') || href.includes('/gb/') || href.endsWith('.uk'))).toBe(true);
    expect(hrefs('FR').every((href) => href.includes('pizzahut.fr') || href.includes('/fr/') || href.endsWith('.fr'))).toBe(true);
    expect(hrefs('IN').every((href) => href.includes('.co.in') || href.includes('/in/') || href.endsWith('.india'))).toBe(true);
    expect(hrefs('CA').every((href) => href.includes('pizzahut.ca') || href.includes('/ca/') || href.endsWith('.canada'))).toBe(true);
    expect(hrefs('FR')).toHaveLength(6);
    const all = (['UK', 'FR', 'IN', 'CA'] as const).flatMap(hrefs);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('footer variant of the visit (10-G29)', () => {
  it('is the web footer unless the address says otherwise', () => {
    expect(footerVariantOf('', null)).toEqual({ platform: 'WEB', partner: false });
    expect(footerVariantOf('?app=android', null)).toEqual({ platform: 'ANDROID', partner: false });
    expect(footerVariantOf('?app=IOS', null)).toEqual({ platform: 'IOS', partner: false });
    expect(footerVariantOf('?platform=partner', null)).toEqual({ platform: 'WEB', partner: true });
    // Issue 17: the wrapper's host object names the platform at every load; the address wins over it.
    expect(footerVariantOf('', null, 'ios')).toEqual({ platform: 'IOS', partner: false });
    expect(footerVariantOf('?app=android', null, 'ios')).toEqual({ platform: 'ANDROID', partner: false });
    expect(footerVariantOf('', null, 42)).toEqual({ platform: 'WEB', partner: false });
  });

  it("keeps the session's variant on later pages", () => {
    expect(footerVariantOf('?id=x', { platform: 'IOS', partner: true })).toEqual({ platform: 'IOS', partner: true });
  });
});
