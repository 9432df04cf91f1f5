import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productContentAtom } from '../atoms/product-content';
import { describeLineText, type DescriptionPhrases, type ItemDescription, type NameOf } from '../domain/basket/describe-line';
import { contentNameOf, contentNames } from '../domain/menu/localised-entries';

/**
 * Words an item description (src/domain/basket/describe-line.ts) in the customer's language for
 * the basket, the checkout summary and the order summary (10-G16): the connecting words from the
 * 'lines' strings; product titles and the sizes, crusts, sauces, cheeses, toppings and options from
 * the hut's product content in the current language when it is loaded (04-G10, 10-G30: a fr-CA
 * customer read 'Large (14")' and 'Original Pan' here); a name the content lacks as the catalogue
 * gave it. `title` names a product or a deal by id.
 */
export function useLineWords(): { text: (description: ItemDescription) => string[]; title: (ref: { id: string; name: string }) => string } {
  const { t } = useTranslation();
  const content = useAtomValue(productContentAtom);
  const names = useMemo(() => contentNames(content.list), [content.list]);
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
  const nameOf = useMemo<NameOf>(() => contentNameOf(content.list), [content.list]);
  return {
    text: useCallback((description: ItemDescription) => describeLineText(description, phrases, nameOf), [phrases, nameOf]),
    title: useCallback((ref: { id: string; name: string }) => names('product', ref.id, ref.id) ?? ref.name, [names]),
  };
}
