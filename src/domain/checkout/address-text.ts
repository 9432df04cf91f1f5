/**
 * An address as one line for the customer (checkout summary, order summary): its parts joined by
 * commas, each said once — a postcode or town the address text already holds is not repeated
 * (10-G33: '12 Rue de la Roquette, 75011 Paris, 75011'; 'V6K 1N6, V6K 1N6'). Compared without case
 * or spaces, so 'V6K1N6' is the same postcode as 'V6K 1N6'.
 */
export function joinAddressParts(parts: readonly (string | null | undefined)[]): string {
  const key = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    if (kept.some((earlier) => key(earlier).includes(key(text)))) continue;
    kept.push(text);
  }
  return kept.join(', ');
}
