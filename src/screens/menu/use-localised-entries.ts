import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { productContentAtom } from '../../atoms/product-content';
import type { MenuEntry } from '../../atoms/menu';
import { withLocalisedText } from '../../domain/menu/localised-entries';

/** The entries in the customer's language, following the hut's product content as it reloads. */
export function useLocalisedEntries(list: MenuEntry[]): MenuEntry[] {
  const content = useAtomValue(productContentAtom);
  return useMemo(() => withLocalisedText(list, content.list), [content.list, list]);
}
