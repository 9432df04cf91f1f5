import { describe, expect, it } from 'vitest';
import { landingTarget } from '../../../src/domain/content/landing-target';

// Checklist 10-G1: locale = customer language or market default; sector = the localised hut's, else
// the default sector of the market whose language is selected (the pick written in the closing note).
describe('landingTarget', () => {
  it('uses the localised hut’s sector and the customer’s regional language', () => {
    expect(landingTarget('fr-CA', { sector: 'ca-2', defaultLanguage: 'en-CA' })).toEqual({ market: 'CA', locale: 'fr-CA', sector: 'ca-2' });
    expect(landingTarget('en-GB', { sector: 'fr-1', defaultLanguage: 'fr-FR' })).toEqual({ market: 'FR', locale: 'en-GB', sector: 'fr-1' });
  });

  it('reads the FR_1 alias as fr-1', () => {
    expect(landingTarget('fr-FR', { sector: 'FR_1' }).sector).toBe('fr-1');
  });

  it('takes the default sector of the language’s market for a visitor who is not localised', () => {
    expect(landingTarget('en-GB', null)).toEqual({ market: 'UK', locale: 'en-GB', sector: 'uk-1' });
    expect(landingTarget('fr-FR', null)).toEqual({ market: 'FR', locale: 'fr-FR', sector: 'fr-1' });
    expect(landingTarget('en-IN', null)).toEqual({ market: 'IN', locale: 'en-IN', sector: 'in-1' });
    expect(landingTarget('fr-CA', null)).toEqual({ market: 'CA', locale: 'fr-CA', sector: 'ca-1' });
  });

  it('asks a generic language in the hut’s own locale, else the market default', () => {
    expect(landingTarget('fr', { sector: 'ca-1', defaultLanguage: 'fr-CA' }).locale).toBe('fr-CA');
    expect(landingTarget('fr', null)).toEqual({ market: 'FR', locale: 'fr-FR', sector: 'fr-1' });
    expect(landingTarget('en', null).locale).toBe('en-GB');
  });
});
