import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocalisedAtom } from '../atoms/huts';
import { lastOrderAtom } from '../atoms/last-order';
import { notify } from '../atoms/notifications';
import { log } from '../log/logger';

/**
 * 'Order again' (10-G4, pick): one tap puts the last order back in the basket, re-priced against the
 * menu of the day, offline too. Shown on the order summary and on the home page's track banner,
 * where the customer is localised and the last order kept its basket. The action loads on tap: it
 * brings the basket's pricing, which the home page's first paint does without.
 */
export function OrderAgainButton({ className = 'button button--secondary' }: { className?: string }) {
  const { t } = useTranslation();
  const store = useStore();
  const localised = useAtomValue(isLocalisedAtom);
  const basket = useAtomValue(lastOrderAtom)?.basket;
  const [busy, setBusy] = useState(false);
  if (!localised || !basket || Object.keys(basket.deals).length + Object.keys(basket.items).length === 0) return null;

  const orderAgain = async () => {
    setBusy(true);
    try {
      const { reorderAtom } = await import('../atoms/reorder');
      const result = await store.set(reorderAtom);
      if (result === 'nothing-left') notify({ type: 'warning', topic: 'reorder', message: t('ordersummary.reorder.nothingLeft') });
    } catch (error) {
      log.error('Reorder failed', error);
      notify({ type: 'error', topic: 'reorder', title: t('ordersummary.reorder.failedTitle'), message: t('ordersummary.reorder.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={className} aria-busy={busy} disabled={busy} onClick={() => void orderAgain()}>
      {t('ordersummary.reorder.action')}
    </button>
  );
}
