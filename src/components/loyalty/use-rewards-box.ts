import { useAtomValue } from 'jotai';
import { currentHutAtom } from '../../atoms/huts';
import { loyaltyBalanceAtom, loyaltyMemberAtom } from '../../atoms/loyalty';
import { pointsUsedInBasketAtom } from '../../atoms/loyalty-basket';
import { basketPriceAtom } from '../../atoms/pricing';
import { pointsBreakdown, rewardsBox } from '../../domain/loyalty';
import { marketOfSector } from '../../domain/markets/config';
import { parseSector } from '../../domain/markets/ids';
import type { RewardsPointsBoxProps } from './RewardsPointsBox';

/**
 * The rewards points box (S3 §2.6, 12-G4 pick: the basket and checkout, for members): hidden for uk-2,
 * without a hut, for non-members and until the basket is priced. Points earned are counted on what the
 * order costs (the total before gift-card credits, as `pointsEarned` reads it). A screen hook: the
 * market records it needs stay out of first paint (tests/atoms/first-paint-imports.test.ts).
 */
export function useRewardsBox(): RewardsPointsBoxProps['box'] | null {
  const member = useAtomValue(loyaltyMemberAtom);
  const hut = useAtomValue(currentHutAtom);
  const balance = useAtomValue(loyaltyBalanceAtom);
  const used = useAtomValue(pointsUsedInBasketAtom);
  const { price } = useAtomValue(basketPriceAtom);
  if (!member || !hut || !price) return null;
  const sector = parseSector(hut.sector);
  const market = sector ? marketOfSector(sector) : null;
  const box = rewardsBox(sector, market);
  if (!box || !market) return null;
  return { ...box, breakdown: pointsBreakdown({ market, balance, total: price.total, usedInThisOrder: used }) };
}
