import { describe, expect, it } from 'vitest';
import { languagesOfMarket, marketOfLanguage, marketOfSector } from '../../../src/domain/markets/languages';
import { isFeatureOn } from '../../../src/domain/flags/flags';

describe('market languages (spec 1 §1, 3 §9; checklist 02-G1)', () => {
  it('offers two languages only in Canada', () => {
    expect(languagesOfMarket('CA')).toEqual(['en-CA', 'fr-CA']);
    expect(languagesOfMarket('UK')).toEqual(['en-GB']);
    expect(languagesOfMarket('IN')).toEqual(['en-IN']);
  });

  it('hides English in France unless its experiment is on', () => {
    expect(languagesOfMarket('FR')).toEqual(['fr-FR']);
    expect(languagesOfMarket('FR', { englishInFrance: true })).toEqual(['fr-FR', 'en-FR']);
  });

  it('maps sectors, including the FR_1 alias, and languages to markets', () => {
    expect(marketOfSector('FR_1')).toBe('FR');
    expect(marketOfSector('in-2')).toBe('IN');
    expect(marketOfSector('xx-9')).toBeNull();
    expect(marketOfLanguage('fr-CA')).toBe('CA');
    expect(marketOfLanguage('fr')).toBe('FR');
    expect(marketOfLanguage('en')).toBe('UK');
  });
});

describe('feature flags', () => {
  it('keeps accounts off in production and on at internal levels', () => {
    expect(isFeatureOn('accounts')).toBe(false);
    expect(isFeatureOn('accounts', 'canary')).toBe(true);
    expect(isFeatureOn('hasDiscounts', 'development')).toBe(true);
  });
});
