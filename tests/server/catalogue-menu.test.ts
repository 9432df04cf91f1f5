import { describe, expect, it } from 'vitest';
import { catalogue } from '../../server/db/seed/catalogue/catalogue';
import { resolveLocale } from '../../server/services/catalogue-content';
import {
  availableProducts,
  isSoldFor,
  isVegDeal,
  listDeals,
  listProducts,
  menuTabOf,
  restrictDeal,
} from '../../server/services/catalogue-menu';
import type { Deal, Product } from '../../src/api/contract/catalogue';

const uk1 = catalogue().sectors.find((entry) => entry.sector === 'uk-1')!;
const product = (id: string): Product => uk1.products.find((candidate) => candidate.id === id)!;
const deal = (id: string): Deal => uk1.deals.find((candidate) => candidate.id === id)!;
const noRules = { showHidden: false, showDealOnly: false };

describe('menu tabs and dispositions', () => {
  it('puts each product under its tab; wings, pasta, melts and others are sides of their own tab', () => {
    expect(['margherita', 'garlic-bread', 'bbq-chicken-wings', 'mac-and-cheese', 'chilli-flakes', 'bbq-dip', 'cookie-dough', 'cola-500ml'].map((id) => menuTabOf(product(id)))).toEqual([
      'pizzas',
      'sides',
      'wings',
      'pastas',
      'others',
      'dips',
      'desserts',
      'drinks',
    ]);
  });

  it('an item without dispositions is sold for both; one with a list only for those', () => {
    expect(isSoldFor({}, 'collection')).toBe(true);
    expect(isSoldFor({ dispositions: ['collection'] }, 'delivery')).toBe(false);
    expect(isSoldFor({ dispositions: ['collection'] }, undefined)).toBe(true);
  });

  it("a hut's excluded tabs and the other disposition's items are not available", () => {
    const ids = availableProducts(uk1.products, { disposition: 'delivery', excludedTabs: ['wings', 'desserts'] }).map((p) => p.id);
    expect(ids).not.toContain('bbq-chicken-wings');
    expect(ids).not.toContain('cookie-dough');
    expect(ids).not.toContain('blue-raspberry-slush');
    expect(ids).toContain('cutlery-pack');
    expect(ids).toContain('margherita');
  });
});

describe('list rules', () => {
  it('leaves hidden and deal-only products out unless asked for', () => {
    const pizzas = uk1.products.filter((p) => p.type === 'pizza');
    const ids = (rules: Parameters<typeof listProducts>[1]) => listProducts(pizzas, rules).map((p) => p.id);
    expect(ids(noRules)).not.toContain('garlic-mushroom-trial');
    expect(ids(noRules)).not.toContain('pepperoni-pizzetta');
    expect(ids({ ...noRules, showHidden: true })).toContain('garlic-mushroom-trial');
    expect(ids({ ...noRules, showDealOnly: true })).toContain('pepperoni-pizzetta');
  });

  it('filters sides by kind and other lists by subtype', () => {
    expect(listProducts(uk1.products, { ...noRules, filter: 'pasta' }).every((p) => p.kind === 'pasta')).toBe(true);
    expect(listProducts(uk1.products.filter((p) => p.type === 'drink'), { ...noRules, filter: 'large' }).map((p) => p.id)).toEqual(['cola-1-5l', 'diet-cola-1-5l']);
  });

  it('narrows deal choices to what is available and drops a deal left without a choice', () => {
    const withoutWings = new Set(uk1.products.filter((p) => p.kind !== 'wings').map((p) => p.id));
    expect(restrictDeal(deal('bbq-wings'), withoutWings)).toBeNull();
    const feast = restrictDeal(deal('family-feast'), new Set(['margherita', 'garlic-bread', 'cola-1-5l']))!;
    expect(feast.options.map((option) => option.entities)).toEqual([['margherita'], ['garlic-bread'], ['cola-1-5l']]);
    expect(feast.options[0]!.defaults).toEqual(['margherita']);
  });

  it('a deal is vegetarian when every option offers a vegetarian choice', () => {
    const veg = new Set(uk1.products.filter((p) => p.veg).map((p) => p.id));
    expect(isVegDeal(deal('family-feast'), veg)).toBe(true);
    expect(isVegDeal(deal('kfc-bundle'), veg)).toBe(false);
    expect(isVegDeal({ options: [] }, veg)).toBe(true);
  });

  it('lists no deals at a hut that excludes the deals tab, and filters deals by kind and disposition', () => {
    expect(listDeals(uk1.deals, uk1.products, { excludedTabs: ['deals'] }, noRules)).toEqual([]);
    const bogof = listDeals(uk1.deals, uk1.products, { excludedTabs: [] }, { ...noRules, filter: 'bogof' });
    expect(bogof.map((d) => d.id)).toEqual(['bogof']);
    const delivery = listDeals(uk1.deals, uk1.products, { disposition: 'delivery', excludedTabs: [] }, noRules).map((d) => d.id);
    expect(delivery).toContain('delivery-duo');
    expect(delivery).not.toContain('collection-incentive');
    expect(delivery).not.toContain('gift-voucher-10');
  });
});

describe('content locale', () => {
  it('takes the exact locale, then one of the same language, then the market default', () => {
    expect(resolveLocale('fr-CA', ['en-CA', 'fr-CA'], 'en-CA')).toBe('fr-CA');
    expect(resolveLocale('fr', ['en-CA', 'fr-CA'], 'en-CA')).toBe('fr-CA');
    expect(resolveLocale('en-GB', ['en-CA', 'fr-CA'], 'en-CA')).toBe('en-CA');
    expect(resolveLocale('en-FR', ['fr-FR'], 'fr-FR')).toBe('fr-FR');
    expect(resolveLocale(undefined, ['en-IN'], 'en-IN')).toBe('en-IN');
    expect(resolveLocale('__proto__', ['en-GB'], 'en-GB')).toBe('en-GB');
  });
});
