import { Writable } from 'node:stream';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest } from '../../server/db';
import { createLogger } from '../../server/logger';
import { orderSettingsFromEnvironment } from '../../server/services/orders/settings';
import { upsert as upsertAccount } from '../../server/services/accounts/records';
import { purgeUnconfirmedUsers } from '../../server/services/identity/flows';
import {
  BOT_CHECK_HEADER,
  BOT_CHECK_PATH,
  challengeSchema,
  IDENTITY_PATHS,
  identityErrorSchema,
  identityUserSchema,
  outboxMessageSchema,
  signUpAnswerSchema,
  tokensSchema,
  type Challenge,
  type Tokens,
} from '../../src/api/contract/accounts';
import { createTestDatabase, type TestDatabase } from './test-db';

// 11-G35, 11-G42, 11-G21/22, 11-G6, 11-G28, 11-G9, 11-G36, C30: the identity stand-in over HTTP.
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const logLines: string[] = [];
const db = () => testDb.handle.db;

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = createApp({
    db: testDb.handle,
    staticDir: '/nonexistent',
    releaseHash: 'test',
    logger: createLogger({ level: 'debug', destination }),
    orderSettings: { ...orderSettingsFromEnvironment(), devEndpoints: true },
  });
});

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await testDb.cleanup();
});

let nextAddress = 1;
/** Each test is its own client (TEST-NET-3), so per-client counts are not shared. */
const newClient = () => `203.0.113.${nextAddress++}`;
let nextUser = 1;
const newEmail = () => `diner${nextUser++}@example.com`;

const post = (path: string, body: unknown, { client = newClient(), headers = {} as Record<string, string> } = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: JSON.stringify(body),
  });

const expectError = async (res: Response, status: number, name: string, message?: string | RegExp) => {
  expect(res.status).toBe(status);
  const body = identityErrorSchema.parse(await res.json());
  expect(body.name).toBe(name);
  if (message !== undefined) expect(body.message).toMatch(message);
  return body;
};

