import { z } from 'zod';
import type { IdentityProvider } from '../../db/schema-identity';

/**
 * Social sign-in's configuration (11-G11): pointing at the real Google, Facebook or Apple is
 * configuration (OIDC_{PROVIDER}_ISSUER, _CLIENT_ID, _CLIENT_SECRET), not code; a provider without it
 * uses the local stand-in (stand-in.ts).
 */

export interface RealProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface FederatedSettings {
  trustProxy: boolean;
  /** Providers configured to a real issuer; the others use the local stand-in at the request's origin. */
  real: Partial<Record<IdentityProvider, RealProvider>>;
}

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unsetIfEmpty, z.string().min(1).optional());

/** The environment's settings; a real issuer without its client id and secret stops the start with a clear message. */
export function federatedSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): FederatedSettings {
  const real: FederatedSettings['real'] = {};
  const problems: string[] = [];
  for (const provider of ['google', 'facebook', 'apple'] as const) {
    const prefix = `OIDC_${provider.toUpperCase()}`;
    const issuer = optionalText.parse(env[`${prefix}_ISSUER`]);
    if (!issuer) continue;
    const clientId = optionalText.parse(env[`${prefix}_CLIENT_ID`]);
    const clientSecret = optionalText.parse(env[`${prefix}_CLIENT_SECRET`]);
    if (!/^https:\/\//.test(issuer)) problems.push(`${prefix}_ISSUER must be an https:// URL`);
    if (!clientId || !clientSecret) problems.push(`${prefix}_ISSUER needs ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET`);
    else real[provider] = { issuer, clientId, clientSecret };
  }
  if (problems.length > 0) throw new Error(`Bad social sign-in settings: ${problems.join('; ')}`);
  return { trustProxy: env.TRUST_PROXY === '1', real };
}
