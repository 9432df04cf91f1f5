/**
 * What a deal or discount takes off, as its card shows it (checklist 10-G18: "Show a discount's value
 * on its card", Discount "amount, … value", spec 1 §3). The seed's reading (server/db/seed/catalogue/
 * README.md): `value` is a percentage for `category` deals, an amount off for the others that carry one
 * (collection-incentive, spend-and-save, gift vouchers).
 */
export type DealValue = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number };

export function dealValue(deal: { kind: string; value?: number | undefined }): DealValue | null {
  if (deal.value === undefined || deal.value <= 0) return null;
  return deal.kind === 'category' ? { kind: 'percent', percent: deal.value } : { kind: 'amount', amount: deal.value };
}
