import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Deal, ProductListType } from '../../api/contract/catalogue';
import { log } from '../../log/logger';
import { isDeal, isProduct, listsForDeal } from './deal-model';
import { useMenuLists } from './use-menu-lists';
import { useOtherDispositionOffer } from './use-other-disposition';

const DEALS: readonly ProductListType[] = ['deals'];
const DISCOUNTS: readonly ProductListType[] = ['discounts'];
const NONE: readonly ProductListType[] = [];

/**
 * The deal of the address and the products its choices draw from. Discount-type deals (and an id
 * only the discounts list knows) go to /order/discount/; a deal only the other disposition sells asks to
 * switch (use-other-disposition.ts); an unknown id to /deal-not-found (spec 1 §2, §8).
 */
export function useDealLists(dealId: string) {
  const navigate = useNavigate();
  const deals = useMenuLists(DEALS);
  const deal = deals.entries.deals?.find((entry): entry is Deal => isDeal(entry) && entry.id === dealId) ?? null;
  const dealMissing = dealId === '' || (deals.ready && deal === null);
  const discounts = useMenuLists(dealMissing && dealId !== '' ? DISCOUNTS : NONE);
  const discountsAnswered = dealId === '' || discounts.ready || discounts.error !== null;
  const isDiscount = discounts.entries.discounts?.some((entry) => 'rule' in entry && entry.id === dealId) ?? false;
  // Not a deal or discount of this disposition: perhaps of the other one (a collection-only deal link).
  const notOffered = dealMissing && discountsAnswered && !isDiscount;
  const otherDisposition = useOtherDispositionOffer(dealId, notOffered);

  useEffect(() => {
    if (deal?.type === 'discount') {
      navigate(`/order/discount/?${new URLSearchParams({ id: deal.id })}`, { replace: true });
      return;
    }
    if (!dealMissing || !discountsAnswered) return; // found, or still asking the discounts
    if (isDiscount) {
      navigate(`/order/discount/?${new URLSearchParams({ id: dealId })}`, { replace: true });
      return;
    }
    if (otherDisposition === 'idle' || otherDisposition === 'checking' || otherDisposition === 'asking') return;
    log.warn('Deal not found. Redirecting to deal-not-found.', { dealId });
    navigate('/deal-not-found', { replace: true });
  }, [deal, dealMissing, dealId, discountsAnswered, isDiscount, otherDisposition, navigate]);

  const lists = useMemo(() => (deal && deal.type === 'deal' ? listsForDeal(deal) : []), [deal]);
  const catalogue = useMenuLists(lists);
  const products = useMemo(() => Object.values(catalogue.entries).flat().filter(isProduct), [catalogue.entries]);
  const productsById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  return {
    deal,
    products,
    productsById,
    ready: deal !== null && deal.type === 'deal' && catalogue.ready,
    /** The retry of the first list that failed, if one did. */
    failed: deals.error ? deals.retry : catalogue.error ? catalogue.retry : null,
  };
}
