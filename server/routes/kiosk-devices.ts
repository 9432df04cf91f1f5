import { Hono } from 'hono';
import { z } from 'zod';
import { sectorSchema } from '../../src/api/contract/common';
import {
  KIOSK_DEVICE_HEADER,
  kioskDeviceSchema,
  kioskEnrolBodySchema,
  kioskEnrolmentSchema,
  kioskRevokeBodySchema,
} from '../../src/api/contract/kiosk-devices';
import { idSchema } from '../../src/api/contract/common';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson } from '../http/validate';
import { findHutRecord } from '../services/huts-store';
import { deviceOfCredential, DEV_KIOSK_ENROLMENT_CODE, enrolDevice, revokeDevice, setEnrolmentCode } from '../services/kiosk-devices';
import { noStore } from './vouchers';

/**
 * The kiosk device calls (issue 12): enrol a store tablet with the hut's staff code, ask whether a
 * credential still holds, revoke one. In a file of its own so the rate-limit middleware (enrolment
 * codes are guessable by brute force) can be mounted on it alone. With DEV_ENDPOINTS=1, POST
 * /dev/kiosk/enrolment-code sets a hut's code (DEV_KIOSK_ENROLMENT_CODE when none is given) for e2e.
 */

const devCodeSchema = z.object({ sector: sectorSchema, hutId: idSchema, code: z.string().min(4).max(40).optional() });

const refused = (message: string) => new ApiError(403, { error: 'invalid_request', message, issues: [{ path: 'enrolmentCode', message }] });

export function kioskDeviceRoutes(database: DatabaseHandle, { devEndpoints = false } = {}): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>()
    .use('/v1/kiosk/*', noStore)
    .post('/v1/kiosk/devices', rateLimit(database, { ...RATE_LIMITS.kioskEnrolPerClient, key: clientKey }), async (c) => {
      const body = await parseJson(c, kioskEnrolBodySchema);
      if (!(await findHutRecord(db, body.sector, body.hutId))) throw new ApiError(404, notFoundBody);
      const enrolled = await enrolDevice(db, body);
      if (!enrolled) throw refused('This is not the enrolment code of this hut');
      return c.json(kioskEnrolmentSchema.parse(enrolled), 201);
    })
    .get('/v1/kiosk/devices/current', async (c) => {
      const device = await deviceOfCredential(db, c.req.header(KIOSK_DEVICE_HEADER));
      if (!device) throw new ApiError(401, { error: 'invalid_request', message: 'This device is not an enrolled kiosk', issues: [] });
      return c.json(kioskDeviceSchema.parse(device));
    })
    .delete('/v1/kiosk/devices/:id', async (c) => {
      const id = idSchema.safeParse(c.req.param('id'));
      if (!id.success) throw new ApiError(404, notFoundBody);
      // The device revokes itself with its header and no body; staff send the hut's code.
      const body = (await c.req.text()).trim() === '' ? {} : await parseJson(c, kioskRevokeBodySchema);
      const revoked = await revokeDevice(db, {
        deviceId: id.data,
        credential: c.req.header(KIOSK_DEVICE_HEADER),
        enrolmentCode: body.enrolmentCode,
      });
      if (!revoked) throw refused('Revoking needs the device itself or the hut’s enrolment code');
      return c.body(null, 204);
    });

  if (devEndpoints) {
    routes.post('/dev/kiosk/enrolment-code', async (c) => {
      const body = await parseJson(c, devCodeSchema);
      const code = body.code ?? DEV_KIOSK_ENROLMENT_CODE;
      await setEnrolmentCode(db, { sector: body.sector, hutId: body.hutId, code });
      return c.json({ sector: body.sector, hutId: body.hutId, code });
    });
  }
  return routes;
}
