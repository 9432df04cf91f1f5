// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyAccount } from '../../src/api/contract/loyalty';
import { setIdTokenSource } from '../../src/api/id-token';
import { loyalty } from '../../src/api/loyalty';
import LoyaltyKeeper, { FREE_REWARD_TOPIC, resetFreeRewardNotificationForTests } from '../../src/app/LoyaltyKeeper';
import { pageRoutes } from '../../src/app/page-routes';

// The pages below the layout (src/app/routes.tsx matches them under its `*` row).
const routes: RouteObject[] = [{ path: '/', children: pageRoutes }];
import { identityAtom } from '../../src/atoms/identity';
import { clearLoyalty, loyaltyAtom } from '../../src/atoms/loyalty';
import { notificationsAtom } from '../../src/atoms/notifications';
import { appStore } from '../../src/atoms/store';
import { DEFAULT_IDENTITY } from '../../src/db/defaults';
import { EMPTY_LOYALTY_RECORD } from '../../src/db/loyalty-default';
import { initI18n } from '../../src/i18n';

// The free-reward notification (12-G8, C42): once per app start, for a member the rule picks, marked
// seen; and /hut-rewards is the loyalty page, no longer the static shell (12-G5).

vi.mock('../../src/db/loyalty', () => ({
  loadLoyaltyRecord: vi.fn(async () => EMPTY_LOYALTY_RECORD),
  saveLoyaltyRecord: vi.fn(async () => undefined),
  clearLoyaltyRecord: vi.fn(async () => undefined),
}));
const account = vi.spyOn(loyalty, 'account');

const REWARD = { id: 'r1', reward_id: 'p1', redeemable_id: 'red-1', type: 'online' as const, dealId: 'd1', points: 5, title: 'Free Side', desc: '', img: '', locked: false };
const MEMBER: LoyaltyAccount = {
  marketId: 'UK',
  inLoyalty: true,
  loyaltyProviderAuthToken: 'lp',
  accountBalance: 12,
  estimatedEarning: 0,
  rewards: [REWARD],
  movements: [],
  lastOrder: null,
  joinedAt: 1,
};

beforeAll(async () => {
  await initI18n('en-GB');
});
beforeEach(() => {
  account.mockReset();
  resetFreeRewardNotificationForTests();
  setIdTokenSource(() => 'id-1');
  appStore.set(notificationsAtom, []);
  clearLoyalty({ clear: async () => undefined });
  appStore.set(identityAtom, { ...DEFAULT_IDENTITY, tokens: { accessToken: 'a', idToken: 'id-1', refreshToken: 'r', expiresAt: Date.now() + 900_000 }, tenant: '44-gbr' });
});
afterEach(() => cleanup());

function mount() {
  return render(
    <Provider store={appStore}>
      <MemoryRouter>
        <LoyaltyKeeper />
      </MemoryRouter>
    </Provider>,
  );
}

const freeRewardNotices = () => appStore.get(notificationsAtom).filter((notice) => notice.topic === FREE_REWARD_TOPIC);

describe('free-reward notification (12-G8, C42)', () => {
  it('shows once per app start to a member with 5 or more points, and marks it seen', async () => {
    account.mockResolvedValue(MEMBER);
    const first = mount();
    await waitFor(() => expect(freeRewardNotices()).toHaveLength(1));
    expect(freeRewardNotices()[0]?.message).toBe('Free food is waiting for you: see your points and rewards.');
    await waitFor(() => expect(appStore.get(loyaltyAtom).previousActions.notifications.freeReward.hasSeen).toBe(true));
    first.unmount();
    appStore.set(notificationsAtom, []);
    mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(freeRewardNotices()).toHaveLength(0);
  });

  it('is not shown once the customer has visited their rewards', async () => {
    account.mockResolvedValue(MEMBER);
    appStore.set(loyaltyAtom, (current) => ({ ...current, previousActions: { ...current.previousActions, hasInteractedWithAccount: true } }));
    mount();
    await waitFor(() => expect(appStore.get(loyaltyAtom).status).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(freeRewardNotices()).toHaveLength(0);
  });

  it('is not shown to a customer who has not joined', async () => {
    account.mockResolvedValue({ ...MEMBER, inLoyalty: false, loyaltyProviderAuthToken: null });
    mount();
    await waitFor(() => expect(appStore.get(loyaltyAtom).status).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(freeRewardNotices()).toHaveLength(0);
  });
});

describe('routes (12-G5)', () => {
  it('/hut-rewards/ and the code screen are the loyalty screens, not the static shell', () => {
    const page = matchRoutes(routes, '/hut-rewards/')?.at(-1)?.route;
    expect(page?.path).toBe('hut-rewards');
    expect((page?.element as { props: Record<string, unknown> }).props.page).toBeUndefined();
    expect(matchRoutes(routes, '/hut-rewards/code/RD-1')?.at(-1)?.params.redeemableId).toBe('RD-1');
    // The other static pages keep their rows.
    expect((matchRoutes(routes, '/terms/')?.at(-1)?.route.element as { props: Record<string, unknown> }).props.page).toBe('terms');
  });
});
