import type { Kysely } from 'kysely';
import type { Reward } from '../../../src/api/contract/loyalty';
import type { LoyaltyMarketId } from '../../../src/domain/loyalty';
import { accountSettings } from '../../../src/domain/markets/config';
import type { Database } from '../../db';

/**
 * The rewards catalogue of a market (12-G5, 12-G17): the online rewards are the market's free-reward
 * deals of the menu (deal `loyalty`, S1 §3), each at its `loyaltyPoints`; the offline rewards are shown
 * as a code at the counter (12-G7). Thresholds follow S3 §1 "5 points = 1 free medium 2-topping pizza"
 * (picks, seeded in server/db/seed/catalogue): free side 3, free pizza 5, the counter's dessert 4.
 *
 * Ids (S3 §3 "Reward: id, type, redeemable_id"; the record's "reward_id"): `id` is the catalogue deal
 * id (online) or the offline reward's id; `reward_id` the provider's 'HR-…'; `redeemable_id` 'RD-…',
 * which the basket's deal entry carries (S2 §3) and the offline code is fetched by.
 */

export const OFFLINE_DESSERT_POINTS = 4;

interface OfflineReward {
  id: string;
  points: number;
  /** The menu product whose picture the reward shows. */
  productType: 'dessert';
  text: Record<'en' | 'fr', { title: string; desc: string }>;
}

const OFFLINE_REWARDS: readonly OfflineReward[] = [
  {
    id: 'offline-free-dessert',
    points: OFFLINE_DESSERT_POINTS,
    productType: 'dessert',
    text: {
      en: { title: 'Free dessert at the counter', desc: 'Show your code at the counter for a free dessert.' },
      fr: { title: 'Un dessert offert au comptoir', desc: 'Montrez votre code au comptoir pour un dessert offert.' },
    },
  },
];

export const rewardIdOf = (id: string) => `HR-${id}`;
export const redeemableIdOf = (id: string) => `RD-${id}`;

/** The sector whose menu holds the market's rewards: the market's default sector (uk-2 has none, S3 §2.6). */
export const rewardsSectorOf = (market: LoyaltyMarketId) => accountSettings(market).defaultSector;

/** The language of the rewards' texts: French in France, else English; `lang` asks for one. */
export function rewardsLanguage(market: LoyaltyMarketId, lang?: 'en' | 'fr'): 'en' | 'fr' {
  return lang ?? (market === 'FR' ? 'fr' : 'en');
}

export async function marketRewards(db: Kysely<Database>, market: LoyaltyMarketId, lang?: 'en' | 'fr'): Promise<Reward[]> {
  const sector = rewardsSectorOf(market);
  const [deals, dessert] = await Promise.all([
    db.selectFrom('deals').select('data').where('sector', '=', sector).orderBy('position').execute(),
    db.selectFrom('products').select('data').where('sector', '=', sector).where('type', '=', 'dessert').where('hidden', '=', false).orderBy('position').executeTakeFirst(),
  ]);
  const online: Reward[] = deals
    .map((row) => row.data)
    .filter((deal) => deal.loyalty && (deal.loyaltyPoints ?? 0) > 0)
    .map((deal) => ({
      id: deal.id,
      reward_id: rewardIdOf(deal.id),
      redeemable_id: redeemableIdOf(deal.id),
      type: 'online' as const,
      dealId: deal.id,
      points: deal.loyaltyPoints!,
      title: deal.title,
      desc: deal.desc,
      img: deal.img,
    }));
  const language = rewardsLanguage(market, lang);
  const offline: Reward[] = OFFLINE_REWARDS.map((reward) => ({
    id: reward.id,
    reward_id: rewardIdOf(reward.id),
    redeemable_id: redeemableIdOf(reward.id),
    type: 'offline' as const,
    dealId: null,
    points: reward.points,
    ...reward.text[language],
    img: dessert?.data.img ?? '',
  }));
  return [...online, ...offline].sort((a, b) => a.points - b.points);
}
