import { lazy, Suspense } from 'react';
import { withScreenStrings } from '../i18n';

// Vouchers and gift cards (spec 2 §2, 06-G1) are their own lazy chunk that the basket shows; screens
// never import each other, so the basket host hands this slot to the basket as its `vouchers` prop.
const BasketVouchers = lazy(withScreenStrings(() => import('../screens/vouchers')));

/** The basket's voucher and gift-card part: the entry link or notification box, and its modals. */
export function VouchersSlot() {
  return (
    <Suspense fallback={null}>
      <BasketVouchers />
    </Suspense>
  );
}
