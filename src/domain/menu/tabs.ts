import { marketConfig, regionHasBagFee, sectorConfig } from '../markets/config';
import type { MenuTab, SectorId } from '../markets/ids';
import type { MenuFeature, TabRule } from '../markets/schema';

/**
 * The menu's category tabs for a sector and hut (spec 1 §2 "Menu tabs per market"; checklist 03-G1).
 * The market gives the order and the initial tab; the sector's rules, which are data, hide tabs.
 * This file only interprets the rules.
 */

export interface MenuTabsHut {
  /** The hut's address region (province code or name in Canada). */
  region: string;
  /** Tabs this hut does not offer (in-1). */
  excludedTabs: readonly string[];
  /** The hut is on the bag-fee store list (Canada). */
  bagFeeStore: boolean;
}

export interface MenuTabsInput {
  sector: SectorId;
  features: Readonly<Record<MenuFeature, boolean>>;
  /** Absent before localising: no bag fee applies and no hut excludes anything. */
  hut?: MenuTabsHut;
}

export interface MenuTabs {
  tabs: MenuTab[];
  /** The market's initial tab, or the first shown tab if that one is hidden; null with no tabs. */
  initialTab: MenuTab | null;
}

function hiddenBy(rule: TabRule, input: MenuTabsInput, bagFee: boolean): readonly string[] {
  switch (rule.hide) {
    case 'always':
      return [rule.tab];
    case 'when-feature-on':
      return input.features[rule.feature] ? [rule.tab] : [];
    case 'unless-feature-on':
      return input.features[rule.feature] ? [] : [rule.tab];
    case 'unless-bag-fee':
      return bagFee ? [] : [rule.tab];
    case 'hut-excluded-tabs':
      return (input.hut?.excludedTabs ?? []).map((tab) => tab.trim().toLowerCase());
  }
}

export function menuTabsFor(input: MenuTabsInput): MenuTabs {
  const { market, tabRules } = sectorConfig(input.sector);
  const { menu } = marketConfig(market);
  const { hut } = input;
  const bagFee = hut !== undefined && (hut.bagFeeStore || regionHasBagFee(market, hut.region));
  const hidden = new Set(tabRules.flatMap((rule) => hiddenBy(rule, input, bagFee)));
  const tabs = menu.tabs.filter((tab) => !hidden.has(tab));
  const initialTab = tabs.includes(menu.initialTab) ? menu.initialTab : (tabs[0] ?? null);
  return { tabs, initialTab };
}
