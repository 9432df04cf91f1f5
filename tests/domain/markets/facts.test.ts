import { describe, expect, it } from 'vitest';
import {
  initialRouteOf,
  marketFacts,
  marketOfLanguageTag,
  marketOfSectorId,
  MARKET_IDS,
  sectorFacts,
  sectorsOfMarket,
} from '../../../src/domain/markets/facts';
import { initialRoutePath, marketConfig, nearbyHutsLimit, sectorConfig, sectorsOfMarket as configSectors } from '../../../src/domain/markets/config';
import { SECTOR_IDS } from '../../../src/domain/markets/ids';

// The zod-free reader must say what the parsed configuration says.
describe('localisation market facts', () => {
  it.each(MARKET_IDS)('%s agrees with the parsed market configuration', (market) => {
    const config = marketConfig(market);
    const facts = marketFacts(market);
    expect(facts.country).toBe(config.country);
    expect(facts.defaultSector).toBe(config.defaultSector);
    expect(facts.distanceUnit).toBe(config.distanceUnit);
    expect(facts.forceStreetNumber).toBe(config.features.forceStreetNumber);
    expect(facts.addressSuggestAfterChars).toEqual(config.addressSuggestAfterChars);
    expect(facts.dineIn).toEqual(config.dineIn);
    expect(initialRouteOf(market)).toBe(initialRoutePath(market));
    expect(sectorsOfMarket(market)).toEqual(configSectors(market));
  });

  it.each(SECTOR_IDS)('sector %s agrees with the parsed sector configuration', (sector) => {
    const facts = sectorFacts(sector);
    expect(facts?.market).toBe(sectorConfig(sector).market);
    expect(facts?.nearbyHutsLimit).toBe(nearbyHutsLimit(sector));
    expect(facts?.switchDisposition).toBe(sectorConfig(sector).features.switchDisposition);
    expect(facts?.dealbotOnAutoLocalise).toBe(sectorConfig(sector).features.dealbotOnAutoLocalise);
  });

  it('has the spec values localisation relies on', () => {
    expect(sectorFacts('in-1')?.nearbyHutsLimit).toBe(4); // C24
    expect(sectorFacts('uk-1')?.nearbyHutsLimit).toBe(5);
    expect(sectorFacts('uk-1')?.switchDisposition).toBe(true);
    expect(marketFacts('CA').addressSuggestAfterChars.delivery).toBe(3);
    expect(marketFacts('UK').addressSuggestAfterChars.delivery).toBe(2);
    expect(marketFacts('IN').dineIn).toBeNull();
    expect(marketFacts('CA').dineIn).toBeNull();
    expect(marketFacts('UK').dineIn?.kind).toBe('booking');
    expect(marketFacts('FR').dineIn?.kind).toBe('external');
  });

  it('reads sectors and languages', () => {
    expect(marketOfSectorId('FR_1')).toBe('FR');
    expect(marketOfSectorId('ca-2')).toBe('CA');
    expect(marketOfSectorId('xx-1')).toBeNull();
    expect(marketOfSectorId('__proto__')).toBeNull();
    expect(marketOfLanguageTag('fr-CA')).toBe('CA');
    expect(marketOfLanguageTag('fr')).toBe('FR');
    expect(marketOfLanguageTag('en-IN')).toBe('IN');
    expect(marketOfLanguageTag('en')).toBe('UK');
  });
});
