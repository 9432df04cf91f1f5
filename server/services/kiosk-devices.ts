import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * Kiosk devices (issue 12: "a kiosk is a device, not a claim"). Staff enrol a store tablet in the
 * kiosk settings screen with their hut's enrolment code; the store answers a credential once (32
 * random bytes, base64url) and keeps only its sha-256. The tablet sends it as the
 * `x-kiosk-device` header on the basket validator, preauthorise and place; only a valid, unrevoked
 * credential enrolled for the order's hut makes an order a kiosk order (name only, issue 07).
 */

export { KIOSK_DEVICE_HEADER } from '../../src/api/contract/kiosk-devices';

/**
 * The enrolment code DEV_ENDPOINTS=1 sets for a hut through POST /dev/kiosk/enrolment-code when the
 * call names none (e2e, local development). Never a production code: production codes are set by an
 * operator (setEnrolmentCode) and only their hash is stored.
 */
export const DEV_KIOSK_ENROLMENT_CODE = 'KIOSK-DEV-2468';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A staff code is compared in its normalised form: trimmed, upper case (staff type it on a tablet). */
const normaliseCode = (code: string) => code.trim().toUpperCase();

export async function setEnrolmentCode(db: Kysely<Database>, input: { sector: string; hutId: string; code: string }): Promise<void> {
  const code_hash = sha256(normaliseCode(input.code));
  await db
    .insertInto('kiosk_enrolment_codes')
    .values({ sector: input.sector, hut_id: input.hutId, code_hash })
    .onConflict((conflict) => conflict.columns(['sector', 'hut_id']).doUpdateSet({ code_hash, updated_at: new Date() }))
    .execute();
}

async function enrolmentCodeMatches(db: Kysely<Database>, sector: string, hutId: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('kiosk_enrolment_codes')
    .select('code_hash')
    .where('sector', '=', sector)
    .where('hut_id', '=', hutId)
    .executeTakeFirst();
  // A hut without a code enrols nothing; the hash is compared in constant time all the same.
  const expected = Buffer.from(row?.code_hash ?? sha256(`no code for ${sector}:${hutId}`), 'hex');
  const given = Buffer.from(sha256(normaliseCode(code)), 'hex');
  return timingSafeEqual(expected, given) && row !== undefined;
}

export interface EnrolledDevice {
  deviceId: string;
  sector: string;
  hutId: string;
  /** Shown once; the store keeps only its hash. */
  credential: string;
}

export async function enrolDevice(
  db: Kysely<Database>,
  input: { sector: string; hutId: string; enrolmentCode: string },
): Promise<EnrolledDevice | null> {
  if (!(await enrolmentCodeMatches(db, input.sector, input.hutId, input.enrolmentCode))) return null;
  const credential = randomBytes(32).toString('base64url');
  const deviceId = randomUUID();
  await db
    .insertInto('kiosk_devices')
    .values({ id: deviceId, sector: input.sector, hut_id: input.hutId, credential_hash: sha256(credential) })
    .execute();
  return { deviceId, sector: input.sector, hutId: input.hutId, credential };
}

export interface KioskDevice {
  deviceId: string;
  sector: string;
  hutId: string;
}

/** The unrevoked device holding this credential, or null (absent, malformed, unknown or revoked). */
export async function deviceOfCredential(db: Kysely<Database>, credential: string | undefined): Promise<KioskDevice | null> {
  if (!credential || !/^[A-Za-z0-9_-]{43}$/.test(credential)) return null;
  const row = await db
    .selectFrom('kiosk_devices')
    .select(['id', 'sector', 'hut_id'])
    .where('credential_hash', '=', sha256(credential))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { deviceId: row.id, sector: row.sector, hutId: row.hut_id } : null;
}

/** Is this credential a kiosk enrolled for the hut? */
export async function isKioskOf(db: Kysely<Database>, credential: string | undefined, hut: { sector: string; id: string }): Promise<boolean> {
  const device = await deviceOfCredential(db, credential);
  return device !== null && device.sector === hut.sector && device.hutId === hut.id;
}

/**
 * Revokes a device: by the device itself (its own credential) or by staff (the hut's enrolment
 * code, for a lost or stolen tablet). False when neither proves the right to.
 */
export async function revokeDevice(
  db: Kysely<Database>,
  input: { deviceId: string; credential?: string; enrolmentCode?: string },
): Promise<boolean> {
  const row = await db.selectFrom('kiosk_devices').select(['id', 'sector', 'hut_id', 'credential_hash']).where('id', '=', input.deviceId).executeTakeFirst();
  if (!row) return false;
  const byDevice = input.credential !== undefined && sha256(input.credential) === row.credential_hash;
  const byStaff = !byDevice && input.enrolmentCode !== undefined && (await enrolmentCodeMatches(db, row.sector, row.hut_id, input.enrolmentCode));
  if (!byDevice && !byStaff) return false;
  await db.updateTable('kiosk_devices').set({ revoked_at: new Date() }).where('id', '=', row.id).where('revoked_at', 'is', null).execute();
  return true;
}
