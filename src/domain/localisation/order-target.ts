import { initialRouteOf, marketOfSectorId } from '../markets/facts';
import { parseSector } from '../markets/ids';

/**
 * /order/{hutId-or-sector}/ (checklist 10-G8; spec 1 §2 "Target after localising; the initial route
 * comes from market configuration"). A value naming the localised hut's id or its sector goes on to
 * /order/{initial route}/ with the query kept. Any other value is an order page for a visitor who is
 * not localised to it, so 04-G1 applies: home, carrying where they were going as redirectFrom.
 * Pure: the route component only navigates to the answer.
 */
export function orderTargetRedirect(value: string, hut: { id: string; sector: string } | null, location: { pathname: string; search: string }): string {
  const named = hut !== null && (value === hut.id || (parseSector(value) !== null && parseSector(value) === parseSector(hut.sector)));
  const market = hut ? marketOfSectorId(hut.sector) : null;
  if (named && market) return `${initialRouteOf(market)}${location.search}`;
  return `/?${new URLSearchParams({ redirectFrom: `${location.pathname}${location.search}` })}`;
}
