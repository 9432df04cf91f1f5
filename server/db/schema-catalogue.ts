/**
 * Tables of the menu catalogue (migration 0003): products, deals, discounts, upsells, SKUs and
 * content, each stored as its zod-checked record (jsonb) with the columns queries filter on.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogueTables {}
