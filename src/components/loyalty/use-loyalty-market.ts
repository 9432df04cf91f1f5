// The market the Hut Rewards screens speak for (12-G15 pick): the localised hut's, else the market of
// the tenant the customer signed in with, else the page language's — as atoms/loyalty.ts asks the API.
// In components/ because the /hut-rewards screens and the account home card both use it.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentHutAtom } from '../../atoms/huts';
import { identityAtom } from '../../atoms/identity';
import { marketOfTenant, type Market } from '../../domain/markets';
import { marketOfLanguageTag, marketOfSectorId } from '../../domain/markets/facts';

export function useLoyaltyMarket(): Market {
  const { i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const { tenant } = useAtomValue(identityAtom);
  return (hut && marketOfSectorId(hut.sector)) ?? marketOfTenant(tenant) ?? marketOfLanguageTag(i18n.language);
}

/** "India counts points as slices" (S3 §1, 12-G1); elsewhere 'points' (pick). */
export function usePointsLabel(market: Market): (count: number) => string {
  const { t } = useTranslation();
  return (count) => t(market === 'IN' ? 'loyalty.slices' : 'loyalty.points', { count });
}
