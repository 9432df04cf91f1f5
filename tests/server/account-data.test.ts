import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BFF_OPERATIONS, BFF_PATH, customerProfileSchema, MY_ACCOUNT_PATH } from '../../src/api/contract/accounts';
import { deleteAccount } from '../../server/services/accounts/deletion';
import { bearer, createAccountTestApp, signIn, type SignedIn } from './account-setup';
import { MARKETS, orderPayload, serverTotal, twoMargheritas, type OrderTestApp } from './orders-setup';
import { preauthoriseResponseSchema } from '../../src/api/contract/orders';
import { verifyIdentity } from '../../server/services/identity/tokens';

// Issue 14: the BFF GraphQL (11-G34), the profile (11-G29, 11-G37) on the same record (C32, C36), and
// deletion (11-G8) leaving no personal data anywhere.
let setup: OrderTestApp;
const db = () => setup.testDb.handle.db;

beforeAll(async () => {
  setup = await createAccountTestApp();
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gqlGet(token: string | null, query: string, variables: object) {
  const url = `${BFF_PATH}?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;
  const res = await setup.app.request(url, { headers: { accept: 'application/json', ...(token ? bearer(token) : {}) } });
  return { status: res.status, json: (await res.json()) as GraphQLAnswer, res };
}
async function gqlPost(token: string | null, query: string, variables: object) {
  const res = await setup.post(BFF_PATH, { query, variables }, { accept: 'application/json', ...(token ? bearer(token) : {}) });
  return { status: res.status, json: (await res.json()) as GraphQLAnswer };
}

const adaInput = { firstName: 'Ada', lastName: 'Lovelace', phone: '07700 900123', marketingEmail: true, marketingSMS: false };

describe('BFF /v1/bff/graphql', () => {
  let ada: SignedIn;
  beforeAll(async () => {
    ada = await signIn(db());
  });

  it('needs a verified access token: none, an id token, garbage → 401 NotAuthorizedException', async () => {
    for (const token of [null, ada.idToken, 'garbage']) {
      const res = await gqlGet(token, BFF_OPERATIONS.account, { tenant: '44-gbr' });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ name: 'NotAuthorizedException' });
    }
  });

  it('account before details: the error says Not Found (NOT_FOUND); create, then read by GET, then update', async () => {
    const missing = await gqlGet(ada.accessToken, BFF_OPERATIONS.account, { tenant: '44-gbr' });
    expect(missing.json.errors?.[0]).toMatchObject({ message: 'Account Not Found', extensions: { code: 'NOT_FOUND' } });
    expect(missing.res.headers.get('cache-control')).toBe('no-store');
    // updateAccount does not create.
    expect((await gqlPost(ada.accessToken, BFF_OPERATIONS.updateAccount, { tenant: '44-gbr', account: adaInput })).json.errors?.[0]?.message).toContain('Not Found');

    const created = await gqlPost(ada.accessToken, BFF_OPERATIONS.createAccount, { tenant: '44-gbr', account: { ...adaInput, email: 'mallory@example.com' } });
    expect(created.json.errors).toBeUndefined();
    // The e-mail the customer signed in with is locked (11-G7): the input's other address is not taken.
    expect(created.json.data?.createAccount).toEqual({ id: ada.userId, firstName: 'Ada', lastName: 'Lovelace', phone: '07700 900123', email: ada.email, marketingEmail: true, marketingSMS: false });
    const read = await gqlGet(ada.accessToken, BFF_OPERATIONS.account, { tenant: '44-gbr' });
    expect(read.json.data?.account).toMatchObject({ firstName: 'Ada', marketingEmail: true });
    const updated = await gqlPost(ada.accessToken, BFF_OPERATIONS.updateAccount, { tenant: '44-gbr', account: { ...adaInput, firstName: 'Augusta', marketingSMS: true } });
    expect(updated.json.data?.updateAccount).toMatchObject({ firstName: 'Augusta', marketingSMS: true });
  });

  it('another tenant than the token\'s is refused; an unknown tenant is bad input', async () => {
    expect((await gqlGet(ada.accessToken, BFF_OPERATIONS.account, { tenant: '33-fra' })).json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gqlGet(ada.accessToken, BFF_OPERATIONS.account, { tenant: 'xx' })).json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('input is validated with the contract: empty names, a bad phone, NUL text are refused and nothing changes', async () => {
    for (const account of [{ ...adaInput, firstName: '  ' }, { ...adaInput, phone: 'call me' }]) {
      const res = await gqlPost(ada.accessToken, BFF_OPERATIONS.updateAccount, { tenant: '44-gbr', account });
      expect(res.json.errors?.[0]?.extensions?.code, JSON.stringify(res.json)).toBe('BAD_USER_INPUT');
    }
    expect((await gqlPost(ada.accessToken, BFF_OPERATIONS.updateAccount, { tenant: '44-gbr', account: { ...adaInput, lastName: 'a\u0000b' } })).status).toBe(400);
    expect((await gqlGet(ada.accessToken, BFF_OPERATIONS.account, { tenant: '44-gbr' })).json.data?.account).toMatchObject({ firstName: 'Augusta', phone: '07700 900123' });
  });

  it('a mutation over GET is refused and changes nothing; introspection is off; deep or wide documents are refused', async () => {
    const viaGet = await gqlGet(ada.accessToken, BFF_OPERATIONS.updateAccount, { tenant: '44-gbr', account: { ...adaInput, firstName: 'Eve' } });
    expect(viaGet.status).toBe(405);
    expect((await gqlGet(ada.accessToken, BFF_OPERATIONS.account, { tenant: '44-gbr' })).json.data?.account).toMatchObject({ firstName: 'Augusta' });
    const introspection = await gqlGet(ada.accessToken, '{ __schema { types { name } } }', {});
    expect(JSON.stringify(introspection.json.errors)).toMatch(/introspection/i);
    const deep = `query { account(tenant: "44-gbr") { id ... on Account { firstName } } a1: account(tenant: "44-gbr") { id } ${Array.from({ length: 40 }, (_, i) => `x${i}: account(tenant: "44-gbr") { id }`).join(' ')} }`;
    const wide = await gqlGet(ada.accessToken, deep, {});
    expect(JSON.stringify(wide.json.errors)).toMatch(/at most 40/);
    expect((await gqlGet(ada.accessToken, 'x'.repeat(3000), {})).status).toBe(400);
  });
});

describe('profile /v2/accounts/myaccount (the same record as GraphQL)', () => {
  it('GET 404 before any record; POST creates it partially; marketing.all sets both; GraphQL reads the same row', async () => {
    const bea = await signIn(db(), { givenName: 'Bea' });
    const headers = { ...bearer(bea.accessToken), 'x-default-sector': 'uk-1' };
    expect((await setup.app.request(MY_ACCOUNT_PATH, { headers })).status).toBe(404);
    const saved = await setup.post(MY_ACCOUNT_PATH, { firstName: 'Bea', lastName: 'Smith', mobile: '07700 900456', dateOfBirth: '01/02/1990', marketing: { all: true } }, headers);
    expect(saved.status).toBe(200);
    const profile = customerProfileSchema.parse(await saved.json());
    expect(profile).toEqual({
      externalIdentityGUID: bea.userId,
      email: bea.email,
      firstName: 'Bea',
      lastName: 'Smith',
      mobile: '07700 900456',
      dateOfBirth: '01/02/1990',
      name: 'Bea Smith',
      phone: '07700 900456',
      marketing: { all: true },
      birthday: '01/02',
    });
    const account = (await gqlGet(bea.accessToken, BFF_OPERATIONS.account, { tenant: '44-gbr' })).json.data?.account;
    expect(account).toMatchObject({ id: bea.userId, marketingEmail: true, marketingSMS: true, firstName: 'Bea' });
    // One consent record (C36): SMS off through GraphQL makes marketing.all false on the profile.
    await gqlPost(bea.accessToken, BFF_OPERATIONS.updateAccount, { tenant: '44-gbr', account: { firstName: 'Bea', lastName: 'Smith', marketingEmail: true, marketingSMS: false } });
    const again = customerProfileSchema.parse(await (await setup.app.request(MY_ACCOUNT_PATH, { headers })).json());
    expect(again.marketing.all).toBe(false);
    expect(again.dateOfBirth).toBe('01/02/1990');
  });

  it('refuses a date of birth not in the past or not a date, a bad sector header, and no token', async () => {
    const cy = await signIn(db());
    const headers = bearer(cy.accessToken);
    for (const dateOfBirth of ['31/02/1990', '01/01/2999', '1990-01-01']) {
      expect((await setup.post(MY_ACCOUNT_PATH, { dateOfBirth }, headers)).status, dateOfBirth).toBe(400);
    }
    expect((await setup.post(MY_ACCOUNT_PATH, { firstName: 'Cy' }, { ...headers, 'x-default-sector': 'xx-9' })).status).toBe(400);
    expect((await setup.post(MY_ACCOUNT_PATH, { firstName: 'Cy' }, {})).status).toBe(401);
    expect((await setup.post(MY_ACCOUNT_PATH, { firstName: 'Cy' }, bearer(cy.idToken))).status).toBe(401);
    // Without the header: 'in-1' is the default, and the call works.
    expect((await setup.post(MY_ACCOUNT_PATH, { firstName: 'Cy' }, headers)).status).toBe(200);
  });
});

/** Every row of every table, as text. */
async function everything(): Promise<string> {
  const tables = await db().introspection.getTables();
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db().selectFrom(table.name as 'orders').selectAll().execute();
    parts.push(JSON.stringify(rows));
  }
  return parts.join('\n');
}

describe('deletion (11-G8): personal data gone, sessions revoked, orders kept anonymised', () => {
  it.each([
    ['GraphQL deleteAccount', 'graphql'],
    ['DELETE /v2/accounts/myaccount', 'rest'],
  ] as const)('%s: no row of any table holds the e-mail or phone afterwards; the contact registers again as new', async (_name, how) => {
    const email = `delete.me.${how}@example.com`;
    const phone = how === 'graphql' ? '07700 900777' : '07700 900888';
    const dee = await signIn(db(), { username: email });
    await gqlPost(dee.accessToken, BFF_OPERATIONS.createAccount, { tenant: '44-gbr', account: { firstName: 'Deirdre', lastName: 'Unique', phone, marketingEmail: true, marketingSMS: true } });
    await db().insertInto('message_outbox').values({ id: `m-${how}`, channel: 'email', recipient: email, subject: 'Your code', body: `Code for ${email}` }).execute();
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    const payload = orderPayload(MARKETS.uk, twoMargheritas(), total, {
      payment: { type: 'cash', amount: total, currency: 'GBP' },
      customer: { name: 'Deirdre Unique', firstName: 'Deirdre', lastName: 'Unique', phone, email, marketing: { all: true } },
    });
    const pre = preauthoriseResponseSchema.parse(await (await setup.post('/v1/orders/preauthorise', payload, bearer(dee.idToken))).json());
    const placed = await setup.post('/v1/orders/place', { transactionId: pre.transactionId }, bearer(dee.idToken));
    expect(placed.status).toBe(200);
    const before = await everything();
    expect(before).toContain(email);
    expect(before).toContain(phone);

    const res =
      how === 'graphql'
        ? await gqlPost(dee.accessToken, BFF_OPERATIONS.deleteAccount, { tenant: '44-gbr' })
        : { status: (await setup.app.request(MY_ACCOUNT_PATH, { method: 'DELETE', headers: bearer(dee.accessToken) })).status, json: {} };
    expect(res.status).toBe(200);
    if (how === 'graphql') expect(res.json).toEqual({ data: { deleteAccount: true } });

    const after = await everything();
    for (const value of [email, phone, 'Deirdre', 'Unique']) expect(after, value).not.toContain(value);
    // Every token is dead at once; the order stays, anonymised.
    expect(await verifyIdentity(db(), dee.accessToken, 'access')).toBeNull();
    expect(await verifyIdentity(db(), dee.idToken, 'id')).toBeNull();
    expect((await gqlGet(dee.accessToken, BFF_OPERATIONS.account, { tenant: '44-gbr' })).status).toBe(401);
    const order = await db().selectFrom('orders').select(['state', 'account_id', 'customer']).where('transaction_id', '=', pre.transactionId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ state: 'PLACED', account_id: null, customer: { name: 'Deleted customer' } });
    const sessions = await db().selectFrom('identity_sessions').select('revoked_at').where('user_id', '=', dee.userId).execute();
    expect(sessions.every((row) => row.revoked_at !== null)).toBe(true);

    // The same e-mail signs up again as a new customer.
    const again = await signIn(db(), { username: email });
    expect(again.userId).not.toBe(dee.userId);
    expect((await gqlGet(again.accessToken, BFF_OPERATIONS.account, { tenant: '44-gbr' })).json.errors?.[0]?.message).toBe('Account Not Found');
  });

  it('deleting twice is harmless', async () => {
    const eli = await signIn(db());
    expect(await deleteAccount(db(), eli.userId)).toBe(true);
    expect(await deleteAccount(db(), eli.userId)).toBe(false);
  });
});
