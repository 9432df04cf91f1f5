/** Rounds to the market's product decimals: 2 for pounds, euros and dollars, 0 for rupees (spec 1 §5). */
export function roundMoney(amount: number, decimals: 0 | 2): number {
  const factor = 10 ** decimals;
  return Math.round(amount * factor) / factor;
}

/** Net and tax of a tax-inclusive price, for the products that carry a priceBreakdown. */
export function taxBreakdown(price: number, rate: number, decimals: 0 | 2): { net: number; tax: number } {
  const net = roundMoney(price / (1 + rate), decimals);
  return { net, tax: roundMoney(price - net, decimals) };
}
