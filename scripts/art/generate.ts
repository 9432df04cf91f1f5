import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Deal, PizzaProduct, Product } from '../../src/api/contract/catalogue';
import { dealSvg, tileSvg } from '../../src/domain/art/compose';
import { drinkSvg } from '../../src/domain/art/drinks';
import { allEmojiCodes, emojiFor, tintFor, TYPE_TINTS, BY_TYPE, type EmojiPick } from '../../src/domain/art/emoji';
import { FALLBACK_ART_TYPES, fallbackArtPath } from '../../src/domain/art/paths';
import { pizzaArt } from '../../src/domain/art/pizza';
import { toSvgString } from '../../src/domain/art/svg';
import type { MarketMenu } from '../../server/db/seed/catalogue/build/types';
import { MARKET_MENUS } from '../../server/db/seed/catalogue/catalogue';

/**
 * Every picture the menus name (ARCHITECTURE.md "Pictures"; checklist 10-G18), made at build time
 * from the catalogue seed: a drawing per pizza (its default sauce, cheese and toppings), an OpenMoji
 * tile per other product, a composition of the items for each deal, and a fallback per product type.
 * The result is a map from URL path (/images/…) to SVG text; the Vite plugin (scripts/art/plugin.ts)
 * emits it into dist/, where the service worker precaches it (vite.config.ts globPatterns include svg).
 *
 * OpenMoji (https://openmoji.org) — the open-source emoji and icon project. License: CC BY-SA 4.0.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OPENMOJI_DIR = path.join(root, 'node_modules/openmoji/color/svg');

const CURRENCY: Readonly<Record<string, string>> = { UK: 'GBP', FR: 'EUR', IN: 'INR', CA: 'CAD' };
const LOCALE: Readonly<Record<string, string>> = { UK: 'en-GB', FR: 'fr-FR', IN: 'en-IN', CA: 'en-CA' };


const emojiCache = new Map<string, string>();
function emoji(code: string): string {
  let svg = emojiCache.get(code);
  if (!svg) {
    svg = fs.readFileSync(path.join(OPENMOJI_DIR, `${code}.svg`), 'utf8');
    // Empty groups (hair, skin…) are placeholders in every OpenMoji file: dropped, the files shrink by a tenth.
    svg = svg.replace(/<g id="[a-z-]+"\/>/g, '').replace(/\n\s*/g, ' ');
    emojiCache.set(code, svg);
  }
  return svg;
}

/** A bottle's or a tub's size from its title ('Cola (1.5L)' → '1.5L'): what the picture alone cannot tell. */
function sizeLabel(product: Product): string | undefined {
  if (product.type !== 'drink' && product.kind !== 'ice-cream') return undefined;
  const match = /\(([^)]+)\)\s*$/.exec(product.title);
  return match?.[1]?.replace(/\s*can$/i, '').replace(/^canette\s*/i, '');
}

function tileOf(pick: EmojiPick, tint: { fill: string; ring: string }, idPrefix: string, label?: string): string {
  return tileSvg({ main: pick.drink ? drinkSvg(pick.drink) : emoji(pick.main), accent: pick.accent ? emoji(pick.accent) : undefined, tint, label, idPrefix });
}

function productSvg(product: Product): string {
  if (product.type === 'pizza') {
    const pizza = product as PizzaProduct;
    const largest = pizza.sizes[pizza.sizes.length - 1]!.id;
    return toSvgString(
      pizzaArt({
        seed: pizza.id,
        size: largest === 'personal' ? 'medium' : 'large',
        crust: 'pan',
        halves: [pizza.defaultOptions],
        kinds: Object.fromEntries(pizza.toppings.map((topping) => [topping.id, topping.kind])),
        idPrefix: 'p-',
      }),
    );
  }
  return tileOf(emojiFor(product), tintFor(product), 't-', sizeLabel(product));
}

