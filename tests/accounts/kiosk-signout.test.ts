import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { identityAtom } from '../../src/atoms/identity';
import { wipeKioskCustomerAtom } from '../../src/atoms/kiosk';
import { DEFAULT_IDENTITY } from '../../src/db/session';

// 11-G43, C35: a kiosk never keeps a signed-in customer — the wipe between two customers signs out.
vi.mock('../../src/api/stores', () => ({ fetchHut: vi.fn(), fetchHutStatus: vi.fn(), fetchEta: vi.fn(async () => null) }));
const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../src/api/identity', async (original) => ({ ...(await original<object>()), identity: { signOut } }));

describe('kiosk wipe', () => {
  it('clears the identity record and revokes its refresh token', async () => {
    const store = createStore();
    store.set(identityAtom, { ...DEFAULT_IDENTITY, tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r-1', expiresAt: Date.now() + 900_000 }, tenant: '44-gbr' });
    store.set(wipeKioskCustomerAtom);
    expect(store.get(identityAtom)).toEqual(DEFAULT_IDENTITY);
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledWith('r-1', false));
  });
});
