import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApplePayMerchantSession, ApplePayValidateMerchantBody } from '../../../src/api/contract/payment-providers';
import { LEGACY_APPLE_PAY_MERCHANTS } from '../../../src/domain/checkout/wallet-requests';
import type { Database } from '../../db';
import { hutRecords } from '../huts-store';

/**
 * Apple Pay merchant validation in the sandbox (spec 2 §7; 13-G13). A real server posts the body to
 * Apple's validation URL with the merchant certificate and hands Apple's merchant session back. The
 * sandbox stands in for Apple: it knows the merchants the store is registered as — every hut's
 * `applePayMerchantId` (test huts included) and the legacy app merchants of 14-G26 — and answers an
 * opaque session for those, signed with the sandbox key so it cannot be made up. Any other merchant
 * is refused, as Apple refuses a merchant it does not know.
 */

/** Apple's merchant sessions expire after five minutes. */
const SESSION_LIFETIME_MS = 5 * 60_000;

export async function knownApplePayMerchants(db: Kysely<Database>): Promise<Set<string>> {
  const huts = await hutRecords(db, { includeTest: true });
  const ids = huts.map((hut) => hut.applePayMerchantId).filter((id): id is string => id !== null && id !== '');
  return new Set([...ids, ...Object.values(LEGACY_APPLE_PAY_MERCHANTS)]);
}

/** The sandbox's merchant session for a known merchant; null for one Apple would refuse. */
export async function validateApplePayMerchant(
  db: Kysely<Database>,
  body: ApplePayValidateMerchantBody,
  facts: { now: number; domainName: string; secret: string },
): Promise<ApplePayMerchantSession | null> {
  if (!(await knownApplePayMerchants(db)).has(body.merchantIdentifier)) return null;
  const merchantSessionIdentifier = `SSH${randomBytes(16).toString('hex').toUpperCase()}`;
  const nonce = randomBytes(4).toString('hex');
  const signature = createHmac('sha256', facts.secret)
    .update(['apple-pay-session', merchantSessionIdentifier, nonce, body.merchantIdentifier, facts.domainName].join('\n'))
    .digest('base64');
  return {
    epochTimestamp: facts.now,
    expiresAt: facts.now + SESSION_LIFETIME_MS,
    merchantSessionIdentifier,
    nonce,
    // Apple answers the SHA-256 of the merchant id, not the id itself.
    merchantIdentifier: createHash('sha256').update(body.merchantIdentifier).digest('hex').toUpperCase(),
    domainName: facts.domainName,
    displayName: body.displayName.trim(),
    signature,
    operationalAnalyticsIdentifier: `${body.displayName.trim()}:${body.merchantIdentifier}`,
    retries: 0,
  };
}
