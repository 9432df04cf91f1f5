// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyAccount, LoyaltyContent } from '../../../src/api/contract/loyalty';
import { HttpError } from '../../../src/api/http-error';
import { setIdTokenSource } from '../../../src/api/id-token';
import { loyalty } from '../../../src/api/loyalty';
import { basketAtom } from '../../../src/atoms/basket';
import { identityAtom } from '../../../src/atoms/identity';
import { clearLoyalty, loyaltyAtom } from '../../../src/atoms/loyalty';
import { hydrationStatusAtom } from '../../../src/atoms/persisted';
import { setPwaStatus } from '../../../src/atoms/pwa-status';
import { appStore } from '../../../src/atoms/store';
import { DEFAULT_BASKET, DEFAULT_IDENTITY } from '../../../src/db/defaults';
import { EMPTY_LOYALTY_RECORD } from '../../../src/db/loyalty-default';
import { i18n } from '../../../src/i18n';
import { installDialogPolyfill, loadScreenStrings } from '../../support/screen-setup';
import HutRewardsScreen from '../../../src/screens/hut-rewards';
import CodeScreen from '../../../src/screens/hut-rewards/CodeScreen';

// /hut-rewards and the code screen (12-G2, 12-G5..G7, 12-G13) with the loyalty client faked: a guest's
// 'Sign in to join', joining with the age rule, a member's balance/rewards/history and the redemption
// modal, and the code screen's loading / fetched / failed states and its offline fallback.

// The record's Dexie row is db/loyalty.ts's own test; here it is memory.
vi.mock('../../../src/db/loyalty', () => ({
  loadLoyaltyRecord: vi.fn(async () => EMPTY_LOYALTY_RECORD),
  saveLoyaltyRecord: vi.fn(async () => undefined),
  clearLoyaltyRecord: vi.fn(async () => undefined),
}));
// The client's methods are replaced on its one instance (the atom reaches it through import()).
const api = {
  account: vi.spyOn(loyalty, 'account'),
  join: vi.spyOn(loyalty, 'join'),
  earnings: vi.spyOn(loyalty, 'earnings'),
  content: vi.spyOn(loyalty, 'content'),
  offlineCode: vi.spyOn(loyalty, 'offlineCode'),
};

const NOW = Date.parse('2026-03-14T12:00:00Z');
const SIDE = { id: 'r-side', reward_id: 'p-side', redeemable_id: 'red-side', type: 'online' as const, dealId: 'deal-side', points: 5, title: 'Free Side', desc: 'Any side, on us.', img: '' };
const PIZZA = { id: 'r-pizza', reward_id: 'p-pizza', redeemable_id: 'red-pizza', type: 'online' as const, dealId: 'deal-pizza', points: 20, title: 'Free Pizza', desc: 'A medium pizza.', img: '' };
const DRINK = { id: 'r-drink', reward_id: 'p-drink', redeemable_id: 'red-drink', type: 'offline' as const, dealId: null, points: 3, title: 'Free Drink at the counter', desc: 'Any soft drink.', img: '' };
const CONTENT: LoyaltyContent = { marketId: 'UK', rewards: [PIZZA, SIDE, DRINK] };

const MEMBER: LoyaltyAccount = {
  marketId: 'UK',
  inLoyalty: true,
  loyaltyProviderAuthToken: 'lp',
  accountBalance: 7,
  estimatedEarning: 2,
  rewards: [
    { ...PIZZA, locked: true },
    { ...SIDE, locked: false },
    { ...DRINK, locked: false },
  ],
  movements: [
    { id: 'm2', kind: 'used', points: -5, orderId: 'order-000000ab', rewardId: 'r-side', at: NOW - 86_400_000 },
    { id: 'm1', kind: 'earned', points: 12, orderId: 'order-000000aa', rewardId: null, at: Date.parse('2026-03-01T12:00:00Z') },
  ],
  lastOrder: null,
  joinedAt: NOW - 10 * 86_400_000,
};
const NOT_JOINED: LoyaltyAccount = { ...MEMBER, inLoyalty: false, loyaltyProviderAuthToken: null, accountBalance: 0, estimatedEarning: 0, rewards: [], movements: [], joinedAt: null };

