import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealValue } from '../../src/domain/deals/value';
import { allEmojiCodes } from '../../src/domain/art/emoji';
import { FALLBACK_ART_TYPES, fallbackArtPath } from '../../src/domain/art/paths';
import { generateArt } from '../../scripts/art/generate';
import { catalogue, MARKET_MENUS } from '../../server/db/seed/catalogue/catalogue';

/**
 * Walkthrough item 1 (issue 13; 10-G18): every product and deal image answered 404. The build now
 * draws a picture at the exact path each seeded record names, so none can be missing.
 */
let files: Map<string, string>;
beforeAll(() => {
  files = generateArt();
});

describe('generated product art', () => {
  it('has a picture at every img path the seed serves: products, deals and landing pages, every sector and locale', () => {
    const { sectors, markets } = catalogue();
    const paths = new Set<string>([
      ...sectors.flatMap((sector) => [...sector.products.map((p) => p.img), ...sector.deals.map((d) => d.img)]),
      ...markets.flatMap((market) => [
        ...Object.values(market.content).flatMap((content) => (Array.isArray(content) ? content.map((c: { img?: string }) => c.img) : [])),
        ...market.landingPages.map((page) => page.img),
      ]),
    ].filter((path): path is string => typeof path === 'string'));
    expect(paths.size).toBeGreaterThan(250);
    // Hand-drawn landing pictures are served from public/ as they are; every other path is generated.
    expect([...paths].filter((path) => !files.has(path) && !fs.existsSync(`public${path}`))).toEqual([]);
  });

  it('gives every product of a market a picture of its own (never one image for all)', () => {
    for (const menu of MARKET_MENUS) {
      const byPicture = new Map<string, string[]>();
      for (const { record } of menu.products) byPicture.set(files.get(record.img)!, [...(byPicture.get(files.get(record.img)!) ?? []), record.id]);
      const shared = [...byPicture.values()].filter((ids) => ids.length > 1);
      expect(shared, menu.market).toEqual([]);
    }
  });

  it('draws deals from the items they contain', () => {
    const uk = MARKET_MENUS.find((menu) => menu.market === 'UK')!;
    const feast = files.get(uk.deals.find((deal) => deal.id === 'family-feast')!.img)!;
    // Two pizzas, a side and a drink: four nested pictures.
    expect(feast.match(/<svg x=/g)!.length).toBeGreaterThanOrEqual(4);
    expect(files.get('/images/deals/uk/gift-voucher-10.svg')).toContain('£10');
  });

  it('keeps a fallback picture per product type', () => {
    for (const type of FALLBACK_ART_TYPES) expect(files.has(fallbackArtPath(type)), type).toBe(true);
    expect(fallbackArtPath('unknown')).toBe('/images/fallback/side.svg');
  });

  it('writes well-formed SVG: one root, ids unique in each file, every referenced id defined', () => {
    for (const [path, svg] of files) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true);
      expect(svg.endsWith('</svg>'), path).toBe(true);
      expect((svg.match(/<svg\b/g) ?? []).length, path).toBe((svg.match(/<\/svg>/g) ?? []).length);
      const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, path).toBe(ids.length);
      for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids, `${path} ${ref[1]}`).toContain(ref[1]);
    }
  });

  it('names only OpenMoji files that exist', () => {
    for (const code of allEmojiCodes()) expect(fs.existsSync(`node_modules/openmoji/color/svg/${code}.svg`), code).toBe(true);
  });
});

describe('seed diet flags (walkthrough: the Paper Bag was badged VEGAN)', () => {
  const records = MARKET_MENUS.flatMap((menu) => menu.products.map((entry) => ({ market: menu.market, ...entry })));

  it('never calls a bag or cutlery vegetarian or vegan', () => {
    const nonFood = records.filter(({ record }) => /bag|cutlery/.test(record.id));
    expect(nonFood.length).toBeGreaterThanOrEqual(3);
    for (const { record } of nonFood) expect({ id: record.id, veg: record.veg, vegan: record.vegan, subtype: record.subtype }).toEqual({ id: record.id, veg: false, vegan: false, subtype: 'non-food' });
  });

  it('calls nothing vegan that contains milk or egg, and nothing vegetarian that names meat or fish', () => {
    for (const { market, record, allergens } of records) {
      if (record.vegan) expect(allergens.filter((a) => a === 'milk' || a === 'egg'), `${market} ${record.id}`).toEqual([]);
      if (record.veg) expect(/chicken|bacon|ham\b|pepperoni(?!-pizzetta)|beef|sausage|tuna|anchov|merguez|keema|wings/.test(record.id) && !/vegan|paneer/.test(record.id), `${market} ${record.id}`).toBe(false);
      if (record.vegan) expect(record.veg, `${market} ${record.id}`).toBe(true);
    }
  });
});

describe('dealValue', () => {
  it('reads a category deal’s value as a percentage and the others’ as an amount off', () => {
    expect(dealValue({ kind: 'category', value: 25 })).toEqual({ kind: 'percent', percent: 25 });
    expect(dealValue({ kind: 'flat', value: 5 })).toEqual({ kind: 'amount', amount: 5 });
    expect(dealValue({ kind: 'flat', value: undefined })).toBeNull();
  });
});
