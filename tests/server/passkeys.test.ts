import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest } from '../../server/db';
import { createLogger } from '../../server/logger';
import { RATE_LIMITS } from '../../server/http/rate-limits';
import { deleteAccount } from '../../server/services/accounts/deletion';
import { orderSettingsFromEnvironment } from '../../server/services/orders/settings';
import { IDENTITY_PATHS, identityErrorSchema, identityUserSchema, tokensSchema } from '../../src/api/contract/accounts';
import { PASSKEY_PATHS, passkeyListSchema, passkeySchema } from '../../src/api/contract/passkeys';
import { bearer, signIn, type SignedIn } from './account-setup';
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from './passkeys-authenticator';
import { createTestDatabase, type TestDatabase } from './test-db';

// Issue 14 "Beyond the spec": passkeys — registration with a Bearer token, usernameless sign-in,
// single-use challenges in the database, origin and rpID checks, counter regression, list, delete.
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const db = () => testDb.handle.db;

const HOST = 'shop.example';
const ORIGIN = `http://${HOST}`;

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  app = createApp({
    db: testDb.handle,
    staticDir: '/nonexistent',
    releaseHash: 'test',
    logger: createLogger({ level: 'silent' }),
    orderSettings: { ...orderSettingsFromEnvironment(), devEndpoints: true },
  });
});

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  delete process.env.WEBAUTHN_RP_ID;
  delete process.env.WEBAUTHN_ORIGINS;
  await testDb.cleanup();
});

let nextAddress = 1;
const newClient = () => `198.51.100.${nextAddress++}`;

