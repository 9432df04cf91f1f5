import { atom } from 'jotai';
import { withLocalisedText } from '../domain/menu/localised-entries';
import { menuListsAtom, type MenuList } from './menu';
import { productContentAtom } from './product-content';

/**
 * The menu lists in the customer's language (10-G30): every entry's title, description and choice
 * names from the hut's product content once it is loaded, the lists' own words before. The basket,
 * the checkout summary and the deal page read these, as the menu and the editor read their lists
 * through withLocalisedText, so a fr-CA customer meets no English size, crust or topping after the
 * menu. Prices, ids and rules are the lists' own: only words change.
 */
export const localisedMenuListsAtom = atom((get) => {
  const lists = get(menuListsAtom);
  const content = get(productContentAtom).list;
  if (content.length === 0) return lists;
  const localised: typeof lists = {};
  for (const [type, slice] of Object.entries(lists) as [keyof typeof lists, MenuList][]) {
    localised[type] = { ...slice, list: withLocalisedText(slice.list, content) };
  }
  return localised;
});
