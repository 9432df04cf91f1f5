// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/api/contract/catalogue';
import { dealsListedFor } from '../../../src/domain/loyalty/basket';
import { i18n } from '../../../src/i18n';
import { loadScreenStrings } from '../../support/screen-setup';
import { DealCard } from '../../../src/screens/menu/DealCard';

// "Free reward deals are hidden from non-members" (S1 §5, S3 §4.5; 12-G3): the menu lists the seeded
// 'Hut Rewards: Free Side' to a member only, and only a member with the points sees it as addable.

beforeAll(async () => {
  await loadScreenStrings();
});

afterEach(cleanup);

const deal = (fields: Partial<Deal>) =>
  ({ id: 'bogof', type: 'deal', kind: 'bogof', title: 'Buy one get one free', desc: '', img: '', price: 19.99, options: [], loyalty: false, popularity: 0, rules: {}, ...fields }) as unknown as Deal;
const freeSide = deal({ id: 'reward-free-side', kind: 'flat', title: 'Hut Rewards: Free Side', price: 0, loyalty: true, loyaltyPoints: 5 });
const menu = [deal({}), freeSide];

function card(props: Partial<Parameters<typeof DealCard>[0]>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <DealCard deal={freeSide} priceLabel="" format={(amount) => `£${amount}`} {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('reward deals in the menu', () => {
  it('a guest (or any non-member) is never listed the free side; a member is', () => {
    expect(dealsListedFor(menu, false).map((entry) => entry.id)).toEqual(['bogof']);
    expect(dealsListedFor(menu, true).map((entry) => entry.id)).toEqual(['bogof', 'reward-free-side']);
  });

  it('a member with the points gets the link to the reward', () => {
    card({ loyaltyMember: true, signedIn: true, pointsBalance: 7 });
    const link = screen.getByRole('link', { name: /Hut Rewards: Free Side/ });
    expect(link.getAttribute('href')).toBe('/order/deal/?id=reward-free-side');
  });

  it('a member short of points sees the gap and no link', () => {
    card({ loyaltyMember: true, signedIn: true, pointsBalance: 2 });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('You need 3 more points for this reward')).toBeTruthy();
  });

  it('drawn for a guest or a signed-in non-member, the card has no link', () => {
    card({});
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    card({ signedIn: true, loyaltyMember: false, pointsBalance: 50 });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Join Hut Rewards to redeem')).toBeTruthy();
  });
});
