import type { NameOf } from '../basket/describe-line';

/**
 * Menu entries with their title and description in the customer's language (spec 1 §7
 * GET /v1/content/products): the hut's product content wins over the list's own words; an entry
 * without content keeps its words. Pure, so the menu page and the product modal share it.
 */
export interface ContentText {
  id: string;
  type: string;
  title: string;
  description: string;
  /** The choices' names in this locale, keyed `size:small`, `crust:pan`, `option:wings-10`… (10-G30). */
  names?: Readonly<Record<string, string>>;
}

interface Named {
  id: string;
  name: string;
}

/** The lists of choices an entry may carry, and the key prefix of each in the content's names. */
const CHOICE_LISTS = [
  ['sizes', 'size'],
  ['crusts', 'crust'],
  ['sauces', 'sauce'],
  ['cheeses', 'cheese'],
  ['toppings', 'topping'],
  ['options', 'option'],
] as const;

/** The entry with its sizes, crusts, sauces, cheeses, toppings and options named in the content's locale. */
function withChoiceNames<T extends object>(entry: T, names: Readonly<Record<string, string>> | undefined): T {
  if (!names) return entry;
  let next = entry;
  for (const [field, prefix] of CHOICE_LISTS) {
    const choices = (entry as Record<string, unknown>)[field];
    if (!Array.isArray(choices)) continue;
    const renamed = (choices as Named[]).map((choice) => {
      const name = names[`${prefix}:${choice.id}`];
      return name && name !== choice.name ? { ...choice, name } : choice;
    });
    next = { ...next, [field]: renamed };
  }
  return next;
}

interface Entry {
  id: string;
  title: string;
}

/** Deals carry `rules`, products a `type`; anything else on a menu list is a discount. */
function contentType(entry: Entry): string {
  if ('rules' in entry) return 'deal';
  if ('type' in entry && typeof entry.type === 'string') return entry.type;
  return 'discount';
}

/** One entry in the content's words: title, description and every choice's name (10-G30). */
export function withEntryText<T extends Entry>(entry: T, text: ContentText | undefined): T {
  if (!text) return entry;
  const titled = 'desc' in entry ? { ...entry, title: text.title, desc: text.description } : { ...entry, title: text.title };
  return withChoiceNames(titled, text.names);
}

export function withLocalisedText<T extends Entry>(list: T[], content: readonly ContentText[]): T[] {
  if (content.length === 0) return list;
  const byKey = new Map(content.map((text) => [`${text.type}:${text.id}`, text]));
  return list.map((entry) => withEntryText(entry, byKey.get(`${contentType(entry)}:${entry.id}`)));
}

/** The kinds of name a basket line description asks for. */
export type ChoiceKind = Parameters<NameOf>[0];

/**
 * A lookup of names by product id in the content's locale, for what names a product by id rather
 * than from a translated list: a stored basket item, a deal line, the server's order summary lines
 * (10-G30 "the fr-CA journey shows no English product names"). `product` answers the title (deals
 * included); a choice its `kind:id` name.
 * Undefined where the content has no word for it: the caller keeps the catalogue's.
 */
export function contentNames(content: readonly ContentText[]): (kind: ChoiceKind, id: string, productId: string) => string | undefined {
  const titles = new Map(content.map((text) => [text.id, text.title]));
  const names = new Map(content.filter((text) => text.type !== 'deal').map((text) => [text.id, text.names]));
  return (kind, id, productId) => {
    if (kind === 'product') return titles.get(id);
    return names.get(productId)?.[`${kind}:${id}`];
  };
}

/** A line describer's NameOf (src/domain/basket/describe-line.ts) in the content's locale; the stored name where it has none. */
export function contentNameOf(content: readonly ContentText[]): NameOf {
  const names = contentNames(content);
  return (kind, ref, productId) => names(kind, ref.id, productId) ?? ref.name;
}
