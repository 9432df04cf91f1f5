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

export function withLocalisedText<T extends Entry>(list: T[], content: readonly ContentText[]): T[] {
  if (content.length === 0) return list;
  const byKey = new Map(content.map((text) => [`${text.type}:${text.id}`, text]));
  return list.map((entry) => {
    const text = byKey.get(`${contentType(entry)}:${entry.id}`);
    if (!text) return entry;
    const titled = 'desc' in entry ? { ...entry, title: text.title, desc: text.description } : { ...entry, title: text.title };
    return withChoiceNames(titled, text.names);
  });
}
