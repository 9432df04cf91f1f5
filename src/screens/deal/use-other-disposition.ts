import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { WebDisposition } from '../../api/contract/common';
import { requestDispositionChangeAtom } from '../../atoms/disposition';
import { currentHutAtom } from '../../atoms/huts';
import { sessionAtom } from '../../atoms/session';
import { log } from '../../log/logger';

/**
 * Where a deal link the current disposition does not sell stands (10-G1: the collect-and-save
 * landing's collection-only deal, opened by a customer ordering for delivery):
 * - 'idle': nothing asked yet; 'asking': the hut sells it for the other disposition and the
 *   switch-disposition modal asks 'Switch to collection?';
 * - 'switched': the customer said yes, the page reads the new disposition's deals;
 * - 'not-sold' (neither disposition of this hut sells it) or 'declined' ('No, go back'): the deal
 *   is not found for this order, and the page goes to /deal-not-found.
 */
export type OtherDispositionOffer = 'idle' | 'checking' | 'asking' | 'switched' | 'not-sold' | 'declined';

export function useOtherDispositionOffer(dealId: string, missing: boolean): OtherDispositionOffer {
  const hut = useAtomValue(currentHutAtom);
  const { dispositionType, pendingDisposition } = useAtomValue(sessionAtom);
  const requestChange = useSetAtom(requestDispositionChangeAtom);
  const [lookup, setLookup] = useState<{ dealId: string; to: WebDisposition; sold: boolean } | null>(null);
  const to: WebDisposition | null = dispositionType === 'delivery' ? 'collection' : dispositionType === 'collection' ? 'delivery' : null;
  const eligible = dealId !== '' && hut !== null && to !== null && hut.allowedDisposition[to];
  // Asked once per deal page: a later change of disposition does not ask again.
  const asked = lookup?.dealId === dealId ? lookup : null;

  useEffect(() => {
    if (!missing || !eligible || asked || !hut || !to) return;
    let live = true;
    void (async () => {
      let sold = false;
      try {
        const { fetchProducts } = await import('../../api/menu');
        const deals = await fetchProducts('deals', { hutid: hut.id, sector: hut.sector, disposition: to, showDealOnly: true, showHidden: true });
        sold = deals.some((entry) => entry.id === dealId);
      } catch (error) {
        log.warn('Deal lookup for the other disposition failed', { dealId, error: String(error) });
      }
      if (!live) return;
      // The modal asks even with an empty basket: the link chose the deal, not the disposition.
      if (sold) void requestChange(to, { ask: true });
      setLookup({ dealId, to, sold });
    })();
    return () => {
      live = false;
    };
  }, [missing, eligible, asked, hut, to, dealId, requestChange]);

  if (!asked) return !missing ? 'idle' : eligible ? 'checking' : 'not-sold';
  if (!asked.sold) return 'not-sold';
  if (pendingDisposition !== null) return 'asking';
  return dispositionType === asked.to ? 'switched' : 'declined';
}
