import { useTranslation } from 'react-i18next';
import { LOCALES, marketConfig, marketOfSector, type Locale } from '../domain/markets';
import { formatMoney, type MoneyContext } from '../domain/money/format';

/**
 * Prices in the localised hut's market format, in the page's language (spec 1 §5 price formatting).
 * `context` picks the market's decimals: a product price (India whole rupees) or a basket amount.
 */
export function useMoney(sector: string | undefined, context: MoneyContext = 'product') {
  const { i18n } = useTranslation();
  const market = (sector && marketOfSector(sector)) || 'UK';
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
  return {
    market,
    decimals: marketConfig(market).currency.decimals[context],
    format: (amount: number) => formatMoney(amount, market, { context, locale }),
  };
}
