import { atom } from 'jotai';
import type { Deal } from '../api/contract/catalogue';
import { track } from '../analytics/track';
import type { WebDisposition } from '../api/contract/common';
import { log } from '../log/logger';
import { dealsUnavailableFor } from '../domain/localisation/localise-rules';
import { marketOfSectorId } from '../domain/markets/facts';
import { i18n } from '../i18n';
import { basketAtom } from './basket';
import { creditsAtom } from './checkout';
import { currentHutAtom } from './huts';
import { fetchEtaAtom } from './eta';
import { fetchMenuListAtom, menuListsAtom } from './menu';
import { notify } from './notifications';
import { closeOverlayAtom, openOverlayAtom } from './overlays';
import { sessionAtom } from './session';
import { featureOnAtom } from './features';

/**
 * Disposition type changes at a localised hut (spec 1 §4): the pending disposition is held until
 * confirmed. Nothing invalid: it switches at once; otherwise one confirm modal (C8) lists the basket
 * deals the other disposition does not sell. Confirming removes them, clears the discount if the
 * new disposition does not offer it, switches, and refetches deals, products, discounts and the ETA.
 */

/** Basket deals (basket id and title) whose deal is not sold for `to`, read from the deals list. */
function unavailableBasketDeals(
  basketDeals: Record<string, { id: string; deal: { id: string } }>,
  deals: readonly Deal[],
  to: WebDisposition,
): { id: string; title: string }[] {
  const byId = new Map(deals.map((deal) => [deal.id, deal]));
  const known = Object.values(basketDeals).flatMap((line) => {
    const deal = byId.get(line.deal.id);
    return deal ? [{ basketId: line.id, deal }] : [];
  });
  const invalid = new Set(dealsUnavailableFor(known.map((entry) => entry.deal), to).map((deal) => deal.id));
  return known.filter((entry) => invalid.has(entry.deal.id)).map((entry) => ({ id: entry.basketId, title: entry.deal.title }));
}

function dealsList(lists: ReturnType<typeof menuListsAtom.read>): Deal[] {
  return (lists.deals?.list ?? []).filter((entry): entry is Deal => 'dispositions' in entry && 'kind' in entry && 'options' in entry);
}

/**
 * `ask`: the modal asks even when nothing is invalid — the change comes from a link (a collection-only
 * deal opened while ordering for delivery), not from the customer's tap on the disposition tab.
 */
export const requestDispositionChangeAtom = atom(null, async (get, set, to: WebDisposition, options: { ask?: boolean } = {}) => {
  const session = get(sessionAtom);
  if (session.dispositionType === to && session.pendingDisposition === null) return;
  set(sessionAtom, (current) => ({ ...current, pendingDisposition: to }));
  const unavailable = unavailableBasketDeals(get(basketAtom).deals, dealsList(get(menuListsAtom)), to);
  if (unavailable.length === 0 && !options.ask) {
    await set(confirmDispositionChangeAtom);
    return;
  }
  set(openOverlayAtom, { kind: 'switch-disposition', to, unavailableDeals: unavailable });
});

export const cancelDispositionChangeAtom = atom(null, (_get, set) => {
  set(sessionAtom, (session) => ({ ...session, pendingDisposition: null }));
  set(closeOverlayAtom, 'switch-disposition');
});

export const confirmDispositionChangeAtom = atom(null, async (get, set) => {
  const session = get(sessionAtom);
  const to = session.pendingDisposition;
  const hut = get(currentHutAtom);
  if ((to !== 'delivery' && to !== 'collection') || !hut) return;
  // 14-G2 interaction: a confirmed switch of disposition (S3 §7.4).
  track({ type: 'interaction', interaction: 'disposition-switch', value: to });

  const basketDeals = get(basketAtom).deals;
  const invalid = new Set(unavailableBasketDeals(basketDeals, dealsList(get(menuListsAtom)), to).map((deal) => deal.id));
  // 10-G9: a deal voucher whose deal goes goes with it (the notification box reads the credits).
  const voucher = get(creditsAtom).voucher;
  if (voucher?.type === 'deal' && [...invalid].some((id) => basketDeals[id]?.deal.id === voucher.dealId)) {
    set(creditsAtom, (credits) => ({ ...credits, voucher: null }));
  }
  if (invalid.size > 0) {
    set(basketAtom, (basket) => ({
      ...basket,
      deals: Object.fromEntries(Object.entries(basket.deals).filter(([id]) => !invalid.has(id))),
      items: Object.fromEntries(Object.entries(basket.items).filter(([, item]) => !item.dealId || !invalid.has(item.dealId))),
    }));
  }
  const ref = { hutId: hut.id, sector: hut.sector };
  set(sessionAtom, (current) => ({
    ...current,
    dispositionType: to,
    pendingDisposition: null,
    ...(to === 'collection' ? { collectionHut: ref } : { deliveryHut: ref }),
  }));
  set(closeOverlayAtom, 'switch-disposition');

  // The lists are keyed by disposition: asking again fetches them for the new one.
  const lists = Object.keys(get(menuListsAtom)) as (keyof ReturnType<typeof menuListsAtom.read>)[];
  const hasDiscounts = get(featureOnAtom('hasDiscounts'));
  const types = new Set([...lists, 'deals' as const, ...(hasDiscounts ? (['discounts'] as const) : [])]);
  await Promise.all([...types].map((type) => set(fetchMenuListAtom, type, true)));
  void set(fetchEtaAtom);

  const discount = get(basketAtom).discount;
  const discounts = get(menuListsAtom).discounts;
  if (discount && (!hasDiscounts || (discounts?.lastFetchStatus === 'ok' && !discounts.list.some((entry) => entry.id === discount.id)))) {
    set(basketAtom, (basket) => ({ ...basket, discount: null }));
    // "clears discount and voucher" (spec 1 §4; 10-G9): the voucher that gave this discount goes too.
    const applied = get(creditsAtom).voucher;
    if (applied?.type === 'discount' && applied.discountId === discount.id) set(creditsAtom, (credits) => ({ ...credits, voucher: null }));
  }
  if (to === 'collection') await notifyCollectionSaving(hut);
});

/** "Switching to collection may show a savings notice": the delivery charge the customer no longer pays. */
async function notifyCollectionSaving(hut: { sector: string; deliverySurcharge: number }): Promise<void> {
  if (hut.deliverySurcharge <= 0) return;
  try {
    const { formatMoney } = await import('../domain/money/format');
    const market = marketOfSectorId(hut.sector) ?? 'UK';
    notify({
      type: 'info',
      topic: 'disposition',
      message: i18n.t('localisation.switch.saving', { amount: formatMoney(hut.deliverySurcharge, market, { context: 'basket' }) }),
    });
  } catch (error) {
    log.warn('Savings notice failed', error);
  }
}
