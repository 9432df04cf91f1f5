/**
 * The order summary's address (spec 2 §2; 06-G2): transactionId, and t, the ETA type. `app` and
 * `isV2` are left in the address as they came: they change nothing on this page.
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
