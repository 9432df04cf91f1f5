import type { ColumnType, Generated } from 'kysely';

/** Accounts and identity (migration 0015, issue 14). */

// Not Generated<ColumnType<…>>: Kysely does not unwrap a nested ColumnType, so selects would type as ColumnType, not Date.
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Moment = ColumnType<Date, Date | string, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type IdentityProvider = 'google' | 'facebook' | 'apple';
export type CodePurpose = 'sign-in' | 'sign-up' | 'reset' | 'legacy-otp' | 'handoff';

export interface IdentityUsersTable {
  id: string;
  /** The market's tenant (11-G39), e.g. 'uk', '91-ind'. */
  tenant: string;
  /** A lower-cased e-mail or an E.164 phone; unique per tenant among live users. */
  username: string;
  email: string | null;
  phone: string | null;
  /** argon2id; null for code-only and federated users. */
  password_hash: string | null;
  password_reset_required: Generated<boolean>;
  /** False until the first code is verified (an unconfirmed user cannot sign in, C30). */
  confirmed: Generated<boolean>;
  given_name: string | null;
  family_name: string | null;
  lang: Generated<string>;
  provider: IdentityProvider | null;
  provider_subject: string | null;
  created_at: CreatedAt;
  deleted_at: MaybeMoment;
}

export interface IdentityCodesTable {
  id: string;
  purpose: CodePurpose;
  user_id: string | null;
  /** The username or phone the code was sent to. */
  contact: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Moment;
  used_at: MaybeMoment;
  created_at: CreatedAt;
  /** When the code was last sent (a resend replaces the code of the same row; migration 0016). */
  sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface IdentitySessionsTable {
  /** sha256 of the refresh token. */
  token_hash: string;
  family_id: string;
  user_id: string;
  expires_at: Moment;
  /** Set when the token was exchanged for the next one; a second use revokes the family. */
  used_at: MaybeMoment;
  revoked_at: MaybeMoment;
  created_at: CreatedAt;
}

export interface IdentitySigningKeysTable {
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: CreatedAt;
  retired_at: MaybeMoment;
}

export interface MessageOutboxTable {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: MaybeMoment;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  tenant: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  /** The e-mail and phone as a sign-in sends them (lower-case; E.164), a second sign-in name (0020). */
  sign_in_email: string | null;
  sign_in_phone: string | null;
  /** DD/MM/YYYY as entered (11-G20). */
  date_of_birth: string | null;
  marketing_email: Generated<boolean>;
  marketing_sms: Generated<boolean>;
  /** The legacy India flow's shadow account (11-G13): not fully registered. */
  shadow: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Accepted bot-check solutions, each usable once (migration 0016, 11-G36). */
export interface BotCheckSolutionsTable {
  signature: string;
  expires_at: Moment;
}

export interface IdentityTables {
  identity_users: IdentityUsersTable;
  identity_codes: IdentityCodesTable;
  identity_sessions: IdentitySessionsTable;
  identity_signing_keys: IdentitySigningKeysTable;
  message_outbox: MessageOutboxTable;
  accounts: AccountsTable;
  bot_check_solutions: BotCheckSolutionsTable;
}
