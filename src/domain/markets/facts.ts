import type { Market, SectorId } from './ids';
import { MARKET_LOCALISATION, SECTOR_LOCALISATION } from './records/localisation';

/**
 * The few market and sector facts localisation needs, read from the localisation part of the market
 * records (markets/records/localisation.ts) without their zod schema: the home page and the localisation atoms are first paint, where zod
 * must not load (tests/atoms/first-paint-imports.test.ts, the 120 KB home budget). The records are
 * parsed and cross-checked by src/domain/markets/config.ts in the markets tests, so the data is the
 * same; only the parse is skipped here.
 */

const MARKET_RECORDS = MARKET_LOCALISATION;
const SECTOR_RECORDS = Object.entries(SECTOR_LOCALISATION).map(([sector, facts]) => ({ ...facts, sector: sector as SectorId }));

export const MARKET_IDS: readonly Market[] = ['UK', 'FR', 'IN', 'CA'];

export interface LocalisationMarketFacts {
  market: Market;
  /** ISO country the geocoder is restricted to (spec 1 §5). */
  country: string;
  defaultSector: SectorId;
  defaultLocale: string;
  distanceUnit: 'miles' | 'km';
  initialRoute: string;
  forceStreetNumber: boolean;
  /** Suggestions start after MORE than this many characters (spec 1 §5). */
  addressSuggestAfterChars: { delivery: number; collection: number };
  /** Dine-in is an outside link only (UK booking, France external); null elsewhere (C4). */
  dineIn: { kind: 'booking' | 'external'; url: string } | null;
}

export function marketFacts(market: Market): LocalisationMarketFacts {
  const record = MARKET_RECORDS[market];
  return {
    market,
    country: record.country,
    defaultSector: record.defaultSector,
    defaultLocale: record.defaultLocale,
    distanceUnit: record.distanceUnit,
    initialRoute: record.menu.initialRoute,
    forceStreetNumber: record.features.forceStreetNumber,
    addressSuggestAfterChars: record.addressSuggestAfterChars,
    dineIn: record.dineIn,
  };
}

/** Sectors of a market, in the records' order (the default sector first). */
export function sectorsOfMarket(market: Market): SectorId[] {
  return SECTOR_RECORDS.filter((record) => record.market === market).map((record) => record.sector);
}

export interface LocalisationSectorFacts {
  sector: SectorId;
  market: Market;
  nearbyHutsLimit: number;
  switchDisposition: boolean;
  dealbotOnAutoLocalise: boolean;
}

/** A sector's facts ('FR_1' read as fr-1, C3); null for an unknown id. */
export function sectorFacts(sector: string): LocalisationSectorFacts | null {
  const id = sector === 'FR_1' ? 'fr-1' : sector;
  const record = SECTOR_RECORDS.find((entry) => entry.sector === id);
  if (!record) return null;
  return {
    sector: record.sector,
    market: record.market,
    nearbyHutsLimit: record.nearbyHutsLimit,
    switchDisposition: record.features.switchDisposition,
    dealbotOnAutoLocalise: record.features.dealbotOnAutoLocalise,
  };
}

export function marketOfSectorId(sector: string): Market | null {
  return sectorFacts(sector)?.market ?? null;
}

/** The market a language points to before any hut is chosen: fr-CA → CA, fr → FR, en → UK. */
export function marketOfLanguageTag(language: string): Market {
  if (language.endsWith('-CA')) return 'CA';
  if (language.endsWith('-IN')) return 'IN';
  if (language.endsWith('-FR') || language === 'fr') return 'FR';
  return 'UK';
}

/** The locales a market offers, each with the experiment that gates it, if any (spec 1 §1, 3 §9). */
export function marketLocales(market: Market): readonly { locale: string; experiment?: string }[] {
  return MARKET_RECORDS[market].locales;
}

/** /order/{initial route}/ of the market: where localising lands (spec 1 §2). */
export function initialRouteOf(market: Market): string {
  return `/order/${MARKET_RECORDS[market].menu.initialRoute}/`;
}
