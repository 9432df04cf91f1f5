/**
 * Which products a deal option accepts (spec 1 §5 mixed options, §8 "Deal option lookup failure"):
 * an option's type, subtype and listed entities ('*', a product id or `id:variant`) against a
 * product's type and kind, and the entities resolved against the products the menu offers.
 */

import type { DealOptionFacts, DealOptionType, ProductFacts } from './types';

/** A mixed option accepts any of these (spec 1 §5); never a dip. */
export const MIXED_OPTION_TYPES: readonly DealOptionType[] = ['pizza', 'side', 'drink', 'dessert', 'wings', 'pasta'];

/** An entity '<id>' or '<id>:<variant>' split in two; the variant is a pizza size or a product option. */
export function parseEntity(entity: string): { productId: string; variant: string | null } {
  const colon = entity.indexOf(':');
  return colon < 0
    ? { productId: entity, variant: null }
    : { productId: entity.slice(0, colon), variant: entity.slice(colon + 1) || null };
}

/** Whether a product's type and kind fit an option type (a mixed option: any but a dip). */
export function productFitsType(type: DealOptionType, product: ProductFacts): boolean {
  switch (type) {
    case 'mixed':
      return MIXED_OPTION_TYPES.some((inner) => inner !== 'mixed' && productFitsType(inner, product));
    case 'wings':
    case 'pasta':
      return product.type === 'side' && product.kind === type;
    case 'side':
      return product.type === 'side' && product.kind !== 'wings' && product.kind !== 'pasta';
    default:
      return product.type === type;
  }
}

/**
 * Whether an option accepts a product: its type fits (spec 1 §5 mixed options), its subtype matches
 * when the option names one, and it is listed among the entities (or the entities say '*').
 */
export function optionAcceptsProduct(option: DealOptionFacts, product: ProductFacts): boolean {
  if (!productFitsType(option.type, product)) return false;
  if (option.subtype && product.subtype !== option.subtype) return false;
  return option.entities.some((entity) => entity === '*' || parseEntity(entity).productId === product.id);
}

/**
 * The entities a choice may be filled from, as `{ productId, variant }` pairs, resolved against the
 * products the menu lists offer: '*' expands to every accepted product; listed ids the menu does not
 * know are returned in `missing` (the page logs them, spec 1 §8 "Deal option lookup failure").
 */
export function resolveOptionEntities<P extends ProductFacts>(
  option: DealOptionFacts,
  products: readonly P[],
): { entries: { product: P; variant: string | null; entity: string }[]; missing: string[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const entries: { product: P; variant: string | null; entity: string }[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const entity of option.entities) {
    if (entity === '*') {
      for (const product of products) {
        if (!optionAcceptsProduct(option, product) || seen.has(product.id)) continue;
        seen.add(product.id);
        entries.push({ product, variant: option.size ?? null, entity: product.id });
      }
      continue;
    }
    const { productId, variant } = parseEntity(entity);
    const product = byId.get(productId);
    if (!product || !optionAcceptsProduct(option, product)) {
      missing.push(entity);
      continue;
    }
    if (seen.has(entity)) continue;
    seen.add(entity);
    entries.push({ product, variant: variant ?? option.size ?? null, entity });
  }
  return { entries, missing };
}
