import type { DrinkLook } from './drinks';

/**
 * Which OpenMoji illustration shows a product that is not a pizza (issue 13: sides, drinks, desserts,
 * dips, wings, pastas and bags get distinct illustrations from an open-licence set). OpenMoji
 * (https://openmoji.org, CC BY-SA 4.0) ships one SVG per code point in node_modules/openmoji/color/svg/.
 *
 * A product gets a main picture, an optional accent (what makes it this product: the mushroom of the
 * mushroom pasta, the lemon of the lemonade) and the tint of its type, matched on its id first, then its
 * kind, then its type, so a product an operator adds later still gets a fitting picture.
 */

export interface EmojiPick {
  /** An OpenMoji code point; ignored when the product is a drawn drink. */
  main: string;
  accent?: string;
  drink?: DrinkLook;
}

export interface ArtProduct {
  id: string;
  type: string;
  kind?: string;
  subtype?: string;
}

/** The tile tint per product type: one branded family, each type its own colour. */
export const TYPE_TINTS: Readonly<Record<string, { fill: string; ring: string }>> = {
  side: { fill: '#ffe6b0', ring: '#f5c76b' },
  drink: { fill: '#d7ebff', ring: '#9cc8f2' },
  dessert: { fill: '#fbd9e5', ring: '#f2a7c0' },
  dip: { fill: '#dff1d6', ring: '#a9d78f' },
  deal: { fill: '#ffd9d4', ring: '#f39a8f' },
  other: { fill: '#ece7e1', ring: '#cfc6bb' },
};

/** Id fragments, most specific first: the first whose words all appear in the id wins. */
const BY_ID: readonly [string, EmojiPick][] = [
  ['paper-bag', { main: '1F6CD' }],
  ['reusable-bag', { main: '1F45C', accent: '267B' }],
  ['cutlery', { main: '1F374' }],
  ['chilli-oil', { main: '1FAD9', accent: '1F336' }],
  ['chilli-flakes', { main: '1F336' }],
  ['popcorn-chicken', { main: '1F357', accent: '1F37F' }],
  ['cheesy-garlic-bread', { main: '1F956', accent: '1F9C0' }],
  ['garlic-breadsticks', { main: '1F956', accent: '1F9C4' }],
  ['garlic-bread', { main: '1F956' }],
  ['breadsticks', { main: '1F956', accent: '1F33F' }],
  ['peri-peri-fries', { main: '1F35F', accent: '1F336' }],
  ['fries', { main: '1F35F' }],
  ['wedges', { main: '1F954' }],
  ['potatoes', { main: '1F954', accent: '1F33F' }],
  ['cheese-triangle', { main: '1F9C0' }],
  ['cheese-sticks', { main: '1F9C0', accent: '1F956' }],
  ['salad', { main: '1F957' }],
  ['honey-garlic-wings', { main: '1F357', accent: '1F36F' }],
  ['hot-chicken-wings', { main: '1F357', accent: '1F336' }],
  ['bbq-chicken-wings', { main: '1F357', accent: '1F525' }],
  ['wings', { main: '1F357' }],
  ['mac-and-cheese', { main: '1F35D', accent: '1F9C0' }],
  ['mushroom-pasta', { main: '1F35D', accent: '1F344' }],
  ['chicken-arrabbiata', { main: '1F35D', accent: '1F357' }],
  ['arrabbiata', { main: '1F35D', accent: '1F336' }],
  ['alfredo', { main: '1F35D', accent: '1F95B' }],
  ['bolognese', { main: '1F35D', accent: '1F969' }],
  ['carbonara', { main: '1F35D', accent: '1F953' }],
  ['pesto', { main: '1F35D', accent: '1F33F' }],
  ['makhani', { main: '1F35D', accent: '1F9C8' }],
  ['lasagna', { main: '1F35D', accent: '1F969' }],
  ['pepperoni-melt', { main: '1F959', accent: '1F355' }],
  ['paneer', { main: '1F959', accent: '1F9C0' }],
  ['tikka-melt', { main: '1F959', accent: '1F525' }],
  ['bacon-melt', { main: '1F959', accent: '1F953' }],
  ['bbq-melt', { main: '1F959', accent: '1F357' }],
  ['melt', { main: '1F959', accent: '1F357' }],
  ['garlic-herb-dip', { main: '1F963', accent: '1F33F' }],
  ['vegan-garlic-dip', { main: '1F963', accent: '1F331' }],
  ['garlic-dip', { main: '1F963', accent: '1F9C4' }],
  ['bbq-dip', { main: '1F963', accent: '1F525' }],
  ['sweet-chilli-dip', { main: '1F963', accent: '1F336' }],
  ['peri-peri-dip', { main: '1F963', accent: '1F336' }],
  ['samurai-dip', { main: '1F963', accent: '1F5E1' }],
  ['sour-cream', { main: '1F963', accent: '1F9C5' }],
  ['ranch', { main: '1F963', accent: '1F95B' }],
  ['marinara', { main: '1F963', accent: '1F345' }],
  ['blue-cheese', { main: '1F963', accent: '1F9C0' }],
  ['cheesy-dip', { main: '1F963', accent: '1F9C0' }],
  ['mint', { main: '1F963', accent: '1F343' }],
  ['fudge-brownie', { main: '1F368', accent: '1F36B' }],
  ['ben-and-jerrys-cookie', { main: '1F368', accent: '1F36A' }],
  ['brownie', { main: '1F36B' }],
  ['cookie-dough', { main: '1F36A', accent: '1F963' }],
  ['cookie', { main: '1F36A' }],
  ['cinnamon-sticks', { main: '1F968' }],
  ['cinnamon', { main: '1F369' }],
  ['tiramisu', { main: '1F370' }],
  ['lava-cake', { main: '1F9C1' }],
  ['diet-cola', { main: '1F964', drink: { shape: 'bottle', liquid: '#3b1f12', label: '#b7bec7' } }],
  ['cola-can', { main: '1F964', drink: { shape: 'can', liquid: '#3b1f12', label: '#c8102e' } }],
  ['cola', { main: '1F964', drink: { shape: 'bottle', liquid: '#3b1f12', label: '#c8102e' } }],
  ['lemonade', { main: '1F964', accent: '1F34B', drink: { shape: 'bottle', liquid: '#f4f1c4', label: '#f5d130' } }],
  ['lemon-soda', { main: '1F964', accent: '1F34B', drink: { shape: 'bottle', liquid: '#eef3b0', label: '#7cb342' } }],
  ['lemon-iced-tea', { main: '1F964', accent: '1F34B', drink: { shape: 'bottle', liquid: '#c9822f', label: '#f5d130' } }],
  ['ice-tea', { main: '1F964', accent: '1F351', drink: { shape: 'bottle', liquid: '#b5651d', label: '#f4a261' } }],
  ['ginger-ale', { main: '1F964', accent: '1FADA', drink: { shape: 'bottle', liquid: '#e3b567', label: '#2e7d32' } }],
  ['orange', { main: '1F964', accent: '1F34A', drink: { shape: 'can', liquid: '#f39c12', label: '#f39c12' } }],
  ['water', { main: '1F4A7', drink: { shape: 'bottle', liquid: '#d6ecff', label: '#1d5fa8' } }],
  ['slush', { main: '1F964', accent: '1F9CA' }],
];

