import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { MenuEntry } from '../../atoms/menu';
import { productContentAtom } from '../../atoms/localised-hut';

/**
 * Menu entries with their title and description in the customer's language: the product content
 * of the hut (GET /v1/content/products, refetched on each language change) wins over the list's
 * own words; without content for an entry, the list's words stay.
 */
export function useLocalisedEntries(list: MenuEntry[]): MenuEntry[] {
  const content = useAtomValue(productContentAtom);
  return useMemo(() => {
    if (content.list.length === 0) return list;
    const byKey = new Map(content.list.map((entry) => [`${entry.type}:${entry.id}`, entry]));
    return list.map((entry) => {
      const type = 'rules' in entry ? 'deal' : 'type' in entry ? entry.type : 'discount';
      const text = byKey.get(`${type}:${entry.id}`);
      if (!text) return entry;
      return 'desc' in entry ? { ...entry, title: text.title, desc: text.description } : { ...entry, title: text.title };
    });
  }, [content.list, list]);
}
