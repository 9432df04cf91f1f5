import { describe, expect, it } from 'vitest';
import { languageForMarket, languagesOfMarket, marketOfLanguage, marketOfSector } from '../../../src/domain/markets/languages';
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

describe('the language a market chosen on the home page sets (spec 3 §9; 10-G30)', () => {
  it('takes the market default when the customer chose no language', () => {
    expect(languageForMarket('FR', { language: 'en-GB', manual: false })).toBe('fr-FR');
    expect(languageForMarket('CA', { language: 'en-GB', manual: false })).toBe('en-CA');
    expect(languageForMarket('IN', { language: 'fr-FR', manual: false })).toBe('en-IN');
    expect(languageForMarket('UK', { language: 'fr-CA', manual: false })).toBe('en-GB');
  });

  it('keeps a language the market offers', () => {
    expect(languageForMarket('CA', { language: 'fr-CA', manual: false })).toBe('fr-CA');
    expect(languageForMarket('FR', { language: 'en-FR', manual: true }, { englishInFrance: true })).toBe('en-FR');
  });

  it("keeps a hand-chosen language's language in the market's own variant, else as chosen", () => {
    expect(languageForMarket('CA', { language: 'fr-FR', manual: true })).toBe('fr-CA');
    expect(languageForMarket('CA', { language: 'en-GB', manual: true })).toBe('en-CA');
    expect(languageForMarket('FR', { language: 'fr', manual: true })).toBe('fr-FR');
    // English in France only under its experiment: the choice stands, as against a hut's language.
    expect(languageForMarket('FR', { language: 'en-GB', manual: true })).toBe('en-GB');
  });
});

describe('feature flags', () => {
  it('turns accounts on everywhere (issue 14) and the /accounts area at internal levels only', () => {
    expect(isFeatureOn('accounts')).toBe(true);
    expect(isFeatureOn('accounts', 'canary')).toBe(true);
    expect(isFeatureOn('accountsArea')).toBe(false);
    expect(isFeatureOn('accountsArea', 'synthetic')).toBe(false);
    expect(isFeatureOn('accountsArea', 'canary')).toBe(true);
    expect(isFeatureOn('accountsArea', 'development')).toBe(true);
    expect(isFeatureOn('hasDiscounts', 'development')).toBe(true);
  });
});
