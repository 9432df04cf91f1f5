// The analytics id hasher (privacy.ts `HashedId`): SHA-256 hex of the raw value, salted with a fixed
// product label so the hash is not a plain phone/e-mail digest a lookup table reverses. WebCrypto is
// async, so the caller awaits it before tracking; the raw value never leaves this function.
import { hashId, type HashedId } from '../domain/analytics/privacy';

const SALT = 'pizzahut-analytics:';

export async function hashForAnalytics(raw: string): Promise<HashedId> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(SALT + raw));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return hashId(() => hex, raw);
}
