import { describe, expect, it } from 'vitest';
import { menuTabsFor, type MenuTabsHut } from '../../../src/domain/menu/tabs';

const meltsOff = { melts: false };
const meltsOn = { melts: true };
const hut = (overrides: Partial<MenuTabsHut> = {}): MenuTabsHut => ({
  region: 'ON',
  excludedTabs: [],
  bagFeeStore: false,
  ...overrides,
});

describe('menu tabs per market (spec 1 §2; checklist 03-G1)', () => {
  describe('UK', () => {
    it('uk-1 hides wings, melts feature or not', () => {
      const expected = ['deals', 'pizzas', 'sides', 'pastas', 'melts', 'dips', 'desserts', 'drinks'];
      expect(menuTabsFor({ sector: 'uk-1', features: meltsOff })).toEqual({ tabs: expected, initialTab: 'deals' });
      expect(menuTabsFor({ sector: 'uk-1', features: meltsOn }).tabs).toEqual(expected);
    });

    it('uk-2 hides melts unless the melts feature is on, and keeps wings', () => {
      const off = menuTabsFor({ sector: 'uk-2', features: meltsOff }).tabs;
      expect(off).not.toContain('melts');
      expect(off).toContain('wings');
      expect(menuTabsFor({ sector: 'uk-2', features: meltsOn }).tabs).toEqual([
        'deals', 'pizzas', 'sides', 'wings', 'pastas', 'melts', 'dips', 'desserts', 'drinks',
      ]);
    });

    it('ignores a hut’s excluded tabs outside in-1', () => {
      const withHut = menuTabsFor({ sector: 'uk-1', features: meltsOn, hut: hut({ excludedTabs: ['pizzas'] }) });
      expect(withHut.tabs).toContain('pizzas');
    });
  });

  describe('France', () => {
    it('fr-1 hides melts WHEN the melts feature is on (C9, literal)', () => {
      expect(menuTabsFor({ sector: 'fr-1', features: meltsOff }).tabs).toContain('melts');
      expect(menuTabsFor({ sector: 'fr-1', features: meltsOn }).tabs).not.toContain('melts');
    });
  });

  describe('Canada', () => {
    for (const sector of ['ca-1', 'ca-2'] as const) {
      it(`${sector} hides melts unless the melts feature is on`, () => {
        expect(menuTabsFor({ sector, features: meltsOff, hut: hut() }).tabs).not.toContain('melts');
        expect(menuTabsFor({ sector, features: meltsOn, hut: hut() }).tabs).toContain('melts');
      });

      it(`${sector} hides others unless a bag fee applies`, () => {
        expect(menuTabsFor({ sector, features: meltsOn }).tabs).not.toContain('others');
        expect(menuTabsFor({ sector, features: meltsOn, hut: hut({ region: 'ON' }) }).tabs).not.toContain('others');
        // the region has a bag fee: by code, by name, in any case
        expect(menuTabsFor({ sector, features: meltsOn, hut: hut({ region: 'NS' }) }).tabs).toContain('others');
        expect(menuTabsFor({ sector, features: meltsOn, hut: hut({ region: ' nova scotia ' }) }).tabs).toContain('others');
        // the hut is on the bag-fee store list
        expect(menuTabsFor({ sector, features: meltsOn, hut: hut({ region: 'ON', bagFeeStore: true }) }).tabs).toContain(
          'others',
        );
      });
    }

    it('shows every Canadian tab in order when both apply', () => {
      expect(menuTabsFor({ sector: 'ca-1', features: meltsOn, hut: hut({ region: 'PE' }) })).toEqual({
        tabs: ['deals', 'pizzas', 'wings', 'sides', 'pastas', 'melts', 'dips', 'desserts', 'drinks', 'others'],
        initialTab: 'deals',
      });
    });

    it('does not read a bag fee from an unknown or empty region', () => {
      for (const region of ['', '__proto__', 'toString', 'XX']) {
        expect(menuTabsFor({ sector: 'ca-2', features: meltsOn, hut: hut({ region }) }).tabs).not.toContain('others');
      }
    });
  });

  describe('India', () => {
    it('in-1 lists the tabs in the spec’s order with deals first and initial', () => {
      expect(menuTabsFor({ sector: 'in-1', features: meltsOff })).toEqual({
        tabs: ['deals', 'pizzas', 'melts', 'sides', 'pastas', 'desserts', 'drinks'],
        initialTab: 'deals',
      });
      // India's melts tab does not depend on the melts feature
      expect(menuTabsFor({ sector: 'in-1', features: meltsOn }).tabs).toContain('melts');
    });

    it('in-1 hides the hut’s excluded tabs, read loosely', () => {
      const result = menuTabsFor({ sector: 'in-1', features: meltsOff, hut: hut({ excludedTabs: ['melts', ' Pastas '] }) });
      expect(result.tabs).toEqual(['deals', 'pizzas', 'sides', 'desserts', 'drinks']);
    });

    it('moves the initial tab to the first shown one when deals is excluded', () => {
      const result = menuTabsFor({ sector: 'in-1', features: meltsOff, hut: hut({ excludedTabs: ['deals'] }) });
      expect(result.initialTab).toBe('pizzas');
    });

    it('answers no tabs and no initial tab when the hut excludes them all', () => {
      const all = ['deals', 'pizzas', 'melts', 'sides', 'pastas', 'desserts', 'drinks'];
      expect(menuTabsFor({ sector: 'in-1', features: meltsOff, hut: hut({ excludedTabs: all }) })).toEqual({
        tabs: [],
        initialTab: null,
      });
    });

    it('ignores excluded names that are no tab', () => {
      const result = menuTabsFor({
        sector: 'in-1',
        features: meltsOff,
        hut: hut({ excludedTabs: ['wings', '__proto__', '', 'constructor'] }),
      });
      expect(result.tabs).toHaveLength(7);
    });

    it('in-2 has no rule in the spec, so it hides nothing', () => {
      const result = menuTabsFor({ sector: 'in-2', features: meltsOff, hut: hut({ excludedTabs: ['melts'] }) });
      expect(result.tabs).toContain('melts');
    });
  });
});