const outbox = async (recipient: string) => {
  const res = await app.request(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(res.status).toBe(200);
  return outboxMessageSchema.array().parse(await res.json());
};
const latestCode = async (recipient: string) => {
  const [newest] = await outbox(recipient);
  expect(newest?.code).toMatch(/^\d{6}$/);
  return newest!.code!;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signUpBody = (username: string, extra: Record<string, unknown> = {}) => ({ username, password: 'Pizza1234', lang: 'en', tenant: '44-gbr', ...extra });

async function registerWithPassword(username = newEmail(), password = 'Pizza1234') {
  const res = await post(IDENTITY_PATHS.signUp, signUpBody(username, { password }));
  expect(res.status).toBe(200);
  return username;
}
async function codeChallenge(username: string, client = newClient()): Promise<Challenge> {
  const res = await post(IDENTITY_PATHS.initiateAuth, { flow: 'code', username, tenant: '44-gbr' }, { client });
  expect(res.status).toBe(200);
  return challengeSchema.parse(await res.json());
}
async function answer(session: string, code: string, client = newClient()) {
  return post(IDENTITY_PATHS.respondToChallenge, { session, answer: code }, { client });
}
/** Back-dates the newest code of a contact so the 60-second resend wait has passed. */
const ageCodes = (contact: string, seconds = 61) =>
  db()
    .updateTable('identity_codes')
    .set({ sent_at: new Date(Date.now() - seconds * 1000) })
    .where('contact', '=', contact)
    .execute();

async function botToken(): Promise<string> {
  const res = await app.request(BOT_CHECK_PATH, { headers: { 'x-forwarded-for': newClient() } });
  expect(res.status).toBe(200);
  const challenge = (await res.json()) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  expect(solution).not.toBeNull();
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution!.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('sign-up (11-G21 error names and texts)', () => {
  it('creates a confirmed password user, storing only an argon2id hash', async () => {
    const username = newEmail();
    const res = await post(IDENTITY_PATHS.signUp, signUpBody(username, { password: 'Secret99Pizza' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { userSub, confirmed } = signUpAnswerSchema.parse(await res.json());
    expect(confirmed).toBe(true);
    const row = await db().selectFrom('identity_users').selectAll().where('id', '=', userSub).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('Secret99Pizza');
    expect(logLines.join('')).not.toContain('Secret99Pizza');
  });

  it('answers UsernameExistsException for a taken username', async () => {
    const username = await registerWithPassword();
    await expectError(await post(IDENTITY_PATHS.signUp, signUpBody(username)), 400, 'UsernameExistsException');
  });

  it("answers InvalidParameterException 'Username should be an email.' for a username that is not an e-mail", async () => {
    await expectError(await post(IDENTITY_PATHS.signUp, signUpBody('not-an-email')), 400, 'InvalidParameterException', /^Username should be an email\.$/);
    await expectError(await post(IDENTITY_PATHS.signUp, signUpBody('ann@@example')), 400, 'InvalidParameterException', 'Username should be an email.');
  });

  it.each(['short1A', 'alllower123', 'ALLUPPER123', 'NoDigitsHere'])(
    "answers InvalidPasswordException 'Password did not conform with policy' for %s",
    async (password) => {
      await expectError(await post(IDENTITY_PATHS.signUp, signUpBody(newEmail(), { password })), 400, 'InvalidPasswordException', /^Password did not conform with policy$/);
    },
  );

  it.each(['Pizza1234', 'Pizzzza2go', 'Cba2Pizza9'])("India's tenant refuses %s (at most two sequential and two repeating characters, 11-G20); the UK takes it", async (password) => {
    await expectError(
      await post(IDENTITY_PATHS.signUp, signUpBody(newEmail(), { password, tenant: '91-ind' })),
      400,
      'InvalidPasswordException',
      /^Password did not conform with policy$/,
    );
    expect((await post(IDENTITY_PATHS.signUp, signUpBody(newEmail(), { password }))).status).toBe(200);
  });

  it("India's tenant takes a password without runs, and a code sign-up's random password is never held to them", async () => {
    expect((await post(IDENTITY_PATHS.signUp, signUpBody(newEmail(), { password: 'Pizza2go!', tenant: '91-ind' }))).status).toBe(200);
    const res = await post(IDENTITY_PATHS.signUp, signUpBody(newEmail(), { method: 'code', password: 'Xaaa1234bcd', tenant: '91-ind' }));
    expect(res.status).toBe(200);
  });

  it('a code sign-up (C30) is unconfirmed, has no password, and cannot sign in by password', async () => {
    const username = newEmail();
    const random = `0X${'ab12'.repeat(10)}`;
    const res = await post(IDENTITY_PATHS.signUp, signUpBody(username, { password: random, method: 'code' }));
    expect(signUpAnswerSchema.parse(await res.json())).toMatchObject({ confirmed: false });
    const row = await db().selectFrom('identity_users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: random, tenant: '44-gbr' }), 401, 'NotAuthorizedException');
  });

  it('deletes unconfirmed users after 24 hours, and never confirmed ones', async () => {
    const stale = newEmail();
    const kept = await registerWithPassword();
    await post(IDENTITY_PATHS.signUp, signUpBody(stale, { method: 'code' }));
    await codeChallenge(stale);
    await db().updateTable('identity_users').set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) } as never).where('username', 'in', [stale, kept]).execute();
    await purgeUnconfirmedUsers(db());
    const left = await db().selectFrom('identity_users').select('username').where('username', 'in', [stale, kept]).execute();
    expect(left.map((row) => row.username)).toEqual([kept]);
    expect(await db().selectFrom('identity_codes').select('id').where('contact', '=', stale).execute()).toHaveLength(0);
  });
});

describe('password sign-in', () => {
  it('answers tokens for the right password', async () => {
    const username = await registerWithPassword();
    const res = await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Pizza1234', tenant: '44-gbr' });
    expect(res.status).toBe(200);
    tokensSchema.parse(await res.json());
  });

  it("answers the same NotAuthorizedException 'Incorrect username or password.' for a wrong password and an unknown user", async () => {
    const username = await registerWithPassword();
    const wrong = await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Pizza12345', tenant: '44-gbr' }), 401, 'NotAuthorizedException');
    const unknown = await expectError(
      await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username: newEmail(), password: 'Pizza1234', tenant: '44-gbr' }),
      401,
      'NotAuthorizedException',
    );
    expect(wrong.message).toBe('Incorrect username or password.');
    expect(unknown.message).toBe(wrong.message);
    // Another tenant is another user store.
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Pizza1234', tenant: '33-fra' }), 401, 'NotAuthorizedException');
  });

  it('takes as long for an unknown user as for a wrong password (a dummy hash is checked)', async () => {
    const username = await registerWithPassword();
    const time = async (name: string) => {
      const started = performance.now();
      await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username: name, password: 'Wrong1234', tenant: '44-gbr' });
      return performance.now() - started;
    };
    await time(newEmail()); // warm the dummy hash
    const known = Math.min(await time(username), await time(username));
    const unknown = Math.min(await time(newEmail()), await time(newEmail()));
    // argon2id costs tens of ms; an unknown user that skipped it would answer in a fraction of that.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it('answers PasswordResetRequiredException when the user must reset, only with the right password', async () => {
    const username = await registerWithPassword();
    await db().updateTable('identity_users').set({ password_reset_required: true }).where('username', '=', username).execute();
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Pizza1234', tenant: '44-gbr' }), 400, 'PasswordResetRequiredException');
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Nope12345', tenant: '44-gbr' }), 401, 'NotAuthorizedException');
  });

  it('limits password attempts per username across clients: 429 TooManyRequestsException with Retry-After', async () => {
    const username = await registerWithPassword();
    for (let i = 0; i < 10; i++) {
      const res = await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: `Wrong${i}xyzA`, tenant: '44-gbr' });
      expect(res.status).toBe(401);
    }
    const res = await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Pizza1234', tenant: '44-gbr' });
    await expectError(res, 429, 'TooManyRequestsException');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('code sign-in (11-G4, 11-G6, C29, C30)', () => {
  it("answers NotAuthorizedException for an unknown contact; after the silent sign-up, a code by e-mail confirms and signs in", async () => {
    const username = newEmail();
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'code', username, tenant: '44-gbr' }), 401, 'NotAuthorizedException', 'User does not exist.');
    await post(IDENTITY_PATHS.signUp, signUpBody(username, { method: 'code', password: `0X${'0f'.repeat(20)}` }));
    const challenge = await codeChallenge(username);
    expect(challenge).toMatchObject({ challenge: 'CUSTOM_CHALLENGE', medium: 'EMAIL', resendAfter: 60 });
    expect(challenge.destination).toBe(`d***@e***.com`);
    expect(challenge.session).not.toContain(await latestCode(username));
    const [message] = await outbox(username);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Pizza Hut code' });
    expect(message!.body).toBe(`Your Pizza Hut code is ${message!.code}. It expires in 10 minutes.`);

    const res = await answer(challenge.session, await latestCode(username));
    expect(res.status).toBe(200);
    const tokens = tokensSchema.parse(await res.json());
    const user = await db().selectFrom('identity_users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
    expect(user.confirmed).toBe(true);
    const info = await app.request(IDENTITY_PATHS.user, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(identityUserSchema.parse(await info.json())).toMatchObject({ sub: user.id, username, email: username, phone_number: null });
  });

  it('sends a French SMS to a phone user, and stores the code only as an HMAC', async () => {
    const phone = `+4477009${String(nextUser++).padStart(5, '0')}`;
    await post(IDENTITY_PATHS.signUp, signUpBody(phone, { method: 'code', lang: 'fr' }));
    const challenge = await codeChallenge(phone);
    expect(challenge).toMatchObject({ medium: 'SMS', destination: `+44 ***** **${phone.slice(-4)}` });
    const [message] = await outbox(phone);
    expect(message).toMatchObject({ channel: 'sms', recipient: phone });
    expect(message!.body).toBe(`Votre code Pizza Hut est ${message!.code}. Il expire dans 10 minutes.`);
    const rows = await db().selectFrom('identity_codes').selectAll().where('contact', '=', phone).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(message!.code!);
    expect(rows[0]!.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('OTP brute force: wrong, wrong, third wrong spends the challenge; a 4th answer never verifies, even the right code', async () => {
    const username = await registerWithPassword();
    const { session } = await codeChallenge(username);
    const code = await latestCode(username);
    const wrong = wrongCode(code);
    await expectError(await answer(session, wrong), 400, 'CodeMismatchException', /does not match/);
    await expectError(await answer(session, wrong), 400, 'CodeMismatchException');
    await expectError(await answer(session, wrong), 400, 'CodeAttemptsExceededException');
    await expectError(await answer(session, code), 400, 'CodeAttemptsExceededException');
  });

  it('parallel guesses get three tries between them, no more', async () => {
    const username = await registerWithPassword();
    const { session } = await codeChallenge(username);
    const code = await latestCode(username);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => answer(session, guess)));
    const names = await Promise.all(answers.map(async (res) => ((await res.json()) as { name: string }).name));
    expect(names.filter((name) => name === 'CodeMismatchException').length).toBeLessThanOrEqual(2);
    const row = await db().selectFrom('identity_codes').select('attempts').where('contact', '=', username).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(3);
    await expectError(await answer(session, code), 400, 'CodeAttemptsExceededException');
  });

  it('a right code on the third try works; a code is single use', async () => {
    const username = await registerWithPassword();
    const { session } = await codeChallenge(username);
    const code = await latestCode(username);
    await answer(session, wrongCode(code));
    await answer(session, wrongCode(code));
    expect((await answer(session, code)).status).toBe(200);
    await expectError(await answer(session, code), 401, 'NotAuthorizedException');
  });

  it('refuses an expired code with ExpiredCodeException', async () => {
    const username = await registerWithPassword();
    const { session } = await codeChallenge(username);
    const code = await latestCode(username);
    await db().updateTable('identity_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('contact', '=', username).execute();
    await expectError(await answer(session, code), 400, 'ExpiredCodeException', /expired/);
  });

  it('refuses a made-up or tampered session', async () => {
    const username = await registerWithPassword();
    const { session } = await codeChallenge(username);
    const code = await latestCode(username);
    const [rowId] = session.split('.');
    await expectError(await answer(`${rowId}.forged-signature`, code), 401, 'NotAuthorizedException');
    await expectError(await answer('whatever', code), 401, 'NotAuthorizedException');
  });

  it('resend: refused before 60 s with Retry-After; after, a new code replaces the old and the count restarts', async () => {
    const username = await registerWithPassword();
    const { session } = await codeChallenge(username);
    const first = await latestCode(username);
    const early = await post(IDENTITY_PATHS.resendCode, { session });
    await expectError(early, 429, 'TooManyRequestsException');
    const retryAfter = Number(early.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);

    await answer(session, wrongCode(first));
    await answer(session, wrongCode(first));
    await answer(session, wrongCode(first));
    await ageCodes(username);
    const res = await post(IDENTITY_PATHS.resendCode, { session });
    expect(res.status).toBe(200);
    expect(challengeSchema.parse(await res.json()).session).toBe(session);
    const messages = await outbox(username);
    expect(messages).toHaveLength(2);
    const second = messages[0]!.code!;
    if (second !== first) await expectError(await answer(session, first), 400, 'CodeMismatchException');
    expect((await answer(session, second)).status).toBe(200);
  });

  it('limits codes per contact (5 in 15 minutes) whoever asks', async () => {
    const username = await registerWithPassword();
    for (let i = 0; i < 5; i++) await codeChallenge(username);
    const res = await post(IDENTITY_PATHS.initiateAuth, { flow: 'code', username, tenant: '44-gbr' });
    await expectError(res, 429, 'TooManyRequestsException');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never logs a code', async () => {
    const username = await registerWithPassword();
    const { session } = await codeChallenge(username);
    const code = await latestCode(username);
    await answer(session, code);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(code);
  });
});

describe('a second sign-in name (issue 14: one customer, two sign-in names)', () => {
  const mobile = () => `07700 9${String(nextUser++).padStart(5, '0')}`;
  const e164 = (typed: string) => `+44${typed.replace(/\s/g, '').slice(1)}`;
  const userOf = (username: string) => db().selectFrom('identity_users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  /** What the details page does: saves a mobile (as typed, nationally) on the user's account record. */
  const saveMobile = async (username: string, phone: string | null) => {
    const user = await userOf(username);
    await upsertAccount(db(), { id: user.id, tenant: user.tenant }, { first_name: 'Ada', phone, shadow: false });
    return user.id;
  };
  const signInByCode = async (username: string) => {
    const challenge = await codeChallenge(username);
    const res = await answer(challenge.session, await latestCode(username));
    expect(res.status).toBe(200);
    const tokens = tokensSchema.parse(await res.json());
    const info = await app.request(IDENTITY_PATHS.user, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    return { challenge, sub: identityUserSchema.parse(await info.json()).sub };
  };

  it('a mobile saved on an e-mail account signs in to that account by SMS code, the code going to the phone', async () => {
    const email = await registerWithPassword();
    const typed = mobile();
    const id = await saveMobile(email, typed);
    const { challenge, sub } = await signInByCode(e164(typed));
    expect(challenge).toMatchObject({ medium: 'SMS', destination: `+44 ***** **${typed.slice(-4)}` });
    expect(sub).toBe(id);
    expect(await outbox(email)).toHaveLength(0);
    const users = await db().selectFrom('identity_users').select('id').where('username', '=', e164(typed)).execute();
    expect(users).toHaveLength(0);
  });

  it('an e-mail saved on an SMS account signs in to it by e-mail code', async () => {
    const phone = e164(mobile());
    await post(IDENTITY_PATHS.signUp, signUpBody(phone, { method: 'code' }));
    const first = await signInByCode(phone);
    const email = newEmail();
    const user = await userOf(phone);
    await upsertAccount(db(), { id: user.id, tenant: user.tenant }, { email: ` ${email.toUpperCase()} ` });
    expect((await signInByCode(email)).sub).toBe(first.sub);
  });

  it('a contact saved on two accounts names neither: the sign-in meets "User does not exist."', async () => {
    const typed = mobile();
    await saveMobile(await registerWithPassword(), typed);
    await saveMobile(await registerWithPassword(), typed);
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'code', username: e164(typed), tenant: '44-gbr' }), 401, 'NotAuthorizedException', 'User does not exist.');
  });

  it("a user's own username wins over another account's saved contact", async () => {
    const phone = e164(mobile());
    await post(IDENTITY_PATHS.signUp, signUpBody(phone, { method: 'code' }));
    const own = await signInByCode(phone);
    await saveMobile(await registerWithPassword(), `0${phone.slice(3)}`);
    expect((await signInByCode(phone)).sub).toBe(own.sub);
  });

  it('a replaced mobile, a deleted user and another market no longer reach the account', async () => {
    const typed = mobile();
    const email = await registerWithPassword();
    await saveMobile(email, typed);
    await saveMobile(email, mobile());
    const refused = (tenant = '44-gbr') => post(IDENTITY_PATHS.initiateAuth, { flow: 'code', username: e164(typed), tenant });
    await expectError(await refused(), 401, 'NotAuthorizedException', 'User does not exist.');

    const other = mobile();
    await saveMobile(email, other);
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'code', username: e164(other), tenant: '33-fra' }), 401, 'NotAuthorizedException');
    await db().updateTable('identity_users').set({ deleted_at: new Date() }).where('username', '=', email).execute();
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'code', username: e164(other), tenant: '44-gbr' }), 401, 'NotAuthorizedException');
  });
});

