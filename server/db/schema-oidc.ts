import type { ColumnType, Generated } from 'kysely';
import type { IdentityProvider } from './schema-identity';

/** Social sign-in (migration 0018, issue 14, 11-G11). */

type CreatedAt = Generated<ColumnType<Date, Date | string | undefined, never>>;
type Moment = ColumnType<Date, Date | string, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One stored object of a local provider (oidc-provider's adapter): the model name and its id are the key. */
export interface OidcPayloadsTable {
  /** `${provider}:${model}`, e.g. 'google:Session', so the three providers never share a record. */
  model: string;
  id: string;
  /** The payload as JSON text. */
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** Null: kept until deleted (the stand-in's typed-in accounts). */
  expires_at: MaybeMoment;
  consumed_at: MaybeMoment;
}

export interface OidcProviderKeysTable {
  provider: IdentityProvider;
  /** The RS256 private key as a JWK (JSON text). */
  private_jwk: string;
  created_at: CreatedAt;
}

export interface FederatedFlowsTable {
  /** sha256 of the OAuth `state`. */
  state_hash: string;
  /** sha256 of the browser's flow cookie: the callback and the exchange must come from the same browser. */
  browser_hash: string;
  provider: IdentityProvider;
  tenant: string;
  market: string;
  issuer: string;
  redirect_uri: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  expires_at: Moment;
  used_at: MaybeMoment;
  code_id: string | null;
  created_at: CreatedAt;
}

export interface OidcTables {
  oidc_payloads: OidcPayloadsTable;
  oidc_provider_keys: OidcProviderKeysTable;
  federated_flows: FederatedFlowsTable;
}
