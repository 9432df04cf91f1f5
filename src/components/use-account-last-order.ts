// The track banner's last order for a signed-in customer on a device that has none (11-G31: history
// "feeds … the track banner's last order for a signed-in customer on a new device"): the newest order
// at the localised hut from GET /v2/orders/orders/history with the id token, in the shape the banner
// reads from the device's own last order.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { currentHutAtom } from '../atoms/huts';
import { signedInAtom } from '../atoms/identity';
import type { LastOrder } from '../db/records';
import { log } from '../log/logger';

export type BannerOrder = Pick<NonNullable<LastOrder>, 'transactionId' | 'promisedDeliveryTime' | 'hut' | 'etaType' | 'state'>;

/** Null while not signed in, when the device has its own last order (`skip`), or nothing was found. */
export function useAccountLastOrder(skip: boolean): BannerOrder | null {
  const signedIn = useAtomValue(signedInAtom);
  const hut = useAtomValue(currentHutAtom);
  const [order, setOrder] = useState<BannerOrder | null>(null);
  const hutId = hut?.id ?? null;
  const sector = hut?.sector ?? null;
  useEffect(() => {
    if (skip || !signedIn || !hutId || !sector) return;
    let live = true;
    void import('../api/order-history')
      .then(({ fetchOrderHistory }) => fetchOrderHistory({ sector, hutId }))
      .then(
        ([last]) => {
          if (!live || !last) return;
          setOrder({
            transactionId: last.transactionId,
            promisedDeliveryTime: last.promisedTime,
            hut: { hutId: last.hut.id, sector: last.hut.sector },
            etaType: last.disposition.type === 'delivery' ? 'delivery' : 'collection',
            state: { orderStatus: last.state.orderStatus },
          });
        },
        (error: unknown) => log.warn('Order history for the track banner failed', { error: String(error) }),
      );
    return () => {
      live = false;
    };
  }, [skip, signedIn, hutId, sector]);
  return skip || !signedIn ? null : order;
}