beforeAll(async () => {
  // jsdom has <dialog> without showModal/close: open and close it by its attribute.
  installDialogPolyfill();
  await loadScreenStrings();
});

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.content.mockResolvedValue(CONTENT);
  setIdTokenSource(() => (appStore.get(identityAtom).tokens ? 'id-1' : null));
  appStore.set(hydrationStatusAtom, 'ready');
  appStore.set(basketAtom, DEFAULT_BASKET);
  appStore.set(identityAtom, DEFAULT_IDENTITY);
  clearLoyalty({ clear: async () => undefined });
  setPwaStatus({ online: true });
});
afterEach(() => cleanup());

function signIn() {
  appStore.set(identityAtom, { ...DEFAULT_IDENTITY, tokens: { accessToken: 'a', idToken: 'id-1', refreshToken: 'r', expiresAt: Date.now() + 900_000 }, tenant: '44-gbr' });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function show(path = '/hut-rewards') {
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[path]}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            <Route path="/hut-rewards" element={<HutRewardsScreen />} />
            <Route path="/hut-rewards/code/:redeemableId" element={<CodeScreen />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('/hut-rewards', () => {
  it('a guest sees how it works, the rewards with their thresholds, and Sign in to join', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Hut Rewards' })).toBeTruthy();
    expect(screen.getByText('Earn 1 point for every £10 you spend online.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in to join' });
    expect(link.getAttribute('href')).toBe('/account/signin');
    await screen.findByText('Free Side');
    const items = screen.getAllByRole('listitem');
    const tiles = items.filter((item) => item.classList.contains('reward-tile'));
    // Cheapest first, each with its threshold.
    expect(tiles.map((tile) => within(tile).getByText(/points?$/).textContent)).toEqual(['3 points', '5 points', '20 points']);
    expect(api.account).not.toHaveBeenCalled();
  });

  it('a content failure says so, and Try again asks again', async () => {
    api.content.mockRejectedValueOnce(new Error('offline'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free Side')).toBeTruthy();
    expect(api.content).toHaveBeenCalledTimes(2);
  });

  it('a signed-in customer who has not joined is asked for the date of birth; under 14 is refused with the spec text', async () => {
    signIn();
    api.account.mockResolvedValue(NOT_JOINED);
    show();
    const field = await screen.findByLabelText('Date of birth');
    const young = new Date();
    fireEvent.change(field, { target: { value: `01/01/${young.getFullYear() - 10}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Hut Rewards' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You must be 14+ to access Loyalty');
    expect(api.join).not.toHaveBeenCalled();

    // The server is the judge too: its UNDER_AGE answer shows the same text.
    api.join.mockRejectedValueOnce(new HttpError({ status: 422, url: '/v2/loyalty/account', type: 'basic', body: '', json: { name: 'UNDER_AGE', message: 'too young' } }));
    fireEvent.change(field, { target: { value: '01/01/2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Hut Rewards' }));
    await waitFor(() => expect(api.join).toHaveBeenCalledWith('id-1', 'UK', { dateOfBirth: '01/01/2000' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You must be 14+ to access Loyalty');
  });

  it('joining makes the customer a member and shows the balance', async () => {
    signIn();
    api.account.mockResolvedValue(NOT_JOINED);
    api.join.mockResolvedValue(MEMBER);
    show();
    fireEvent.change(await screen.findByLabelText('Date of birth'), { target: { value: '21/07/1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Hut Rewards' }));
    expect(await screen.findByText('7 points')).toBeTruthy();
  });

  it('a member sees the balance, reachable rewards first, a locked one with its gap, and the history', async () => {
    signIn();
    api.account.mockResolvedValue(MEMBER);
    show();
    expect(await screen.findByText('7 points')).toBeTruthy();
    expect(screen.getByText('+2 points on their way from recent orders')).toBeTruthy();
    const mine = screen.getByRole('region', { name: 'Rewards' });
    const tiles = mine.querySelectorAll('.reward-tile');
    expect([...tiles].map((tile) => tile.querySelector('strong')?.textContent)).toEqual(['Free Drink at the counter', 'Free Side', 'Free Pizza']);
    expect(within(tiles[2] as HTMLElement).getByText('13 points to go')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Your points history' });
    expect(within(history).getByText('Earned')).toBeTruthy();
    expect(within(history).getByText('+12 points')).toBeTruthy();
    expect(within(history).getByText('−5 points')).toBeTruthy();
    expect(within(history).getByText('1 Mar 2026')).toBeTruthy();
    await waitFor(() => expect(appStore.get(loyaltyAtom).previousActions.hasInteractedWithAccount).toBe(true));
  });

  it('the redemption modal links an online reward to its deal page with redeemId, and an offline one to its code', async () => {
    signIn();
    api.account.mockResolvedValue(MEMBER);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem a reward' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    const links = within(dialog).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/hut-rewards/code/red-drink', '/order/deal/?id=deal-side&redeemId=red-side']);
    expect(within(dialog).getByText('Locked: 13 points to go')).toBeTruthy();
    fireEvent.click(links[1]!);
    expect(screen.getByTestId('where').textContent).toBe('/order/deal/?id=deal-side&redeemId=red-side');
  });

  it('redemption is closed while a reward deal is in the basket', async () => {
    signIn();
    api.account.mockResolvedValue(MEMBER);
    appStore.set(basketAtom, { ...DEFAULT_BASKET, deals: { b1: { id: 'b1', deal: { id: 'deal-side', price: 0, redeemId: 'red-side', type: 'deal' } } } });
    show();
    const button = await screen.findByRole('button', { name: 'Redeem a reward' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Rewards redemption is available only for logged-in customers with available rewards and no loyalty deals in the basket')).toBeTruthy();
  });
});

describe('the offline reward code screen (12-G7)', () => {
  it('shows loading, then the code, the tracking code and the reward title', async () => {
    signIn();
    api.account.mockResolvedValue(MEMBER);
    let answer: (value: { redeemable_id: string; code: string; redemption_tracking_code: string; expiresAt: number }) => void = () => {};
    api.offlineCode.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    show('/hut-rewards/code/red-drink');
    expect(await screen.findByText('Getting your code…')).toBeTruthy();
    await waitFor(() => expect(api.offlineCode).toHaveBeenCalledWith('id-1', 'UK', 'red-drink'));
    answer({ redeemable_id: 'red-drink', code: 'HUT-4821', redemption_tracking_code: 'TRK-77', expiresAt: Date.now() + 600_000 });
    expect(await screen.findByText('HUT-4821')).toBeTruthy();
    expect(screen.getByText('TRK-77')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Drink at the counter' })).toBeTruthy();
  });

  it('a failure says so with a retry that fetches again', async () => {
    signIn();
    api.account.mockResolvedValue(MEMBER);
    api.offlineCode.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce({ redeemable_id: 'red-drink', code: 'HUT-1111', redemption_tracking_code: 'TRK-1', expiresAt: Date.now() + 600_000 });
    show('/hut-rewards/code/red-drink');
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't get your code. Check your connection and try again.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('HUT-1111')).toBeTruthy();
  });

  it('offline, the last fetched code is shown with its time', async () => {
    signIn();
    api.account.mockRejectedValue(new Error('offline'));
    setPwaStatus({ online: false });
    appStore.set(loyaltyAtom, {
      ...EMPTY_LOYALTY_RECORD,
      account: MEMBER,
      fetchedAt: NOW,
      status: 'ready',
      offlineRedemptions: { 'red-drink': { status: 'fetched', code: 'HUT-OLD1', redemption_tracking_code: 'TRK-OLD', expiresAt: Date.now() + 600_000, fetchedAt: NOW } },
    });
    show('/hut-rewards/code/red-drink');
    expect(screen.getByText('HUT-OLD1')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^You're offline\. This is the code we got at /);
    expect(api.offlineCode).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
