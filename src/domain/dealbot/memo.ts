// The dealbot's memo tables (problem.ts, item-facts.ts): answers kept per catalogue (and per deal or
// option), keyed weakly so a dropped catalogue lets its tables go, each cleared when it grows past
// MEMO_LIMIT entries so memory stays bounded however many baskets a server prices.

const MEMO_LIMIT = 20_000;

/** The table kept for `key`, made on first use and emptied once it holds more than MEMO_LIMIT answers. */
export function memoTable<K extends object, V>(memo: WeakMap<K, Map<string, V>>, key: K): Map<string, V> {
  let table = memo.get(key);
  if (!table) memo.set(key, (table = new Map()));
  else if (table.size > MEMO_LIMIT) table.clear();
  return table;
}

/** The table kept for `outer` then `inner` (a catalogue, then a deal or an option of it). */
export function nestedMemoTable<K extends object, L extends object, V>(
  memo: WeakMap<K, WeakMap<L, Map<string, V>>>,
  outer: K,
  inner: L,
): Map<string, V> {
  let byInner = memo.get(outer);
  if (!byInner) memo.set(outer, (byInner = new WeakMap()));
  return memoTable(byInner, inner);
}
