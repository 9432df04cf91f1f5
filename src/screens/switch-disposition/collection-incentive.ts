import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deal } from '../../api/contract/catalogue';
import type { WebDisposition } from '../../api/contract/common';
import { currentHutAtom } from '../../atoms/huts';
import { menuListsAtom } from '../../atoms/menu';
import { notify } from '../../atoms/notifications';
import { sessionAtom } from '../../atoms/session';
import { marketOfSector } from '../../domain/markets/config';
import { formatMoney } from '../../domain/money/format';

/** The catalogue's collection-only deal (server/db/seed/catalogue/README.md). */
export const COLLECTION_INCENTIVE_DEAL_ID = 'collection-incentive';

/** A deal of the deals list (which holds products too) that is the collection incentive. */
const isIncentiveDeal = (entry: { id: string }): entry is Deal =>
  entry.id === COLLECTION_INCENTIVE_DEAL_ID && 'dispositions' in entry && 'kind' in entry && 'options' in entry;

/**
 * "A free-item message shows on collection" (spec 1 §4, checklist 04-G15): once a switch from
 * delivery to collection has gone through, and the deals list (refetched for collection) holds
 * the hut's collection-incentive deal, a success notice names it and what it saves. Read from the
 * store after the switch, so it sees the new session and lists rather than this render's.
 */
export function useCollectionIncentiveNotice(): (from: WebDisposition) => void {
  const store = useStore();
  const { t } = useTranslation();

  return useCallback(
    (from) => {
      const hut = store.get(currentHutAtom);
      if (from === 'collection' || !hut || store.get(sessionAtom).dispositionType !== 'collection') return;
      const deal = store.get(menuListsAtom).deals?.list.find(isIncentiveDeal);
      if (!deal?.dispositions.includes('collection')) return;
      const market = marketOfSector(hut.sector) ?? 'UK';
      const saving = deal.value ? formatMoney(deal.value, market, { context: 'basket' }) : null;
      notify({
        type: 'success',
        topic: 'collection-incentive',
        hideShowBasket: true,
        title: t('switch.incentive.title'),
        message: saving
          ? t('switch.incentive.saving', { deal: deal.title, amount: saving })
          : t('switch.incentive.available', { deal: deal.title }),
      });
    },
    [store, t],
  );
}
