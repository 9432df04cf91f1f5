import { createHash } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db';
import { IdentityError } from '../../server/services/identity/errors';
import { endSession, refreshSession, revokeAllSessions, startSession } from '../../server/services/identity/sessions';
import { AUDIENCE, ISSUER, rotateSigningKey, signToken, verifyIdentity, verifyToken } from '../../server/services/identity/tokens';
import { createUser, findLiveUser } from '../../server/services/identity/users';
import { createTestDatabase, type TestDatabase } from './test-db';

// 11-G28, 11-G9, 11-G42: rotating refresh tokens in families, sign-out, and the tokens' checks.
let testDb: TestDatabase;
const db = () => testDb.handle.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
});
afterAll(() => testDb.cleanup());

let n = 0;
const newUser = async () => createUser(db(), { tenant: '44-gbr', username: `user${++n}@example.com`, confirmed: true, givenName: 'Ada' });

const refusedWith = async (promise: Promise<unknown>, name: string) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IdentityError);
  expect((error as IdentityError).errorName).toBe(name);
};

describe('users', () => {
  it('creates a user whose e-mail or phone comes from the username and finds it live', async () => {
    const id = await createUser(db(), { tenant: '44-gbr', username: '+447700900123' });
    const user = await findLiveUser(db(), '44-gbr', '+447700900123');
    expect(user).toMatchObject({ id, phone: '+447700900123', email: null, confirmed: false, password_hash: null });
    expect(await findLiveUser(db(), '33-fra', '+447700900123')).toBeUndefined();
    await db().updateTable('identity_users').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    expect(await findLiveUser(db(), '44-gbr', '+447700900123')).toBeUndefined();
  });
});

describe('sessions', () => {
  it('starts a session with access and id tokens naming the family, and stores the refresh token only hashed', async () => {
    const userId = await newUser();
    const tokens = await startSession(db(), userId);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens).toMatchObject({ expiresIn: 900, tokenType: 'Bearer' });
    const access = await verifyIdentity(db(), tokens.accessToken, 'access');
    const id = await verifyIdentity(db(), tokens.idToken, 'id');
    expect(access).toMatchObject({ sub: userId, token_use: 'access', tenant: '44-gbr', username: `user${n}@example.com` });
    expect(id).toMatchObject({ sub: userId, token_use: 'id', email: `user${n}@example.com`, given_name: 'Ada' });
    expect(id?.sid).toBe(access?.sid);
    const rows = await db().selectFrom('identity_sessions').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(tokens.refreshToken).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(tokens.refreshToken);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('rotates on refresh; a reused token revokes the family, then even the newest token and its access token fail', async () => {
    const userId = await newUser();
    const first = await startSession(db(), userId);
    const second = await refreshSession(db(), first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = await refreshSession(db(), second.refreshToken);
    expect(await verifyIdentity(db(), third.accessToken, 'access')).not.toBeNull();

    await refusedWith(refreshSession(db(), first.refreshToken), 'NotAuthorizedException');
    await refusedWith(refreshSession(db(), third.refreshToken), 'NotAuthorizedException');
    expect(await verifyIdentity(db(), third.accessToken, 'access')).toBeNull();
    expect(await verifyIdentity(db(), third.idToken, 'id')).toBeNull();
  });

  it('lets only one of two racing refreshes with the same token win', async () => {
    const userId = await newUser();
    const tokens = await startSession(db(), userId);
    const results = await Promise.allSettled([refreshSession(db(), tokens.refreshToken), refreshSession(db(), tokens.refreshToken)]);
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    expect(results.some((result) => result.status === 'rejected')).toBe(true);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    await refusedWith(refreshSession(db(), 'not-a-token'), 'NotAuthorizedException');
    const userId = await newUser();
    const tokens = await startSession(db(), userId);
    await db().updateTable('identity_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', userId).execute();
    await refusedWith(refreshSession(db(), tokens.refreshToken), 'NotAuthorizedException');
  });

  it('signs out one device, or every device with global', async () => {
    const userId = await newUser();
    const phone = await startSession(db(), userId);
    const laptop = await startSession(db(), userId);
    await endSession(db(), phone.refreshToken);
    expect(await verifyIdentity(db(), phone.accessToken, 'access')).toBeNull();
    await refusedWith(refreshSession(db(), phone.refreshToken), 'NotAuthorizedException');
    expect(await verifyIdentity(db(), laptop.accessToken, 'access')).not.toBeNull();

    const tablet = await startSession(db(), userId);
    await endSession(db(), tablet.refreshToken, { global: true });
    expect(await verifyIdentity(db(), laptop.accessToken, 'access')).toBeNull();
    await refusedWith(refreshSession(db(), laptop.refreshToken), 'NotAuthorizedException');
    expect(await endSession(db(), 'unknown-token')).toBeNull();
  });

  it('revokeAllSessions ends every family; a deleted user cannot refresh', async () => {
    const userId = await newUser();
    const a = await startSession(db(), userId);
    await revokeAllSessions(db(), userId);
    expect(await verifyIdentity(db(), a.idToken, 'id')).toBeNull();
    const b = await startSession(db(), userId);
    await db().updateTable('identity_users').set({ deleted_at: new Date() }).where('id', '=', userId).execute();
    expect(await verifyIdentity(db(), b.accessToken, 'access')).toBeNull();
    await refusedWith(refreshSession(db(), b.refreshToken), 'NotAuthorizedException');
    await refusedWith(startSession(db(), userId), 'NotAuthorizedException');
  });
});

describe('tokens', () => {
  it('refuses forged, expired, wrong-key and wrong-use tokens', async () => {
    const userId = await newUser();
    const { accessToken, idToken } = await startSession(db(), userId);
    expect(await verifyToken(db(), accessToken, 'access')).not.toBeNull();
    // Wrong use: an access token is not an id token and the other way round.
    expect(await verifyToken(db(), accessToken, 'id')).toBeNull();
    expect(await verifyToken(db(), idToken, 'access')).toBeNull();
    // Forged: the payload changed, the signature kept.
    const [header = '', payload = '', signature = ''] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(await verifyToken(db(), `${header}.${forged}.${signature}`, 'access')).toBeNull();
    // alg none.
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifyToken(db(), `${none}.${payload}.`, 'access')).toBeNull();
    // Expired.
    const expired = await signToken(db(), { sub: userId, token_use: 'access' }, -10);
    expect(await verifyToken(db(), expired, 'access')).toBeNull();
    // Signed by a key the server does not hold, naming the server's own key id.
    const { privateKey } = await generateKeyPair('ES256');
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid as string;
    const wrongKey = await new SignJWT({ token_use: 'access' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('10m')
      .sign(privateKey);
    expect(await verifyToken(db(), wrongKey, 'access')).toBeNull();
  });

  it('keeps verifying tokens of a rotated key and signs new ones with the new key', async () => {
    const userId = await newUser();
    const before = await signToken(db(), { sub: userId, token_use: 'access' });
    await rotateSigningKey(db());
    const after = await signToken(db(), { sub: userId, token_use: 'access' });
    const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;
    expect(kidOf(after)).not.toBe(kidOf(before));
    expect(await verifyToken(db(), before, 'access')).not.toBeNull();
    expect(await verifyToken(db(), after, 'access')).not.toBeNull();
  });
});
