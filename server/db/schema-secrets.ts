import type { ColumnType, Generated } from 'kysely';

/** Keys the server generated on first start (migration 0006). */
export interface ServerSecretsTable {
  name: string;
  /** base64url of 32 random bytes. */
  value: string;
  created_at: Generated<ColumnType<Date | string, never, never>>;
}

export interface SecretTables {
  server_secrets: ServerSecretsTable;
}
