/**
 * Page views (14-G4). "On checkout pages analytics page views omit the query string; elsewhere they
 * include it" (S3 §2.5), for /order/checkout/ and /order/card-details/ (S2 §2). "Modal screens are tracked
 * as artificial page views whose name starts with a modal prefix" (S3 §2.5); the prefix is a pick: '/modal/'.
 */
import type { AnalyticsEvent } from './events';

export const MODAL_PAGE_VIEW_PREFIX = '/modal/';
const QUERYLESS_PREFIXES = ['/order/checkout/', '/order/card-details/'] as const;

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

export function pageViewEvent(pathname: string, search: string): Extract<AnalyticsEvent, { type: 'pageView' }> {
  const queryless = QUERYLESS_PREFIXES.some((prefix) => withSlash(pathname).startsWith(prefix));
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return { type: 'pageView', path: queryless ? pathname : `${pathname}${query}`, modal: false };
}

/** A modal's artificial page view: '/modal/voucher' for the modal named 'voucher'. */
export function modalPageViewEvent(modalName: string): Extract<AnalyticsEvent, { type: 'pageView' }> {
  return { type: 'pageView', path: `${MODAL_PAGE_VIEW_PREFIX}${modalName}`, modal: true };
}
