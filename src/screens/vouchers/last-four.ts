/** The last four characters of a gift-card number: all a screen shows of it. */
export function lastFour(number: string): string {
  return number.replace(/\s+/g, '').slice(-4);
}
