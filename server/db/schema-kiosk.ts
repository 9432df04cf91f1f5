import type { ColumnType, Generated } from 'kysely';

/** Per-hut staff enrolment codes (migration 0009): only their sha-256 is kept. */
export interface KioskEnrolmentCodesTable {
  sector: string;
  hut_id: string;
  code_hash: string;
  updated_at: Generated<ColumnType<Date, Date | string | undefined, Date | string>>;
}

/** Enrolled kiosk tablets (migration 0009): the credential's sha-256, revocable. */
export interface KioskDevicesTable {
  id: string;
  sector: string;
  hut_id: string;
  credential_hash: string;
  created_at: Generated<ColumnType<Date, Date | string | undefined, never>>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface KioskTables {
  kiosk_enrolment_codes: KioskEnrolmentCodesTable;
  kiosk_devices: KioskDevicesTable;
}
