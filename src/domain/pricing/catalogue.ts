import type { PricingCatalogue, PricingDeal, PricingDiscount, ProductRecordFacts } from './types';

/**
 * The pricing catalogue from menu list entries as GET /v2/products/{type} answers them (products,
 * deals and discounts mixed). The entries were validated where they entered (zod at the API
 * boundary, the seed's contract parse); here they are only sorted by shape, the same tests the deal
 * page uses (a deal has rules and a max, a discount a rule and a discountable list, a pizza sizes, a
 * simple product options), so the page, the worker and the server build the same maps.
 */
export function buildPricingCatalogue(entries: Iterable<unknown>): PricingCatalogue {
  const products = new Map<string, ProductRecordFacts>();
  const deals = new Map<string, PricingDeal>();
  const discounts = new Map<string, PricingDiscount>();
  for (const entry of entries) {
    if (isDealEntry(entry)) deals.set(entry.id, entry);
    else if (isDiscountEntry(entry)) discounts.set(entry.id, entry);
    else if (isProductEntry(entry)) products.set(entry.id, entry);
  }
  return { products, deals, discounts };
}

function hasId(entry: unknown): entry is { id: string } & Record<string, unknown> {
  return typeof entry === 'object' && entry !== null && typeof (entry as { id?: unknown }).id === 'string';
}

function isDealEntry(entry: unknown): entry is PricingDeal {
  return hasId(entry) && 'rules' in entry && Array.isArray(entry.options) && 'max' in entry;
}

function isDiscountEntry(entry: unknown): entry is PricingDiscount {
  return hasId(entry) && 'rule' in entry && Array.isArray(entry.discountable);
}

function isProductEntry(entry: unknown): entry is ProductRecordFacts {
  if (!hasId(entry)) return false;
  if (entry.type === 'pizza') return Array.isArray(entry.sizes);
  return ['side', 'drink', 'dessert', 'dip'].includes(entry.type as string) && Array.isArray(entry.options);
}
