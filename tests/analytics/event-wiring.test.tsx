// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashForAnalytics } from '../../src/analytics/hash';
import { installAnalyticsPort } from '../../src/analytics/track';
import { useTrackOnce, useViewItem } from '../../src/analytics/use-track';
import { startSession } from '../../src/atoms/account-session';
import { notifyHut } from '../../src/atoms/localisation-notices';
import type { IdentityClient } from '../../src/api/identity';
import type { AppStore } from '../../src/atoms/store';
import { customerKeyOf, loginMethodOf } from '../../src/domain/analytics/engagement';
import type { AnalyticsEvent } from '../../src/domain/analytics/events';

// 14-G2: the events wired this round, each at its moment, through the one track() call.

let events: AnalyticsEvent[] = [];
let uninstall: () => void = () => undefined;
beforeEach(() => {
  events = [];
  uninstall = installAnalyticsPort({ track: (event) => void events.push(event) });
});
afterEach(() => uninstall());

describe('dead ends and the closed hut (localisation notices)', () => {
  it('a closed hut sends dead_end (hut-closed) and "Hut is closed" with the hut id, nothing of its name', () => {
    notifyHut('closed', { id: 'uk-42', name: 'Camden' }, 'collection');
    expect(events).toEqual([
      { type: 'deadEnd', reason: 'hut-closed', disposition: 'collection', hutId: 'uk-42' },
      { type: 'hutClosed', hutId: 'uk-42' },
    ]);
  });

  it.each([
    ['bouncedDelivery', 'bounced-delivery', 'delivery'],
    ['bouncedCollection', 'bounced-collection', 'collection'],
    ['unavailable', 'unavailable', 'collection'],
    ['collectionNotPossible', 'collection-out-of-zone', 'collection'],
  ] as const)('%s → dead_end %s', (notice, reason, disposition) => {
    notifyHut(notice, null);
    expect(events).toEqual([{ type: 'deadEnd', reason, disposition }]);
  });
});

describe('login (every sign-in goes through startSession)', () => {
  const tokens = { accessToken: 'a', idToken: 'x.eyJzdWIiOiJzdWItMSJ9.y', refreshToken: 'r', expiresIn: 3600, tokenType: 'Bearer' as const };
  const user = { sub: 'sub-1', username: 'u', email: 'a@b.in', given_name: 'Asha', family_name: null, gender: null, phone_number: '+91 98765 43210', provider: null };

  it('tracks login with the hashed, +91-stripped phone, never the raw contact', async () => {
    const identity = { user: vi.fn(async () => user) } as unknown as IdentityClient;
    await startSession(tokens, 'sms', 'IN' as never, { store: createStore() as AppStore, identity });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({ type: 'login', method: 'code', customer: await hashForAnalytics('phone:9876543210') });
    expect(JSON.stringify(events)).not.toMatch(/98765|a@b\.in|Asha/);
  });

  it('without the attributes, the id token subject keys it', async () => {
    const identity = { user: vi.fn(async () => Promise.reject(new Error('offline'))) } as unknown as IdentityClient;
    await startSession(tokens, 'password', 'UK' as never, { store: createStore() as AppStore, identity });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({ type: 'login', method: 'password', customer: await hashForAnalytics('sub:sub-1') });
  });

  it('maps methods and keys', () => {
    expect(['email', 'sms', 'password', 'passkey', 'google'].map(loginMethodOf)).toEqual(['code', 'code', 'password', 'passkey', 'social']);
    expect(customerKeyOf(null, null)).toBeNull();
    expect(customerKeyOf({ phone_number: '+44 7700 900123', sub: 's' }, null)).toBe('phone:+447700900123');
  });
});

describe('screen loads', () => {
  it('view_item once per opened item, view_checkout once per mount', () => {
    const { rerender } = renderHook(({ id }: { id: string | null }) => useViewItem(id, 'pizza'), { initialProps: { id: null as string | null } });
    expect(events).toEqual([]);
    rerender({ id: 'margherita' });
    rerender({ id: 'margherita' });
    expect(events).toEqual([{ type: 'viewItem', item: { id: 'margherita', name: 'margherita', category: 'pizza', price: 0, quantity: 1 } }]);
    act(() => renderHook(() => useTrackOnce('checkout', () => ({ type: 'viewCheckout' }))));
    expect(events.at(-1)).toEqual({ type: 'viewCheckout' });
    expect(events).toHaveLength(2);
  });
});
