/** The precompressed variants written at build time, in order of preference (brotli is smaller). */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encodings the client accepts, best first. An encoding is accepted when listed (or covered by
 * `*`) with q > 0; `br;q=0` is a refusal.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (token) quality.set(token, Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get('*') ?? 0;
  return ENCODINGS.filter((encoding) => (quality.get(encoding.name) ?? wildcard) > 0);
}
