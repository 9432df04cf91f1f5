// Quantities (issue 13 item 5, 10-G33 last bullet). The spec has no quantity field: the basket
// (spec 1 §3) keys every item by its own id and the order payload (spec 1 §7) lists every item in
// its deal group. Decision: a quantity is that many identical items. The basket keeps them as
// separate items (no Dexie change; the dealbot can still put one of three garlic breads in a deal),
// the payload carries them as the spec defines it (three entries in `sides`), and every screen and
// the server's summary show identical items outside a deal as one line with a count (one line ×3,
// priced quantity × unit price, since each item is priced). Pure.
import { NO_DEAL_ID } from './ids';

/** At most this many identical items on one line (our pick; the stepper stops there and the server refuses more). */
export const MAX_LINE_QUANTITY = 20;

/** Properties that differ between identical items: their own ids and the price the page last showed. */
const NOT_IDENTITY: ReadonlySet<string> = new Set(['basketItemID', 'basketDealID', 'price', 'total', 'originalPrice', 'max']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !NOT_IDENTITY.has(key))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** Two items with the same key are the same thing ordered twice (type, product, size, crust, toppings, option …). */
export function itemIdentityKey(item: { readonly type: string; readonly properties: Readonly<Record<string, unknown>> }): string {
  // otherHalf is the wire name of secondHalf: the same pizza has one key in the basket and in the payload.
  const properties = Object.fromEntries(Object.entries(item.properties).map(([key, value]) => [key === 'otherHalf' ? 'secondHalf' : key, value]));
  return JSON.stringify([item.type, canonical(properties)]);
}

/** A basket line as the screens show it: the first of its identical items, and all of them. */
export interface QuantityGroup<Line> {
  line: Line;
  /** Every line of the group, in basket order (one for a deal or a unique item). */
  lines: Line[];
  quantity: number;
}

interface GroupableLine {
  kind: 'deal' | 'item';
  id: string;
}

interface ItemLookup {
  readonly items: Readonly<Record<string, { readonly dealId: string | null; readonly item: { readonly type: string; readonly properties: Readonly<Record<string, unknown>> } }>>;
}

/**
 * Groups identical loose items (outside every deal) into one line, in the order the first of each
 * appears; deals and items inside deals stay a line each.
 */
export function groupIdenticalLines<Line extends GroupableLine>(lines: readonly Line[], basket: ItemLookup): QuantityGroup<Line>[] {
  const groups: QuantityGroup<Line>[] = [];
  const byKey = new Map<string, QuantityGroup<Line>>();
  for (const line of lines) {
    const stored = line.kind === 'item' && Object.hasOwn(basket.items, line.id) ? basket.items[line.id] : undefined;
    const loose = stored !== undefined && (stored.dealId === null || stored.dealId === NO_DEAL_ID);
    const key = loose ? itemIdentityKey(stored.item) : null;
    const existing = key !== null ? byKey.get(key) : undefined;
    if (existing) {
      existing.lines.push(line);
      existing.quantity += 1;
      continue;
    }
    const group: QuantityGroup<Line> = { line, lines: [line], quantity: 1 };
    groups.push(group);
    if (key !== null) byKey.set(key, group);
  }
  return groups;
}

type PayloadList = 'pizzas' | 'sides' | 'drinks' | 'desserts' | 'dips';
type PayloadGroup = { readonly id: string } & Partial<Record<PayloadList, readonly Readonly<Record<string, unknown>>[]>>;

const PAYLOAD_LISTS: readonly (readonly [PayloadList, string])[] = [
  ['pizzas', 'pizza'],
  ['sides', 'side'],
  ['drinks', 'drink'],
  ['desserts', 'dessert'],
  ['dips', 'dip'],
];

/** The largest count of identical items outside every deal in an order payload (the server refuses more than MAX_LINE_QUANTITY). */
export function largestQuantity(groups: readonly PayloadGroup[]): number {
  let largest = 0;
  for (const group of groups) {
    if (group.id !== NO_DEAL_ID) continue;
    const counts = new Map<string, number>();
    for (const [list, type] of PAYLOAD_LISTS) {
      for (const entry of group[list] ?? []) {
        const key = itemIdentityKey({ type, properties: entry });
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        largest = Math.max(largest, count);
      }
    }
  }
  return largest;
}