/** The items a deal contains, in order, up to four: each option's defaults, else its first choices, `count` times. */
function dealItems(deal: Deal): { id: string; type: string }[] {
  const items: { id: string; type: string }[] = [];
  for (const option of deal.options) {
    const pool = [...option.defaults, ...option.entities.filter((entity) => !option.defaults.includes(entity))].map((entity) => entity.split(':')[0]!);
    for (let i = 0; i < option.count && items.length < 4; i += 1) items.push({ id: pool[i % pool.length]!, type: option.type });
  }
  return items;
}

function dealPicture(deal: Deal, pictures: ReadonlyMap<string, string>, market: string): string {
  const items = dealItems(deal)
    .map((item) => pictures.get(item.id) ?? fallbackSvg(item.type === 'pizza' ? 'pizza' : item.type === 'wings' || item.type === 'pasta' ? 'side' : item.type))
    .filter((svg): svg is string => svg !== undefined);
  if (items.length > 0) return dealSvg(items, 'd-');
  // A gift voucher or a basket discount contains no item: a gift or a tag, with its value.
  const money = new Intl.NumberFormat(LOCALE[market], { style: 'currency', currency: CURRENCY[market], maximumFractionDigits: market === 'IN' ? 0 : 2, minimumFractionDigits: 0 });
  const value = deal.value ?? deal.price;
  const label = deal.kind === 'category' ? `−${value} %` : value > 0 ? money.format(value) : undefined;
  return tileOf({ main: deal.kind === 'giftcard' ? '1F381' : '1F3F7' }, TYPE_TINTS.deal!, 'g-', label);
}

function fallbackSvg(type: string): string {
  if (type === 'pizza') {
    return toSvgString(pizzaArt({ seed: 'fallback', halves: [{ sauce: 'tomato', cheese: 'mozzarella', toppings: [] }], idPrefix: 'f-' }));
  }
  return tileOf(BY_TYPE[type] ?? BY_TYPE.side!, TYPE_TINTS[type] ?? TYPE_TINTS.side!, 'f-');
}

function put(files: Map<string, string>, url: string, svg: string, owner: string): void {
  if (!/^\/images\/[a-z0-9/_-]+\.svg$/.test(url)) throw new Error(`${owner}: picture path ${url} is not an /images/….svg path the build can make`);
  const existing = files.get(url);
  if (existing !== undefined && existing !== svg) throw new Error(`${owner}: two different pictures for ${url}`);
  files.set(url, svg);
}

/** Every generated picture by URL path. Throws when a seed names a path the build cannot make. */
export function generateArt(menus: readonly MarketMenu[] = MARKET_MENUS): Map<string, string> {
  for (const code of allEmojiCodes()) emoji(code);
  const files = new Map<string, string>();
  for (const type of FALLBACK_ART_TYPES) files.set(fallbackArtPath(type), fallbackSvg(type));
  for (const menu of menus) {
    const pictures = new Map<string, string>();
    for (const { record } of menu.products) {
      const svg = productSvg(record);
      pictures.set(record.id, svg);
      put(files, record.img, svg, `${menu.market} product ${record.id}`);
    }
    const dealPictures = new Map<string, string>();
    for (const draft of menu.deals) {
      const svg = dealPicture({ ...draft, veg: false }, pictures, menu.market);
      dealPictures.set(draft.id, svg);
      put(files, draft.img, svg, `${menu.market} deal ${draft.id}`);
    }
    for (const page of menu.landingPages) {
      if (!page.img) continue;
      // A landing page may carry a hand-drawn picture of its own in public/ (served as it is).
      if (fs.existsSync(path.join(root, 'public', page.img))) continue;
      // A landing page that sells a deal shows the deal; any other shows a pizza of the market.
      const dealId = page.cta ? new URLSearchParams(page.cta.to.split('?')[1] ?? '').get('id') : null;
      const svg = (dealId && dealPictures.get(dealId)) ?? pictures.values().next().value ?? fallbackSvg('pizza');
      put(files, page.img, svg, `${menu.market} landing page ${page.id}`);
    }
  }
  return files;
}
