/**
 * "A loyalty member is inLoyalty and logged in with a loyalty provider token. Only members redeem
 * rewards" (S3 §6, 12-G2). Its own module with no imports: atoms/loyalty.ts (reachable at first paint)
 * reads it without the market records and their zod schema (tests/atoms/first-paint-imports.test.ts).
 */
export function isLoyaltyMember(account: { inLoyalty: boolean; loyaltyProviderAuthToken: string | null } | null, signedIn: boolean): boolean {
  return signedIn && account !== null && account.inLoyalty && Boolean(account.loyaltyProviderAuthToken);
}
