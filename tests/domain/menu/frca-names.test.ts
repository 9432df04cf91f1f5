import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { localisedMenuListsAtom } from '../../../src/atoms/localised-menu';
import { menuListsAtom, type MenuList } from '../../../src/atoms/menu';
import { productContentAtom } from '../../../src/atoms/product-content';
import type { Deal, Product } from '../../../src/api/contract/catalogue';
import { describeItem, describeLineText, SERVER_DESCRIPTION_PHRASES } from '../../../src/domain/basket/describe-line';
import { contentNameOf, contentNames, withLocalisedText } from '../../../src/domain/menu/localised-entries';
import { itemForPick, picksForOption, pickName } from '../../../src/screens/deal/deal-model';
import { catalogue } from '../../../server/db/seed/catalogue/catalogue';

// 10-G30 "Done when: the fr-CA journey shows no English product names": past the menu and the
// editor, the basket lines, the checkout summary, the order summary and the deal page name every
// product, size, crust, sauce, cheese, topping and option from the fr-CA product content, over the
// Canadian seed's English records (server/db/seed/catalogue/markets/ca.ts).
const seed = catalogue();
const ca = seed.sectors.find((entry) => entry.sector === 'ca-1')!;
const frCA = seed.markets.find((entry) => entry.market === 'CA')!.content.filter((text) => text.locale === 'fr-CA');
const byId = new Map(ca.products.map((product) => [product.id, product]));

/** Every English word of the Canadian records whose fr-CA word differs: none may reach a fr-CA customer. */
const ENGLISH = (() => {
  const names = contentNames(frCA);
  const english = new Set<string>();
  const keep = (en: string, fr: string | undefined) => {
    if (fr !== undefined && fr !== en) english.add(en);
  };
  for (const deal of ca.deals) keep(deal.title, names('product', deal.id, deal.id));
  for (const product of ca.products) {
    keep(product.title, names('product', product.id, product.id));
    const lists = product.type === 'pizza' ? ([['size', product.sizes], ['crust', product.crusts], ['sauce', product.sauces], ['cheese', product.cheeses], ['topping', product.toppings]] as const) : ([['option', product.options]] as const);
    for (const [kind, list] of lists) for (const choice of list) keep(choice.name, names(kind, choice.id, product.id));
  }
  return [...english];
})();

/** Each name the words hold (split at the describers' separators, the French connecting words dropped) is no English name. */
function expectNoEnglish(words: readonly string[]) {
  const names = words.flatMap((text) => text.split(/ · |, | — /)).map((part) => part.replace(/^(supplément|sans) /, ''));
  expect(names.filter((name) => ENGLISH.includes(name))).toEqual([]);
}

const pizza = {
  type: 'pizza',
  properties: { id: 'canadian', size: 'large', crust: 'pan', sauce: 'bbq', cheese: 'mozzarella', toppings: ['mushrooms', 'green-peppers'] },
};
const wings = { type: 'side', properties: { id: 'bbq-chicken-wings', option: 'wings-10', modifiers: [] } };
const dip = { type: 'dip', properties: { id: 'garlic-dip', option: 'regular', modifiers: [] } };

describe('fr-CA names past the menu (10-G30)', () => {
  it('the seed has English words to catch, and the items below are on the Canadian menu', () => {
    expect(ENGLISH).toEqual(expect.arrayContaining(['Large (14")', 'Original Pan', 'Mushrooms']));
    for (const item of [pizza, wings, dip]) expect(byId.has(item.properties.id), item.properties.id).toBe(true);
  });

  it('a basket line is described with French names only (the page: English records, fr-CA content)', () => {
    const fr = SERVER_DESCRIPTION_PHRASES.fr;
    const nameOf = contentNameOf(frCA);
    const words = [pizza, wings, dip].flatMap((item) => {
      const description = describeItem(item, (id) => byId.get(id));
      return [nameOf('product', description.product, description.product.id), ...describeLineText(description, fr, nameOf)];
    });
    expect(words).toContain('Grande (14 po) · Pâte originale Pan');
    expect(words).toContain('10 ailes');
    expectNoEnglish(words);
  });

  it("the server's summary way (localised records, its own names) says the same", () => {
    const localised = new Map(withLocalisedText(ca.products, frCA).map((product) => [product.id, product]));
    const words = [pizza, wings, dip].flatMap((item) => {
      const description = describeItem(item, (id) => localised.get(id));
      return [description.product.name, ...describeLineText(description, SERVER_DESCRIPTION_PHRASES.fr)];
    });
    expect(words).toContain('Grande (14 po) · Pâte originale Pan');
    expectNoEnglish(words);
  });

  it("a deal's choices (cards, picks, the chosen pizza's size and crust) are named in French", () => {
    // The deal page's lists (src/screens/deal/use-menu-lists.ts) as the store gives them, content loaded.
    const store = createStore();
    const slice = (list: MenuList['list']): MenuList => ({ list, error: null, isLoading: false, lastFetchStatus: 'ok', key: 'ca-1:4103:delivery' });
    store.set(menuListsAtom, { deals: slice(ca.deals), pizzas: slice(ca.products) });
    store.set(productContentAtom, { key: 'ca-1:fr-CA', status: 'ok', list: frCA, error: null });
    const lists = store.get(localisedMenuListsAtom);
    const products = lists.pizzas!.list as Product[];
    const deals = lists.deals!.list as Deal[];
    const words: string[] = [];
    for (const deal of deals) {
      words.push(deal.title);
      deal.options.forEach((_option, index) => {
        for (const pick of picksForOption(deal, index, products).picks) {
          words.push(pickName(pick));
          const item = itemForPick(pick, 2);
          const product = pick.product;
          if (product.type === 'pizza') {
            words.push(product.sizes.find((size) => size.id === item.properties.size)?.name ?? '');
            words.push(product.crusts.find((crust) => crust.id === item.properties.crust)?.name ?? '');
          }
        }
      });
    }
    expect(words.length).toBeGreaterThan(10);
    expectNoEnglish(words);
  });
});
