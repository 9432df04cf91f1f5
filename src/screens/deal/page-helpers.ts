import { useTranslation } from 'react-i18next';
import { LOCALES, marketConfig, marketOfSector, type Locale } from '../../domain/markets';
import { formatMoney } from '../../domain/money';

/** Toast titles and messages are HTML: product and deal titles are escaped before they go in. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A basket id (crypto.randomUUID, with a fallback for an insecure context). */
export function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `id-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A query value read as a whole number ("choiceId (read as an integer)"), else null. */
export function readInteger(value: string | null): number | null {
  return value !== null && /^\s*\d{1,6}\s*$/.test(value) ? Number.parseInt(value, 10) : null;
}

/** Prices in the localised hut's market format, in the page's language (spec 1 §5 price formatting). */
export function useMoney(sector: string | undefined) {
  const { i18n } = useTranslation();
  const market = (sector && marketOfSector(sector)) || 'UK';
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
  return {
    market,
    decimals: marketConfig(market).currency.decimals.product,
    format: (amount: number) => formatMoney(amount, market, { context: 'product', locale }),
  };
}
