import type { ColumnType } from 'kysely';

/** Passkeys (migration 0019, issue 14). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface IdentityPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** bigint: node-postgres and PGlite read it as a string. */
  counter: ColumnType<string | number, number | undefined, number>;
  /** JSON array of AuthenticatorTransport names. */
  transports: ColumnType<string, string | undefined, string>;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: ColumnType<boolean, boolean | undefined, boolean>;
  name: string;
  created_at: CreatedAt;
  last_used_at: MaybeMoment;
}

export interface IdentityPasskeyChallengesTable {
  /** The challenge itself, base64url (32 random bytes): not a secret once handed out, only single use. */
  challenge: string;
  purpose: 'registration' | 'authentication';
  user_id: string | null;
  expires_at: Moment;
  used_at: MaybeMoment;
  created_at: CreatedAt;
}

export interface PasskeyTables {
  identity_passkeys: IdentityPasskeysTable;
  identity_passkey_challenges: IdentityPasskeyChallengesTable;
}
