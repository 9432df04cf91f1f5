/**
 * The customer-engagement service's rules (14-G11, S3 §7.3): which events it tracks, and how a customer
 * is identified. The stand-in adapter (src/analytics/adapters.ts) sends identify/track to the collector,
 * tagged as engagement events, behind the same consent gate (14-G9).
 * "The India phone prefix +91 is stripped for engagement tracking" (S3 §5.3, S2 §5): `stripIndiaPrefix`
 * is applied before the phone is hashed; the raw phone never leaves the page.
 */
import { DATA_LAYER_EVENT_NAMES, type AnalyticsEvent } from './events';

/** Pick: the events an engagement service segments on (the basket and order journey, sign-in, vouchers). */
export const ENGAGEMENT_EVENTS = [
  'login',
  'addToCart',
  'viewItem',
  'viewMenu',
  'viewCheckout',
  'couponApplied',
  'initiatePurchase',
  'purchase',
  'purchaseFailed',
  'registrationFailure',
] as const satisfies readonly AnalyticsEvent['type'][];

/** Collector names: `engagement:identify` and `engagement:<data-layer name>` (pick; the contract's name field, ≤ 64). */
export const ENGAGEMENT_PREFIX = 'engagement:';
export const ENGAGEMENT_IDENTIFY = `${ENGAGEMENT_PREFIX}identify`;

export function engagementEventName(event: AnalyticsEvent): string | null {
  return (ENGAGEMENT_EVENTS as readonly string[]).includes(event.type) ? `${ENGAGEMENT_PREFIX}${DATA_LAYER_EVENT_NAMES[event.type]}` : null;
}

/**
 * "+91 is stripped": spaces, dashes, dots and brackets go, then a leading +91 (or its 0091 dialling
 * form). Only India's prefix: another country's number is returned as written (without separators).
 */
export function stripIndiaPrefix(phone: string): string {
  const compact = phone.replace(/[\s\-.()]/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (compact.startsWith('0091')) return compact.slice(4);
  return compact;
}

/** The sign-in method as the login event names it (14-G2): one-time codes by e-mail or SMS are 'code'. */
export function loginMethodOf(method: string): 'password' | 'code' | 'social' | 'passkey' {
  if (method === 'password' || method === 'passkey') return method;
  if (method === 'email' || method === 'sms') return 'code';
  return 'social';
}

/**
 * The raw key a customer is identified by before hashing (14-G11): the phone with +91 stripped, when the
 * identity has one, so the engagement profile matches across e-mail and SMS sign-ins; else the identity
 * subject. Null when neither is known (no login event then: nothing to identify).
 */
export function customerKeyOf(user: { phone_number?: string | null; sub?: string | null } | null, tokenSubject: string | null): string | null {
  const phone = user?.phone_number?.trim();
  if (phone) return `phone:${stripIndiaPrefix(phone)}`;
  const sub = user?.sub?.trim() || tokenSubject?.trim();
  return sub ? `sub:${sub}` : null;
}
