import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orderTimeZoneAtom } from '../../atoms/order-tracking';
import { clockOf, marketOfSector } from '../../domain/markets/config';
import type { Locale } from '../../domain/markets/ids';

/** Formats the order's times (epoch ms) on the market's clock, in the page's language and the hut's time zone. */
export function useOrderTime(sector: string): (epochMs: number) => string {
  const { i18n } = useTranslation();
  const timeZone = useAtomValue(orderTimeZoneAtom);
  const language = i18n.language;
  return useMemo(() => {
    const market = marketOfSector(sector) ?? 'UK';
    const hour12 = clockOf(market, language as Locale) === '12h';
    const format = new Intl.DateTimeFormat(language, { hour: hour12 ? 'numeric' : '2-digit', minute: '2-digit', hour12, timeZone });
    return (epochMs: number) => format.format(new Date(epochMs));
  }, [sector, language, timeZone]);
}
