import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productContentAtom } from '../atoms/product-content';
import { describeLineText, type DescriptionPhrases, type ItemDescription, type NameOf } from '../domain/basket/describe-line';

/**
 * Words an item description (src/domain/basket/describe-line.ts) in the customer's language for
 * the basket, the checkout summary and the order summary (10-G16): the connecting words from the
 * 'lines' strings, product titles from the hut's product content in the current language when it
 * is loaded (04-G10), every other name as the catalogue gave it.
 */
export function useLineWords(): { text: (description: ItemDescription) => string[]; title: (ref: { id: string; name: string }) => string } {
  const { t } = useTranslation();
  const content = useAtomValue(productContentAtom);
  const titles = useMemo(() => new Map(content.list.map((entry) => [entry.id, entry.title])), [content.list]);
  const phrases = useMemo<DescriptionPhrases>(
    () => ({
      added: (name) => t('lines.added', { name }),
      removed: (name) => t('lines.removed', { name }),
      halves: (first, second) => t('lines.halves', { first, second }),
      withChanges: (name, changes) => t('lines.withChanges', { name, changes }),
      list: (parts) => parts.join(t('lines.separator')),
    }),
    [t],
  );
  const nameOf = useCallback<NameOf>((kind, ref) => (kind === 'product' ? (titles.get(ref.id) ?? ref.name) : ref.name), [titles]);
  return {
    text: useCallback((description: ItemDescription) => describeLineText(description, phrases, nameOf), [phrases, nameOf]),
    title: useCallback((ref: { id: string; name: string }) => titles.get(ref.id) ?? ref.name, [titles]),
  };
}
