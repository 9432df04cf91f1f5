// Screen-load events (14-G2): 'view item' when a product or deal editor opens, 'view checkout' when the
// checkout loads. Tracked once per key (the item's id, the screen), not on every render.
import { useEffect, useRef } from 'react';
import type { AnalyticsEvent } from '../domain/analytics/events';
import { track } from './track';

/** Tracks `event` once each time `key` becomes a new non-null value. */
export function useTrackOnce(key: string | null, event: () => AnalyticsEvent): void {
  const build = useRef(event);
  useEffect(() => {
    build.current = event;
  });
  useEffect(() => {
    if (key !== null) track(build.current());
  }, [key]);
}

/**
 * 'view item' (14-G2; deep-link map 14-G10). Pick: the price at opening is 0 (what the item costs
 * depends on the choices still to make; add to cart carries the real price).
 */
export function useViewItem(id: string | null, category: string): void {
  useTrackOnce(id === null ? null : `${category}:${id}`, () => ({ type: 'viewItem', item: { id: id ?? '', name: id ?? '', category, price: 0, quantity: 1 } }));
}