const call = (method: string, path: string, { body, token, client = newClient(), host = HOST }: { body?: unknown; token?: string; client?: string; host?: string } = {}) =>
  app.request(`http://${host}${path}`, {
    method,
    headers: {
      host,
      'x-forwarded-for': client,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? bearer(token) : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const expectError = async (res: Response, status: number, name: string) => {
  expect(res.status).toBe(status);
  expect(identityErrorSchema.parse(await res.json()).name).toBe(name);
};

async function registrationOptions(who: SignedIn): Promise<CreationOptions> {
  const res = await call('POST', PASSKEY_PATHS.registrationOptions, { token: who.accessToken });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as CreationOptions;
}

async function addPasskey(who: SignedIn, authenticator = new SoftAuthenticator(), name = 'Passkey on iPhone') {
  const options = await registrationOptions(who);
  const res = await call('POST', PASSKEY_PATHS.registrationVerify, {
    token: who.accessToken,
    body: { response: authenticator.register(options, { origin: ORIGIN }), name },
  });
  expect(res.status).toBe(201);
  return { authenticator, passkey: passkeySchema.parse(await res.json()) };
}

async function signInOptions(): Promise<RequestOptions> {
  const res = await call('POST', PASSKEY_PATHS.authenticationOptions);
  expect(res.status).toBe(200);
  return (await res.json()) as RequestOptions;
}

const verifySignIn = (response: unknown, tenant = '44-gbr') => call('POST', PASSKEY_PATHS.authenticationVerify, { body: { response, tenant } });

describe('passkey registration', () => {
  it('needs the access token: none, or an id token, is NotAuthorizedException', async () => {
    const who = await signIn(db());
    await expectError(await call('POST', PASSKEY_PATHS.registrationOptions), 401, 'NotAuthorizedException');
    await expectError(await call('POST', PASSKEY_PATHS.registrationOptions, { token: who.idToken }), 401, 'NotAuthorizedException');
  });

  it("offers options for the request's host as rpID, a discoverable credential with user verification, the user id as handle", async () => {
    const who = await signIn(db());
    const options = (await registrationOptions(who)) as CreationOptions & {
      user: { id: string; name: string };
      authenticatorSelection: { residentKey: string; userVerification: string };
    };
    expect(options.rp.id).toBe(HOST);
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(who.userId);
    expect(options.user.name).toBe(who.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const row = await db().selectFrom('identity_passkey_challenges').selectAll().where('challenge', '=', options.challenge).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'registration', user_id: who.userId, used_at: null });
  });

  it('stores the credential with its name, and lists it (newest first) for its owner only', async () => {
    const who = await signIn(db());
    const other = await signIn(db());
    const { authenticator, passkey } = await addPasskey(who);
    expect(passkey).toMatchObject({ id: authenticator.id, name: 'Passkey on iPhone', lastUsedAt: null });
    const second = await addPasskey(who, new SoftAuthenticator(), 'Passkey on Mac');
    const list = passkeyListSchema.parse(await (await call('GET', PASSKEY_PATHS.list, { token: who.accessToken })).json());
    expect(list.passkeys.map((item) => item.id)).toEqual([second.passkey.id, passkey.id]);
    const theirs = passkeyListSchema.parse(await (await call('GET', PASSKEY_PATHS.list, { token: other.accessToken })).json());
    expect(theirs.passkeys).toEqual([]);
  });

  it('refuses a registration signed for another origin, and the challenge is spent by that try', async () => {
    const who = await signIn(db());
    const options = await registrationOptions(who);
    const authenticator = new SoftAuthenticator();
    const evil = await call('POST', PASSKEY_PATHS.registrationVerify, { token: who.accessToken, body: { response: authenticator.register(options, { origin: 'https://evil.example' }) } });
    await expectError(evil, 400, 'InvalidParameterException');
    const again = await call('POST', PASSKEY_PATHS.registrationVerify, { token: who.accessToken, body: { response: authenticator.register(options, { origin: ORIGIN }) } });
    await expectError(again, 400, 'InvalidParameterException');
    expect(await db().selectFrom('identity_passkeys').select('id').where('user_id', '=', who.userId).execute()).toEqual([]);
  });

  it("refuses another user's registration challenge: challenges belong to the user they were made for", async () => {
    const who = await signIn(db());
    const thief = await signIn(db());
    const options = await registrationOptions(who);
    const res = await call('POST', PASSKEY_PATHS.registrationVerify, { token: thief.accessToken, body: { response: new SoftAuthenticator().register(options, { origin: ORIGIN }) } });
    await expectError(res, 400, 'InvalidParameterException');
  });

  it('refuses a registration for another rpID and one without user verification', async () => {
    const who = await signIn(db());
    const wrongRp = new SoftAuthenticator().register(await registrationOptions(who), { origin: ORIGIN, rpId: 'evil.example' });
    await expectError(await call('POST', PASSKEY_PATHS.registrationVerify, { token: who.accessToken, body: { response: wrongRp } }), 400, 'InvalidParameterException');
    const noUv = new SoftAuthenticator().register(await registrationOptions(who), { origin: ORIGIN, userVerified: false });
    await expectError(await call('POST', PASSKEY_PATHS.registrationVerify, { token: who.accessToken, body: { response: noUv } }), 400, 'InvalidParameterException');
  });

  it('refuses a body that is not a WebAuthn response with the API 400', async () => {
    const who = await signIn(db());
    const res = await call('POST', PASSKEY_PATHS.registrationVerify, { token: who.accessToken, body: { response: { id: 'not base64url!' }, userId: 'someone-else' } });
    expect(res.status).toBe(400);
  });

  it('uses WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS when configured', async () => {
    process.env.WEBAUTHN_RP_ID = 'pizza.example';
    process.env.WEBAUTHN_ORIGINS = 'https://www.pizza.example';
    try {
      const who = await signIn(db());
      const options = await registrationOptions(who);
      expect(options.rp.id).toBe('pizza.example');
      const fromHost = await call('POST', PASSKEY_PATHS.registrationVerify, { token: who.accessToken, body: { response: new SoftAuthenticator().register(options, { origin: ORIGIN }) } });
      await expectError(fromHost, 400, 'InvalidParameterException');
      const options2 = await registrationOptions(who);
      const res = await call('POST', PASSKEY_PATHS.registrationVerify, {
        token: who.accessToken,
        body: { response: new SoftAuthenticator().register(options2, { origin: 'https://www.pizza.example' }) },
      });
      expect(res.status).toBe(201);
    } finally {
      delete process.env.WEBAUTHN_RP_ID;
      delete process.env.WEBAUTHN_ORIGINS;
    }
  });
});

describe('passkey sign-in (usernameless)', () => {
  it('offers a challenge with no allowCredentials, and a verified assertion starts a session of the owner', async () => {
    const who = await signIn(db(), { givenName: 'Grace' });
    const { authenticator } = await addPasskey(who);
    const options = (await signInOptions()) as RequestOptions & { allowCredentials?: unknown[]; userVerification: string };
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const res = await verifySignIn(authenticator.assert(options, { origin: ORIGIN }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const tokens = tokensSchema.parse(await res.json());
    const user = identityUserSchema.parse(await (await call('GET', IDENTITY_PATHS.user, { token: tokens.accessToken })).json());
    expect(user.sub).toBe(who.userId);
    // The session is an ordinary one: its refresh token rotates.
    expect((await call('POST', IDENTITY_PATHS.refresh, { body: { refreshToken: tokens.refreshToken } })).status).toBe(200);
    const list = passkeyListSchema.parse(await (await call('GET', PASSKEY_PATHS.list, { token: who.accessToken })).json());
    expect(list.passkeys[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion: the challenge is single use', async () => {
    const who = await signIn(db());
    const { authenticator } = await addPasskey(who);
    const assertion = authenticator.assert(await signInOptions(), { origin: ORIGIN });
    expect((await verifySignIn(assertion)).status).toBe(200);
    await expectError(await verifySignIn(assertion), 401, 'NotAuthorizedException');
  });

  it('refuses a fresh signature over a spent challenge', async () => {
    const who = await signIn(db());
    const { authenticator } = await addPasskey(who);
    const options = await signInOptions();
    expect((await verifySignIn(authenticator.assert(options, { origin: ORIGIN }))).status).toBe(200);
    await expectError(await verifySignIn(authenticator.assert(options, { origin: ORIGIN })), 401, 'NotAuthorizedException');
  });

  it('refuses a challenge the server never made, and an expired one', async () => {
    const who = await signIn(db());
    const { authenticator } = await addPasskey(who);
    await expectError(await verifySignIn(authenticator.assert({ challenge: Buffer.alloc(32, 7).toString('base64url'), rpId: HOST }, { origin: ORIGIN })), 401, 'NotAuthorizedException');
    const options = await signInOptions();
    await db().updateTable('identity_passkey_challenges').set({ expires_at: new Date(Date.now() - 1000) }).where('challenge', '=', options.challenge).execute();
    await expectError(await verifySignIn(authenticator.assert(options, { origin: ORIGIN })), 401, 'NotAuthorizedException');
  });

  it("refuses a passkey of another market's account (the area's tenant)", async () => {
    const who = await signIn(db());
    const { authenticator } = await addPasskey(who);
    await expectError(await verifySignIn(authenticator.assert(await signInOptions(), { origin: ORIGIN }), '33-fra'), 401, 'NotAuthorizedException');
    expect((await verifySignIn(authenticator.assert(await signInOptions(), { origin: ORIGIN }), '44-gbr')).status).toBe(200);
  });

  it('refuses an assertion made for another origin', async () => {
    const who = await signIn(db());
    const { authenticator } = await addPasskey(who);
    await expectError(await verifySignIn(authenticator.assert(await signInOptions(), { origin: 'https://evil.example' })), 401, 'NotAuthorizedException');
  });

  it('refuses a counter that does not move forward (a cloned authenticator)', async () => {
    const who = await signIn(db());
    const { authenticator } = await addPasskey(who);
    expect((await verifySignIn(authenticator.assert(await signInOptions(), { origin: ORIGIN, counter: 5 }))).status).toBe(200);
    await expectError(await verifySignIn(authenticator.assert(await signInOptions(), { origin: ORIGIN, counter: 5 })), 401, 'NotAuthorizedException');
    await expectError(await verifySignIn(authenticator.assert(await signInOptions(), { origin: ORIGIN, counter: 3 })), 401, 'NotAuthorizedException');
    const row = await db().selectFrom('identity_passkeys').select('counter').where('id', '=', authenticator.id).executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(5);
    expect((await verifySignIn(authenticator.assert(await signInOptions(), { origin: ORIGIN, counter: 6 }))).status).toBe(200);
  });

  it('refuses an unknown credential, and a signature by another key under a known credential id', async () => {
    const who = await signIn(db());
    const { authenticator } = await addPasskey(who);
    await expectError(await verifySignIn(new SoftAuthenticator().assert(await signInOptions(), { origin: ORIGIN })), 401, 'NotAuthorizedException');
    const impostor = new SoftAuthenticator();
    const forged = impostor.assert(await signInOptions(), { origin: ORIGIN });
    await expectError(await verifySignIn({ ...forged, id: authenticator.id, rawId: authenticator.id }), 401, 'NotAuthorizedException');
  });
});

describe('passkey list and removal', () => {
  it("deletes one of the owner's passkeys; another user's id answers 404 and stays", async () => {
    const who = await signIn(db());
    const other = await signIn(db());
    const { authenticator, passkey } = await addPasskey(who);
    expect((await call('DELETE', `${PASSKEY_PATHS.list}/${passkey.id}`, { token: other.accessToken })).status).toBe(404);
    expect((await call('DELETE', `${PASSKEY_PATHS.list}/${passkey.id}`, { token: who.accessToken })).status).toBe(204);
    expect(passkeyListSchema.parse(await (await call('GET', PASSKEY_PATHS.list, { token: who.accessToken })).json()).passkeys).toEqual([]);
    // A removed passkey no longer signs in.
    await expectError(await verifySignIn(authenticator.assert(await signInOptions(), { origin: ORIGIN })), 401, 'NotAuthorizedException');
  });

  it('deleting the account removes its passkeys, and they no longer sign in', async () => {
    const who = await signIn(db());
    const { authenticator } = await addPasskey(who);
    expect(await deleteAccount(db(), who.userId)).toBe(true);
    expect(await db().selectFrom('identity_passkeys').select('id').where('user_id', '=', who.userId).execute()).toEqual([]);
    await expectError(await verifySignIn(authenticator.assert(await signInOptions(), { origin: ORIGIN })), 401, 'NotAuthorizedException');
  });
});

describe('passkey rate limit', () => {
  it(`answers 429 with Retry-After after ${RATE_LIMITS.passkeyPerClient.points} calls from one client`, async () => {
    const client = newClient();
    for (let i = 0; i < RATE_LIMITS.passkeyPerClient.points; i++) {
      expect((await call('POST', PASSKEY_PATHS.authenticationOptions, { client })).status).toBe(200);
    }
    const limited = await call('POST', PASSKEY_PATHS.authenticationOptions, { client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
