import { CA_MARKET, CA_SECTORS } from './records/canada';
import { FR_MARKET, FR_SECTORS } from './records/france';
import { IN_MARKET, IN_SECTORS } from './records/india';
import { UK_MARKET, UK_SECTORS } from './records/uk';
import { MARKETS, SECTOR_IDS, parseSector, type Locale, type Market, type PaymentType, type SectorId } from './ids';
import type { Clock, MarketConfig, SectorConfig } from './schema';

/**
 * The market and sector records and the small pure questions asked of them. The records are constants
 * checked twice before they ship: by the compiler (`satisfies` their schema's type) and by
 * tests/domain/markets/config.test.ts, which parses every one with its schema (patterns that compile,
 * a default locale offered, the cross-field rules). The app does not parse them again at start-up
 * (issue 18: building the schemas and parsing the records took ~80 ms of a throttled phone's main
 * thread on every first visit); the cross-record checks below are cheap and stay.
 */

const marketList: readonly MarketConfig[] = [UK_MARKET, FR_MARKET, IN_MARKET, CA_MARKET];
const sectorList: readonly SectorConfig[] = [...UK_SECTORS, ...FR_SECTORS, ...IN_SECTORS, ...CA_SECTORS];

const MARKET_CONFIGS = new Map<Market, MarketConfig>(marketList.map((config) => [config.market, config]));
const SECTOR_CONFIGS = new Map<SectorId, SectorConfig>(sectorList.map((config) => [config.sector, config]));

// Cross-record checks: exactly one record per id, and every reference points at a real record.
for (const market of MARKETS) {
  if (marketList.filter((config) => config.market === market).length !== 1) {
    throw new Error(`market configuration: expected one record for ${market}`);
  }
}
for (const sector of SECTOR_IDS) {
  if (sectorList.filter((config) => config.sector === sector).length !== 1) {
    throw new Error(`market configuration: expected one record for sector ${sector}`);
  }
}
for (const config of marketList) {
  if (SECTOR_CONFIGS.get(config.defaultSector)?.market !== config.market) {
    throw new Error(`market configuration: ${config.market} default sector ${config.defaultSector} is not its own`);
  }
}
for (const config of sectorList) {
  for (const alias of config.aliases) {
    if (parseSector(alias) !== config.sector) {
      throw new Error(`market configuration: alias ${alias} of ${config.sector} is not read by parseSector`);
    }
  }
}

export function marketConfig(market: Market): MarketConfig {
  const config = MARKET_CONFIGS.get(market);
  if (!config) throw new RangeError(`unknown market ${String(market)}`);
  return config;
}

export function sectorConfig(sector: SectorId): SectorConfig {
  const config = SECTOR_CONFIGS.get(sector);
  if (!config) throw new RangeError(`unknown sector ${String(sector)}`);
  return config;
}

/** The market of a sector id from outside (FR_1 accepted, C3); null for an unknown id. */
export function marketOfSector(sector: string): Market | null {
  const id = parseSector(sector);
  return id ? sectorConfig(id).market : null;
}

export function sectorsOfMarket(market: Market): SectorId[] {
  return sectorList.filter((config) => config.market === market).map((config) => config.sector);
}

/** Nearby-huts lookup limit for the sector (spec 1 §9; C24). */
export function nearbyHutsLimit(sector: SectorId): number {
  return sectorConfig(sector).nearbyHutsLimit;
}

/** Sectors that get minimum-order cross-sells (C18: configurable, uk-1 by default). */
export function crossSellSectors(): SectorId[] {
  return sectorList.filter((config) => config.features.minOrderCrossSell).map((config) => config.sector);
}

/** The path localising lands on: /order/{initial route}/ (spec 1 §2, 03-G2). */
export function initialRoutePath(market: Market): string {
  return `/order/${marketConfig(market).menu.initialRoute}/`;
}

/** 12 or 24 hour clock for the market, or for one of its languages where that differs. */
export function clockOf(market: Market, locale?: Locale): Clock {
  const { clock } = marketConfig(market);
  return (locale && clock.byLocale[locale]) ?? clock.default;
}

/** Hour at which the hut page's displayed day starts (C10: India 9; elsewhere the 05:00 cut-off). */
export function hutPageDayStartHour(market: Market): number {
  const { tradingDay } = marketConfig(market);
  return tradingDay.hutPageStartHour ?? tradingDay.cutoffHour;
}

/** Whether a hut's region (code or name, any case) charges for bags (spec 1 §2, 03-G1). */
export function regionHasBagFee(market: Market, region: string): boolean {
  const wanted = region.trim().toLowerCase();
  if (wanted === '') return false;
  return marketConfig(market).regions.some(
    (entry) => entry.hasBagFee && (entry.code.toLowerCase() === wanted || entry.name.toLowerCase() === wanted),
  );
}

/**
 * Payment types to offer at a hut: the market's types the hut supports, then the opt-in types it
 * lists (C17: PhonePe in India). Without the hut's list, the market's own types.
 */
export function paymentTypesFor(market: Market, hutSupported?: readonly PaymentType[]): PaymentType[] {
  const { payments } = marketConfig(market);
  if (!hutSupported) return [...payments.types];
  const supported = new Set(hutSupported);
  return [...payments.types, ...payments.hutOptIn].filter((type) => supported.has(type));
}

/** Digits of a full number with its country code, once the plus is cleaned away (India: 12). */
export function prefixedPhoneLength(market: Market): number {
  const { phone } = marketConfig(market);
  return phone.countryCode.length - 1 + phone.nationalDigits;
}

/** The account area's market settings in the spec's own names (spec 3 §2.3, §3). */
export interface AccountSettings {
  tenant: string;
  defaultSector: SectorId;
  defaultPhonePrefix: string;
  phoneRegex: string;
  localPhonesOnly: boolean;
  allowAuthWithPhone: boolean;
  allowAuthWithEmail: boolean;
  hasAppleSignIn: boolean;
  hasGoogleSignIn: boolean;
  hasFacebookSignIn: boolean;
  marketing: { optInByDefault: boolean };
}

/** The market an identity tenant belongs to ('44-gbr' → UK, 11-G39), or null for none or an unknown one. */
export function marketOfTenant(tenant: string | null | undefined): Market | null {
  return tenant ? (MARKETS.find((market) => marketConfig(market).accounts.tenant === tenant) ?? null) : null;
}

export function accountSettings(market: Market): AccountSettings {
  const config = marketConfig(market);
  return {
    ...config.accounts,
    defaultSector: config.defaultSector,
    defaultPhonePrefix: config.phone.defaultPrefix,
    phoneRegex: config.phone.pattern,
    // C13: an opt-in box starts unticked; an opt-out market counts the customer in until they tick out
    marketing: { optInByDefault: config.marketing.consent === 'opt-out' },
  };
}
