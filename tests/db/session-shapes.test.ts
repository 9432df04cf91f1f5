import { describe, expect, it } from 'vitest';
import { accountSchema, identityUserSchema, tokensSchema } from '../../src/api/contract/accounts';
import { DEFAULT_IDENTITY } from '../../src/db/defaults';
import { authMethodSchema, identitySliceSchema, storedAccountSchema, storedIdentityUserSchema, storedTokensSchema } from '../../src/db/session';

// The signed-in record's shapes are the contract's (src/api/contract/accounts.ts), not a restatement:
// a field added or changed there is a field of the stored record too.

const TOKENS = { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresAt: 1_700_000_000_000 };
const USER = { sub: 's', username: 'sam@example.com', email: 'sam@example.com', given_name: 'Sam', family_name: null, gender: null, phone_number: null, provider: 'apple' };
const ACCOUNT = { id: 'a1', firstName: 'Sam', lastName: null, phone: null, email: 'sam@example.com', marketingEmail: false, marketingSMS: true };

describe('src/db/session.ts shapes (derived from the contract)', () => {
  it("stores the contract's tokens with expiresAt in place of expiresIn and tokenType", () => {
    const contractKeys = Object.keys(tokensSchema.shape).filter((key) => key !== 'expiresIn' && key !== 'tokenType');
    expect(Object.keys(storedTokensSchema.shape).sort()).toEqual([...contractKeys, 'expiresAt'].sort());
    expect(storedTokensSchema.parse({ ...TOKENS, expiresIn: 900, tokenType: 'Bearer' })).toEqual(TOKENS);
    expect(storedTokensSchema.safeParse({ ...TOKENS, idToken: 7 }).success).toBe(false);
  });

  it("the identity attributes and the account record are the contract's own schemas", () => {
    expect(storedIdentityUserSchema).toBe(identityUserSchema);
    expect(storedAccountSchema).toBe(accountSchema);
  });

  it('every social provider of the contract is an auth method', () => {
    for (const provider of identityUserSchema.shape.provider.unwrap().options) expect(authMethodSchema.options).toContain(provider);
    expect(authMethodSchema.options).toEqual(expect.arrayContaining(['email', 'sms', 'password', 'passkey']));
  });

  it('a whole signed-in record round-trips; the empty one is the default; an unknown tenant is refused', () => {
    const record = { tokens: TOKENS, authMethod: 'apple', tenant: '44-gbr', user: USER, account: ACCOUNT, updatedAt: 1 };
    expect(identitySliceSchema.parse(record)).toEqual(record);
    expect(identitySliceSchema.parse({})).toEqual(DEFAULT_IDENTITY);
    expect(identitySliceSchema.safeParse({ ...record, tenant: 'somewhere' }).success).toBe(false);
  });
});
