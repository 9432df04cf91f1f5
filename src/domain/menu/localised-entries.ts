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
    return 'desc' in entry ? { ...entry, title: text.title, desc: text.description } : { ...entry, title: text.title };
  });
}
