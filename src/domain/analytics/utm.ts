/** utm values of a landing address (06-G13): kept for the order; null when the address carries none. */
export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
}

const MAX_LENGTH = 100;

export function utmFromSearch(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of ['source', 'medium', 'campaign'] as const) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, MAX_LENGTH);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}