const BY_KIND: Readonly<Record<string, EmojiPick>> = {
  wings: { main: '1F357' },
  pasta: { main: '1F35D' },
  melts: { main: '1F959' },
  'ice-cream': { main: '1F368' },
  water: { main: '1F4A7' },
  slush: { main: '1F367' },
  other: { main: '1F6CD' },
};

/** The fallback of each type: what a product of that type shows when nothing more specific matches. */
export const BY_TYPE: Readonly<Record<string, EmojiPick>> = {
  side: { main: '1F956' },
  drink: { main: '1F964' },
  dessert: { main: '1F370' },
  dip: { main: '1F963' },
  deal: { main: '1F381' },
  pizza: { main: '1F355' },
};

export function emojiFor(product: ArtProduct): EmojiPick {
  const byId = BY_ID.find(([fragment]) => product.id.includes(fragment));
  if (byId) return byId[1];
  if (product.kind && BY_KIND[product.kind]) return BY_KIND[product.kind]!;
  return BY_TYPE[product.type] ?? BY_TYPE.side!;
}

/** The tint of a product's tile: bags and cutlery ('other' kind) are not food and look it. */
export function tintFor(product: ArtProduct): { fill: string; ring: string } {
  if (product.kind === 'other' && !/chilli/.test(product.id)) return TYPE_TINTS.other!;
  return TYPE_TINTS[product.type] ?? TYPE_TINTS.side!;
}

/** Every code point the pickers can name: the build checks each file exists. */
export function allEmojiCodes(): string[] {
  const picks = [...BY_ID.map(([, pick]) => pick), ...Object.values(BY_KIND), ...Object.values(BY_TYPE)];
  return [...new Set(picks.flatMap((pick) => (pick.accent ? [pick.main, pick.accent] : [pick.main])))];
}
