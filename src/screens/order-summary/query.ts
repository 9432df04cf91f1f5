/**
 * The order summary's address (spec 2 §2; 06-G2): transactionId, and t, the ETA type. 10-G24, our
 * reading: `t` ('delivery' or 'collection') picks the ETA wording ('Estimated delivery …' or 'Ready
 * for collection at …') and the tracker's step-3 label, over what the order's disposition says; any
 * other value is ignored. `isV2=true` is accepted and ignored: this page has one version, so there
 * is nothing for it to switch. `app` (14-G28) and `switchOffered` (14-G14) are left in the address.
 */
export type EtaType = 'delivery' | 'collection';

export interface OrderSummaryQuery {
  transactionId: string | null;
  etaType: EtaType | null;
}

export function parseOrderSummaryQuery(params: URLSearchParams): OrderSummaryQuery {
  const transactionId = params.get('transactionId')?.trim() || null;
  const t = params.get('t');
  return { transactionId, etaType: t === 'delivery' || t === 'collection' ? t : null };
}