describe('bot check (11-G36)', () => {
  it('a solved challenge lifts the client limit from 10 to 150; a replayed solution counts as none', async () => {
    const client = newClient();
    const ask = (headers: Record<string, string> = {}) =>
      post(IDENTITY_PATHS.initiateAuth, { flow: 'code', username: newEmail(), tenant: '44-gbr' }, { client, headers });
    for (let i = 0; i < 10; i++) expect((await ask()).status).toBe(401); // unknown users: still counted
    await expectError(await ask(), 429, 'TooManyRequestsException');
    const token = await botToken();
    expect((await ask({ [BOT_CHECK_HEADER]: token })).status).toBe(401);
    // The same solution again: no bot check, so the exhausted tighter limit applies.
    await expectError(await ask({ [BOT_CHECK_HEADER]: token }), 429, 'TooManyRequestsException');
    await expectError(await ask({ [BOT_CHECK_HEADER]: 'garbage' }), 429, 'TooManyRequestsException');
  });

  it('answers a signed challenge that expires in 5 minutes', async () => {
    const res = await app.request(BOT_CHECK_PATH, { headers: { 'x-forwarded-for': newClient() } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as { salt: string; signature: string; maxnumber: number; algorithm: string };
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 20_000 });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(280_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
  });
});

describe('sessions over HTTP (11-G28, 11-G9)', () => {
  async function signedIn(): Promise<Tokens> {
    const username = await registerWithPassword();
    const res = await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Pizza1234', tenant: '44-gbr' });
    return tokensSchema.parse(await res.json());
  }
  const user = (token: string) => app.request(IDENTITY_PATHS.user, { headers: { authorization: `Bearer ${token}` } });

  it('refresh rotates; reusing an old refresh token revokes the family, then even the newest fails', async () => {
    const first = await signedIn();
    const second = tokensSchema.parse(await (await post(IDENTITY_PATHS.refresh, { refreshToken: first.refreshToken })).json());
    expect((await user(second.accessToken)).status).toBe(200);
    await expectError(await post(IDENTITY_PATHS.refresh, { refreshToken: first.refreshToken }), 401, 'NotAuthorizedException');
    await expectError(await post(IDENTITY_PATHS.refresh, { refreshToken: second.refreshToken }), 401, 'NotAuthorizedException');
    await expectError(await user(second.accessToken), 401, 'NotAuthorizedException');
  });

  it('sign-out ends one session; global sign-out needs the access token and ends all', async () => {
    const phone = await signedIn();
    const res = await post(IDENTITY_PATHS.signOut, { refreshToken: phone.refreshToken });
    expect(res.status).toBe(204);
    await expectError(await user(phone.accessToken), 401, 'NotAuthorizedException');

    const laptop = await signedIn();
    const sub = identityUserSchema.parse(await (await user(laptop.accessToken)).json()).sub;
    const tablet = tokensSchema.parse(await (await post(IDENTITY_PATHS.refresh, { refreshToken: laptop.refreshToken })).json());
    const other = await (async () => {
      const row = await db().selectFrom('identity_users').select('username').where('id', '=', sub).executeTakeFirstOrThrow();
      return tokensSchema.parse(await (await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username: row.username, password: 'Pizza1234', tenant: '44-gbr' })).json());
    })();
    await expectError(await post(IDENTITY_PATHS.signOut, { refreshToken: tablet.refreshToken, global: true }), 401, 'NotAuthorizedException');
    expect((await user(other.accessToken)).status).toBe(200);
    const everywhere = await post(IDENTITY_PATHS.signOut, { refreshToken: tablet.refreshToken, global: true }, { headers: { authorization: `Bearer ${tablet.accessToken}` } });
    expect(everywhere.status).toBe(204);
    await expectError(await user(other.accessToken), 401, 'NotAuthorizedException');
    await expectError(await post(IDENTITY_PATHS.refresh, { refreshToken: other.refreshToken }), 401, 'NotAuthorizedException');
  });

  it('GET user refuses a missing, malformed, id-use or forged bearer', async () => {
    const tokens = await signedIn();
    await expectError(await app.request(IDENTITY_PATHS.user), 401, 'NotAuthorizedException');
    await expectError(await user('nonsense'), 401, 'NotAuthorizedException');
    await expectError(await user(tokens.idToken), 401, 'NotAuthorizedException');
    const [header, , signature] = tokens.accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'x', token_use: 'access' })).toString('base64url');
    await expectError(await user(`${header}.${forged}.${signature}`), 401, 'NotAuthorizedException');
  });

  it('serves the public keys at the JWKS path, without private parts', async () => {
    const res = await app.request(IDENTITY_PATHS.jwks);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
      expect(key).not.toHaveProperty('d');
    }
  });
});

