import {
  landingPageSchema,
  productContentSchema,
  type LandingPage,
  type ProductContent,
} from '../../../../../src/api/contract/catalogue';
import type { Allergen } from './allergens';
import type { MarketMenu, Text } from './types';

/**
 * Content per locale of a market (GET /v1/content/products): the record's own words in the default
 * locale, the market's translations in the others. A deal's allergens are those of everything it
 * can hold ("may contain").
 */
export function productContent(menu: MarketMenu): ProductContent[] {
  const allergens = new Map<string, readonly Allergen[]>(menu.products.map((entry) => [entry.record.id, entry.allergens]));
  const items = [
    ...menu.products.map(({ record, allergens: own }) => ({ record, type: record.type, allergens: own })),
    ...menu.deals.map((record) => ({
      record,
      type: 'deal' as const,
      allergens: [...new Set(record.options.flatMap((option) => option.entities.flatMap((id) => allergens.get(id) ?? [])))].sort(),
    })),
  ];
  const [defaultLocale, ...otherLocales] = menu.locales;
  return menu.locales.flatMap((locale) =>
    items.map(({ record, type, allergens: itemAllergens }) => {
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
