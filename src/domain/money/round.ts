// Money rounding with no market data behind it: the pricing engine, the dealbot and the worker need
// only this, not the market records (and the zod schemas) that formatting reads.

/** Moves the decimal point through the number's own text, so 1.005 stays 1.005 and not 1.00499…. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero to `decimals` places without binary drift: 1.005 → 1.01,
 * 0.1 + 0.2 → 0.3, −2.5 → −3 at 0 places. Never answers −0.
 */
export function roundMoney(amount: number, decimals: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`decimals must be an integer from 0 to 10, not ${decimals}`);
  }
  const magnitude = shiftDecimal(Math.round(shiftDecimal(Math.abs(amount), decimals)), -decimals);
  if (magnitude === 0) return 0;
  return amount < 0 ? -magnitude : magnitude;
}