describe('password reset (11-G22)', () => {
  it('sends a reset code; wrong → CodeMismatchException, expired → ExpiredCodeException; success sets the password and signs out everywhere', async () => {
    const username = await registerWithPassword();
    const session = tokensSchema.parse(
      await (await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Pizza1234', tenant: '44-gbr' })).json(),
    );
    const res = await post(IDENTITY_PATHS.forgotPassword, { username, tenant: '44-gbr' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ medium: 'EMAIL', destination: 'd***@e***.com' });
    const [message] = await outbox(username);
    expect(message!.subject).toBe('Reset your Pizza Hut password');
    const code = message!.code!;
    const confirm = (body: Record<string, unknown>) => post(IDENTITY_PATHS.confirmForgotPassword, { username, tenant: '44-gbr', code, password: 'NewPizza77', ...body });

    await expectError(await confirm({ code: wrongCode(code) }), 400, 'CodeMismatchException', /does not match/);
    await expectError(await confirm({ password: 'weak' }), 400, 'InvalidPasswordException', 'Password did not conform with policy');
    expect((await confirm({})).status).toBe(204);
    await expectError(await confirm({}), 400, 'ExpiredCodeException');

    await expectError(await post(IDENTITY_PATHS.refresh, { refreshToken: session.refreshToken }), 401, 'NotAuthorizedException');
    await expectError(await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'Pizza1234', tenant: '44-gbr' }), 401, 'NotAuthorizedException');
    expect((await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'NewPizza77', tenant: '44-gbr' })).status).toBe(200);
  });

  it('an expired reset code answers ExpiredCodeException; a reset clears password_reset_required', async () => {
    const username = await registerWithPassword();
    await db().updateTable('identity_users').set({ password_reset_required: true }).where('username', '=', username).execute();
    await post(IDENTITY_PATHS.forgotPassword, { username, tenant: '44-gbr' });
    const code = await latestCode(username);
    await db().updateTable('identity_codes').set({ expires_at: new Date(Date.now() - 1) }).where('contact', '=', username).execute();
    await expectError(await post(IDENTITY_PATHS.confirmForgotPassword, { username, tenant: '44-gbr', code, password: 'NewPizza77' }), 400, 'ExpiredCodeException', /expired/);
    await ageCodes(username);
    await post(IDENTITY_PATHS.forgotPassword, { username, tenant: '44-gbr' });
    const fresh = await latestCode(username);
    expect((await post(IDENTITY_PATHS.confirmForgotPassword, { username, tenant: '44-gbr', code: fresh, password: 'NewPizza77' })).status).toBe(204);
    expect((await post(IDENTITY_PATHS.initiateAuth, { flow: 'password', username, password: 'NewPizza77', tenant: '44-gbr' })).status).toBe(200);
  });

  it('answers an unknown username like a known one, and sends nothing', async () => {
    const username = newEmail();
    const res = await post(IDENTITY_PATHS.forgotPassword, { username, tenant: '44-gbr' });
    expect(res.status).toBe(200);
    expect(await outbox(username)).toHaveLength(0);
    await expectError(await post(IDENTITY_PATHS.confirmForgotPassword, { username, tenant: '44-gbr', code: '123456', password: 'NewPizza77' }), 400, 'CodeMismatchException');
  });
});

describe('development outbox', () => {
  it('is not mounted without DEV_ENDPOINTS', async () => {
    const plain = createApp({
      db: testDb.handle,
      staticDir: '/nonexistent',
      releaseHash: 'test',
      logger: createLogger({ level: 'silent' }),
      orderSettings: { ...orderSettingsFromEnvironment(), devEndpoints: false },
    });
    const res = await plain.request('/dev/outbox');
    expect(res.status).toBe(404);
  });
});
