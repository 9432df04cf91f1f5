import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Hut } from '../../api/contract/hut';
import { useExperiment } from '../../atoms/experiment-definitions';
import { currentHutAtom } from '../../atoms/huts';
import { settingsAtom } from '../../atoms/settings';
import { isFeatureOn } from '../../domain/flags/flags';
import { marketConfig, marketOfSector } from '../../domain/markets/config';
import { LOCALES, parseSector, type Locale, type Market, type SectorId } from '../../domain/markets/ids';
import { formatMoney } from '../../domain/money/format';

export interface MenuContext {
  hut: Hut | null;
  market: Market;
  sector: SectorId;
  /** Prices in the market's format for the page's language (spec 1 §5). */
  price: (amount: number) => string;
  /** "Calories shown only if nutritional information and calories config are on" (spec 1 §5). */
  showCalories: boolean;
  vegetarianOnly: boolean;
  /** 14-G13 (FR 'vegetarian-toggle'): the menu offers the vegetarian filter toggle. */
  vegetarianToggle: boolean;
  /** 14-G13 (UK, FR 'product-sorting'): product lists by popularity instead of the menu order. */
  productsByPopularity: boolean;
  /** 14-G13 (UK 'deal-sorting'): the deals tab by price, lowest first. */
  dealsByPrice: boolean;
  /** 14-G13 (CA 'hide-allergens-bar'): the allergens link bar above the list (hidden in the treatment). */
  allergensBar: boolean;
  allowHidden: boolean;
  meltsFeature: boolean;
}

/** What every menu part needs to know about the localised hut, its market and the settings. */
export function useMenuContext(): MenuContext {
  const hut = useAtomValue(currentHutAtom);
  const settings = useAtomValue(settingsAtom);
  const { i18n } = useTranslation();
  const sector = (hut && parseSector(hut.sector)) || 'uk-1';
  const market = marketOfSector(sector) ?? 'UK';
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
  // 14-G13 (UK 'hide-calorie-info'): the treatment hides kcal on the menu cards.
  const caloriesHidden = useExperiment('hide-calorie-info') === 'hidden';
  const vegetarianToggle = useExperiment('vegetarian-toggle') === 'offered';
  const productsByPopularity = useExperiment('product-sorting') === 'popularity';
  const dealsByPrice = useExperiment('deal-sorting') === 'price';
  const allergensHidden = useExperiment('hide-allergens-bar') === 'hidden';
  return {
    hut,
    market,
    sector,
    price: (amount) => formatMoney(amount, market, { context: 'product', locale }),
    showCalories: Boolean(hut?.showNutrition) && marketConfig(market).features.calories && !caloriesHidden,
    vegetarianOnly: settings.vegetarianOnly,
    vegetarianToggle,
    productsByPopularity,
    dealsByPrice,
    allergensBar: !allergensHidden,
    allowHidden: settings.showHiddenFlags,
    meltsFeature: isFeatureOn('melts', settings.flagLevel, settings.flagOverrides),
  };
}
