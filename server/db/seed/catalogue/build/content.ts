import {
  landingPageSchema,
  productContentSchema,
  type LandingPage,
  type ProductContent,
} from '../../../../../src/api/contract/catalogue';
import type { Product } from '../../../../../src/api/contract/catalogue';
import type { Allergen } from './allergens';
import type { MarketMenu, Text } from './types';

/** The keys of a product's choices: what the page names in the editor, the menu and the basket. */
function choiceKeys(record: Product): { key: string; id: string }[] {
  if (record.type === 'pizza') {
    return [
      ...record.sizes.map(({ id }) => ({ key: `size:${id}`, id })),
      ...record.crusts.map(({ id }) => ({ key: `crust:${id}`, id })),
      ...record.sauces.map(({ id }) => ({ key: `sauce:${id}`, id })),
      ...record.cheeses.map(({ id }) => ({ key: `cheese:${id}`, id })),
      ...record.toppings.map(({ id }) => ({ key: `topping:${id}`, id })),
    ];
  }
  return record.options.map(({ id }) => ({ key: `option:${id}`, id }));
}

/**
 * A product's choice names in a translated locale (10-G30); every one must be there, so no English
 * size, crust or topping reaches a French customer. A one-portion product's option is its title.
 */
function choiceNames(menu: MarketMenu, locale: string, record: Product, text: Text): Record<string, string> {
  const names = menu.optionNames?.[locale as keyof typeof menu.optionNames] ?? {};
  return Object.fromEntries(
    choiceKeys(record).map(({ key, id }) => {
      const name = id === 'regular' && key.startsWith('option:') ? text.title : names[key];
      if (!name) throw new Error(`${menu.market}: no ${locale} name for ${key} of ${record.id}`);
      return [key, name];
    }),
  );
}

/**
 * Content per locale of a market (GET /v1/content/products): the record's own words in the default
 * locale, the market's translations in the others. A deal's allergens are those of everything it
 * can hold ("may contain").
 */
export function productContent(menu: MarketMenu): ProductContent[] {
  const allergens = new Map<string, readonly Allergen[]>(menu.products.map((entry) => [entry.record.id, entry.allergens]));
  const items = [
    ...menu.products.map(({ record, allergens: own }) => ({ record, product: record, type: record.type, allergens: own })),
    ...menu.deals.map((record) => ({
      record,
      product: null,
      type: 'deal' as const,
      allergens: [...new Set(record.options.flatMap((option) => option.entities.flatMap((id) => allergens.get(id) ?? [])))].sort(),
    })),
  ];
  const [defaultLocale, ...otherLocales] = menu.locales;
  return menu.locales.flatMap((locale) =>
    items.map(({ record, product, type, allergens: itemAllergens }) => {
      const text: Text | undefined =
        locale === defaultLocale ? record : menu.translations[locale]?.[record.id];
      if (!text) throw new Error(`${menu.market}: no ${locale} text for ${record.id} (locales ${[defaultLocale, ...otherLocales].join(', ')})`);
      return productContentSchema.parse({
        id: record.id,
        type,
        locale,
        title: text.title,
        description: text.desc,
        img: record.img,
        allergens: itemAllergens,
        ...(locale !== defaultLocale && product && menu.optionNames?.[locale] ? { names: choiceNames(menu, locale, product, text) } : {}),
      });
    }),
  );
}

export function landingPages(menu: MarketMenu): LandingPage[] {
  return menu.landingPages.map((page) => {
    if (!menu.locales.includes(page.locale as MarketMenu['locales'][number])) {
      throw new Error(`${menu.market}: landing page ${page.id} in ${page.locale}, not a market locale`);
    }
    return landingPageSchema.parse(page);
  });
}
