import { z } from 'zod';
import { idSchema, sectorSchema } from './common';
import { safeText } from './text';

/**
 * Kiosk device enrolment (issue 12: "a kiosk is a device, not a claim"). Staff enrol a store tablet
 * from the kiosk settings screen with their hut's enrolment code: POST /v1/kiosk/devices answers a
 * credential once; the tablet keeps it in Dexie and sends it as the `x-kiosk-device` header.
 * DELETE /v1/kiosk/devices/{id} revokes one (the device's own header, or the hut's code).
 */

export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';

export const kioskEnrolBodySchema = z.object({
  sector: sectorSchema,
  hutId: idSchema,
  enrolmentCode: safeText(40).trim().min(4),
});
export type KioskEnrolBody = z.infer<typeof kioskEnrolBodySchema>;

export const kioskEnrolmentSchema = z.object({
  deviceId: idSchema,
  sector: sectorSchema,
  hutId: idSchema,
  /** base64url of 32 random bytes: shown once, kept by the device only. */
  credential: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type KioskEnrolment = z.infer<typeof kioskEnrolmentSchema>;

export const kioskRevokeBodySchema = z.object({ enrolmentCode: safeText(40).trim().min(4).optional() });

/** GET /v1/kiosk/devices/current: the device the header names, when it is valid. */
export const kioskDeviceSchema = z.object({ deviceId: idSchema, sector: sectorSchema, hutId: idSchema });
export type KioskDeviceAnswer = z.infer<typeof kioskDeviceSchema>;
