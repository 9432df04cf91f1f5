import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../src/i18n/locales/en.json';
import fr from '../../src/i18n/locales/fr.json';
import { changeLanguage, currentLanguage, i18n, initI18n } from '../../src/i18n';
import { detectLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from '../../src/i18n/languages';

/** All leaf keys of a resource object, dotted. */
function keysOf(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('language tags', () => {
  it('speaks the six market locales and the generic en and fr (spec 1 §3, checklist 02-G2)', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(['en', 'en-CA', 'en-FR', 'en-GB', 'en-IN', 'fr', 'fr-CA', 'fr-FR']);
  });

  it.each([
    ['fr', 'fr'],
    ['FR-ca', 'fr-CA'],
    ['fr_FR', 'fr-FR'],
    ['en-in', 'en-IN'],
    ['fr-BE', 'fr'],
    ['de', null],
    ['', null],
    [null, null],
    ['__proto__', null],
  ])('resolves %j as %j', (tag, expected) => {
    expect(resolveLanguage(tag)).toBe(expected);
  });

  it('detects the first browser language it speaks, else en-GB', () => {
    expect(detectLanguage(['de-DE', 'fr-CA', 'en-GB'])).toBe('fr-CA');
    expect(detectLanguage(['en-US'])).toBe('en-GB');
    expect(detectLanguage(['ja'])).toBe('en-GB');
    expect(detectLanguage([])).toBe('en-GB');
  });
});

describe('i18n switching', () => {
  beforeAll(async () => {
    await initI18n('en-GB');
  });

  it('starts in English', () => {
    expect(currentLanguage()).toBe('en-GB');
    expect(i18n.t('home.title')).toBe('Order pizza for delivery or collection');
  });

  it('switches to French and back, loading the resource files on demand', async () => {
    await changeLanguage('fr');
    expect(i18n.t('home.title')).toBe('Commandez vos pizzas en livraison ou à emporter');
    expect(i18n.t('error.backToDeals')).toBe('Retour aux offres');
    await changeLanguage('en-GB');
    expect(i18n.t('home.title')).toBe('Order pizza for delivery or collection');
  });

  it('uses regional words over the generic language, and the generic one for the rest', async () => {
    await changeLanguage('en-CA');
    expect(i18n.t('header.basket', { count: 2 })).toBe('Cart, 2 items');
    expect(i18n.t('error.title')).toBe('Something went wrong');
    await changeLanguage('fr-CA');
    expect(i18n.t('home.collection')).toBe('Pour emporter');
    expect(i18n.t('toast.close')).toBe('Fermer la notification');
    await changeLanguage('en-IN');
    expect(i18n.t('home.collection')).toBe('Takeaway');
  });

  it('pluralises the basket count', async () => {
    await changeLanguage('en-GB');
    expect(i18n.t('header.basket', { count: 1 })).toBe('Basket, 1 item');
    expect(i18n.t('header.basket', { count: 0 })).toBe('Basket, 0 items');
  });
});

describe('resource files', () => {
  const files = import.meta.glob<{ default: object }>('../../src/i18n/locales/*.json', { eager: true });
  /** Leaf keys of every file of one language, sections prefixed: en.menu.json → menu.title. */
  const keysOfLanguage = (language: string) =>
    Object.entries(files).flatMap(([path, { default: resource }]) => {
      const [fileLanguage, file] = path.replace(/^.*\//, '').replace(/\.json$/, '').split('.');
      const section = file?.split('~')[0];
      return fileLanguage === language ? keysOf(resource, section ? `${section}.` : '') : [];
    });

  it('French translates every string English has, shell and sections alike', () => {
    expect(keysOfLanguage('fr').sort()).toEqual(keysOfLanguage('en').sort());
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it('regional files only override keys that exist in the base language', () => {
    const regional = ['en-GB', 'en-IN', 'en-CA', 'en-FR', 'fr-CA', 'fr-FR'];
    for (const language of regional) {
      const base = new Set(keysOfLanguage(language.slice(0, 2)));
      const unknown = keysOfLanguage(language).filter((key) => !base.has(key));
      expect(unknown, language).toEqual([]);
    }
    expect(Object.keys(files).filter((path) => /\/(en|fr)-[A-Z]{2}\.json$/.test(path))).toHaveLength(6);
  });
});

describe('screen strings load with their screen', () => {
  it("keeps other screens' sections out of first paint, then loads them in every language", async () => {
    vi.resetModules();
    const fresh = await import('../../src/i18n');
    await fresh.initI18n('en-GB');
    const sectionsOf = (language: string) => Object.keys(fresh.i18n.getResourceBundle(language, 'translation') ?? {});
    expect(sectionsOf('en')).toEqual(expect.arrayContaining(['home', 'localisation']));
    expect(sectionsOf('en')).not.toContain('menu');

    await fresh.withScreenStrings(async () => null)();
    expect(sectionsOf('en')).toEqual(expect.arrayContaining(['menu', 'product', 'deal', 'huts', 'closing']));

    await fresh.changeLanguage('fr-FR');
    expect(sectionsOf('fr')).toEqual(expect.arrayContaining(['home', 'menu', 'product', 'deal', 'huts', 'closing']));
  });
});
