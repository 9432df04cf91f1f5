// Kiosk device enrolment (issue 12): staff enrol a store tablet with their hut's code; the store
// answers the credential once. A wrong code is an answer ('refused'), not a failure.
import { KIOSK_DEVICE_HEADER, kioskEnrolmentSchema, type KioskEnrolBody, type KioskEnrolment } from './contract/kiosk-devices';
import { api, type ApiClient } from './client';
import { HttpError } from './http-error';

export type EnrolResult = { ok: true; enrolment: KioskEnrolment } | { ok: false; reason: 'refused' | 'unknown-hut' };

export async function enrolKioskDevice(body: KioskEnrolBody, client: ApiClient = api): Promise<EnrolResult> {
  try {
    return { ok: true, enrolment: await client.post('/v1/kiosk/devices', body, { schema: kioskEnrolmentSchema }) };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 400)) return { ok: false, reason: 'refused' };
    if (error instanceof HttpError && error.status === 404) return { ok: false, reason: 'unknown-hut' };
    throw error;
  }
}

/** The tablet gives up its own enrolment (leaving kiosk mode); a failure only leaves a credential nobody holds. */
export async function revokeKioskDevice(deviceId: string, credential: string, client: ApiClient = api): Promise<void> {
  await client.delete(`/v1/kiosk/devices/${encodeURIComponent(deviceId)}`, { headers: { [KIOSK_DEVICE_HEADER]: credential } });
}
