import type { ProviderReturnedFields } from '../../api/contract/orders';
import type { ProviderReturnInput } from '../../atoms/order-return';

/** What a provider's return link carries (spec 2 §2): the status, the transaction and, for redirect providers, the signed ids. */
export interface ProviderReturn {
  /** One key per distinct return, so it is acted on once. */
  key: string;
  input: ProviderReturnInput;
}

/** 13-G2: the provider values read off the return link (contract ProviderReturnedFields). */
const RETURNED_FIELDS = ['state', 'mac2', 'orderid', 'hash', 'paymentAuthorisationResponse', 'cardType'] as const;

const STATUSES = new Set(['success', 'decline', 'pending', 'exception', 'cancel']);

/** Reads a return link; null when the page was opened without one (a framed provider, or by hand). */
export function providerReturnOf(params: URLSearchParams): ProviderReturn | null {
  const paymentStatus = params.get('paymentStatus');
  const transactionId = params.get('transactionId');
  if (!paymentStatus || !STATUSES.has(paymentStatus) || !transactionId) return null;
  // Razorpay names its callback values razorpay_*; the sandbox's Paytm and PhonePe use the same names.
  const orderId = params.get('razorpay_order_id');
  const paymentId = params.get('razorpay_payment_id');
  const signature = params.get('razorpay_signature');
  const providerSignature = orderId && paymentId && signature ? { orderId, paymentId, signature } : undefined;
  // 13-G6/G18: the method picked on an Indian provider's page, for wording only (the server reads its own record).
  const method = params.get('method');
  const returned: ProviderReturnedFields = {};
  for (const name of RETURNED_FIELDS) {
    const value = params.get(name);
    if (value) returned[name] = value;
  }
  return {
    key: `${transactionId}:${paymentStatus}:${paymentId ?? ''}`,
    input: {
      paymentStatus,
      transactionId,
      ...(providerSignature ? { providerSignature } : {}),
      ...(method && /^[a-z]{2,20}$/.test(method) ? { method } : {}),
      ...(Object.keys(returned).length > 0 ? { returned } : {}),
    },
  };
}

/** Only our own payment sandbox may be framed here: a link cannot make this page frame another site. */
export function safeFrameUrl(value: string | null): string | null {
  if (!value || !value.startsWith('/sandbox/') || value.startsWith('//')) return null;
  return value;
}
