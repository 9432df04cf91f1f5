import type { Kysely } from 'kysely';
import { productSchema, type Product } from '../../../src/api/contract/catalogue';
import type { Sector } from '../../../src/api/contract/common';
import { roundMoney } from '../../../src/domain/money/format';
import type { Database } from '../../db';
import { invalidatePricingCatalogues } from '../pricing-catalogue';

/**
 * Development only (POST /dev/catalogue/price): sets a product's listed price, moving every size or
 * option by the same amount so the cheapest one costs `price`, and drops the cached pricing
 * catalogues so the next price check sees it. e2e uses it for 'Prices have changed!' (spec 2 §8).
 */
export async function setProductPrice(db: Kysely<Database>, input: { sector: Sector; productId: string; price: number }): Promise<Product | null> {
  const row = await db.selectFrom('products').select('data').where('sector', '=', input.sector).where('id', '=', input.productId).executeTakeFirst();
  if (!row) return null;
  const product = row.data;
  const delta = input.price - product.price;
  const shift = (amount: number) => Math.max(0, roundMoney(amount + delta, 2));
  const updated: Product = productSchema.parse(
    product.type === 'pizza'
      ? { ...product, price: input.price, cheapestPrice: input.price, sizes: product.sizes.map((size) => ({ ...size, price: shift(size.price) })) }
      : { ...product, price: input.price, options: product.options.map((option) => ({ ...option, price: shift(option.price) })) },
  );
  await db.updateTable('products').set({ data: JSON.stringify(updated) }).where('sector', '=', input.sector).where('id', '=', input.productId).execute();
  invalidatePricingCatalogues();
  return updated;
}
