import { el, type SvgNode } from './svg';

/**
 * How each topping looks on a drawn pizza: one shape per topping, drawn around (0, 0) at the scale of
 * a large pizza, with how many pieces a whole large pizza carries. Every market's topping ids are here
 * (server/db/seed/catalogue/markets/*); an id we have never seen falls back on its kind (meat, veg,
 * cheese, fish), so an operator's new topping still shows.
 */

export interface ToppingLook {
  /** Pieces on a whole large pizza; a half carries half, a smaller pizza fewer. */
  pieces: number;
  /** Smallest gap between two pieces' centres, so a topping spreads instead of piling up. */
  spacing: number;
  draw: (random: () => number) => SvgNode;
}

type Kind = 'meat' | 'veg' | 'cheese' | 'fish';

const g = (children: SvgNode[]) => el('g', {}, children);

function disc(fill: string, ring: string, radius: number, specks: string, random: () => number): SvgNode {
  const dots = Array.from({ length: 3 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = random() * radius * 0.55;
    return el('circle', { cx: Math.cos(angle) * distance, cy: Math.sin(angle) * distance, r: radius * 0.16, fill: specks });
  });
  return g([el('circle', { r: radius, fill, stroke: ring, 'stroke-width': 1.4 }), ...dots]);
}

function chunk(fill: string, line: string): SvgNode {
  return g([
    el('path', { d: 'M-7-4 L-2-7 L6-5 L8 1 L4 6 L-4 6 L-8 2 Z', fill, stroke: line, 'stroke-width': 1, 'stroke-linejoin': 'round' }),
    el('path', { d: 'M-4-2 L3-4 M-5 2 L5 0', stroke: line, 'stroke-width': 1.2, 'stroke-linecap': 'round', fill: 'none' }),
  ]);
}

function crumbles(fill: string, dark: string): SvgNode {
  return g([
    el('circle', { cx: -3, cy: -1, r: 3.4, fill }),
    el('circle', { cx: 2.5, cy: -2.5, r: 2.8, fill: dark }),
    el('circle', { cx: 1.5, cy: 3, r: 3.1, fill }),
  ]);
}

function strip(color: string, width: number, sweep: number): SvgNode {
  return el('path', { d: `M-8 0 Q0 ${-sweep} 8 0`, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round' });
}

function cubes(fill: string, edge: string): SvgNode {
  return g([
    el('rect', { x: -6, y: -5, width: 7, height: 7, rx: 1.5, fill, stroke: edge, 'stroke-width': 0.8 }),
    el('rect', { x: 1, y: -1, width: 6, height: 6, rx: 1.5, fill, stroke: edge, 'stroke-width': 0.8 }),
  ]);
}

function flakes(fill: string, dark: string): SvgNode {
  return g([
    el('ellipse', { cx: -3, cy: 0, rx: 4.5, ry: 2.6, fill }),
    el('ellipse', { cx: 3, cy: -2, rx: 3.6, ry: 2.2, fill: dark }),
    el('ellipse', { cx: 2, cy: 3, rx: 3.2, ry: 2, fill }),
  ]);
}

const LOOKS: Readonly<Record<string, ToppingLook>> = {
  pepperoni: { pieces: 12, spacing: 17, draw: (r) => disc('#b3261e', '#8a1c16', 8.5, '#d9584e', r) },
  'vegan-pepperoni': { pieces: 11, spacing: 17, draw: (r) => disc('#b5472f', '#7c3020', 8, '#eaa07a', r) },
  'chicken-pepperoni': { pieces: 11, spacing: 17, draw: (r) => disc('#c45a33', '#92401f', 8, '#e58b62', r) },
  ham: {
    pieces: 10,
    spacing: 16,
    draw: () =>
      g([
        el('rect', { x: -7, y: -5, width: 14, height: 10, rx: 2.5, fill: '#f29ca3', stroke: '#d9737d', 'stroke-width': 1 }),
        el('path', { d: 'M-5 1 Q0-2 5 1', stroke: '#fbd0d3', 'stroke-width': 1.4, fill: 'none' }),
      ]),
  },
  chicken: { pieces: 9, spacing: 17, draw: () => chunk('#f1d5a5', '#b98a4e') },
  'chicken-tikka': { pieces: 9, spacing: 17, draw: () => chunk('#d9772b', '#9c4a14') },
  beef: { pieces: 12, spacing: 14, draw: () => crumbles('#6b3b1f', '#4d2a15') },
  'chicken-keema': { pieces: 12, spacing: 14, draw: () => crumbles('#9a6a3a', '#74502b') },
  sausage: { pieces: 10, spacing: 16, draw: (r) => disc('#8d4a2b', '#6a3520', 6.5, '#c07a55', r) },
  'chicken-sausage': { pieces: 10, spacing: 16, draw: (r) => disc('#c08a5b', '#8f6339', 6.5, '#e2b98c', r) },
  merguez: {
    pieces: 9,
    spacing: 16,
    draw: () => el('rect', { x: -8, y: -3.2, width: 16, height: 6.4, rx: 3.2, fill: '#9b2f1e', stroke: '#6d1f12', 'stroke-width': 1 }),
  },
  bacon: {
    pieces: 9,
    spacing: 17,
    draw: () =>
      g([
        el('path', { d: 'M-9-2 Q-5-6-1-2 T7-2 L9 2 Q5 6 1 2 T-7 2 Z', fill: '#c0504d', stroke: '#8c302d', 'stroke-width': 0.8 }),
        el('path', { d: 'M-7 0 Q-4-3-1 0 T6 0', stroke: '#f3b6a5', 'stroke-width': 1.3, fill: 'none' }),
      ]),
  },
  tuna: { pieces: 10, spacing: 15, draw: () => flakes('#d8c1ae', '#b99c86') },
  anchovies: {
    pieces: 8,
    spacing: 18,
    draw: () => el('ellipse', { rx: 9, ry: 2.2, fill: '#7d5f4a', stroke: '#5a4232', 'stroke-width': 0.8 }),
  },
  mushrooms: {
    pieces: 10,
    spacing: 16,
    draw: () =>
      g([
        el('path', { d: 'M-8 1 Q-8-8 0-8 Q8-8 8 1 Z', fill: '#e1cfb2', stroke: '#8c6d4f', 'stroke-width': 1.2 }),
        el('path', { d: 'M-2.5 1 L-2 7 L2 7 L2.5 1 Z', fill: '#e9dbc3', stroke: '#8c6d4f', 'stroke-width': 1.2 }),
      ]),
  },
  'red-onions': { pieces: 10, spacing: 15, draw: () => strip('#9b4f96', 2.4, 9) },
  'green-peppers': { pieces: 10, spacing: 15, draw: () => strip('#3a9a3a', 3.6, 7) },
  'red-paprika': { pieces: 10, spacing: 15, draw: () => strip('#d93a2b', 3.6, 7) },
  sweetcorn: {
    pieces: 14,
    spacing: 11,
    draw: () =>
      g([
        el('circle', { cx: -2.6, cy: 0, r: 2.4, fill: '#f5c518', stroke: '#d9a70c', 'stroke-width': 0.6 }),
        el('circle', { cx: 2.4, cy: -1.6, r: 2.4, fill: '#f5c518', stroke: '#d9a70c', 'stroke-width': 0.6 }),
        el('circle', { cx: 1, cy: 2.8, r: 2.4, fill: '#f5c518', stroke: '#d9a70c', 'stroke-width': 0.6 }),
      ]),
  },
  jalapenos: {
    pieces: 10,
    spacing: 15,
    draw: () =>
      g([
        el('circle', { r: 5.6, fill: '#8cc265', stroke: '#2f7d32', 'stroke-width': 2 }),
        el('circle', { cx: -1.5, cy: -1, r: 0.9, fill: '#f4f1d0' }),
        el('circle', { cx: 1.6, cy: 0.6, r: 0.9, fill: '#f4f1d0' }),
      ]),
  },
  'black-olives': {
    pieces: 11,
    spacing: 14,
    draw: () => el('circle', { r: 4.4, fill: 'none', stroke: '#24201f', 'stroke-width': 3 }),
  },
  pineapple: {
    pieces: 10,
    spacing: 16,
    draw: () =>
      el('path', { d: 'M-7 4 L-4-5 L4-5 L7 4 Z', fill: '#f7d547', stroke: '#d9b21f', 'stroke-width': 1.2, 'stroke-linejoin': 'round' }),
  },
  tomatoes: {
    pieces: 8,
    spacing: 18,
    draw: () =>
      g([
        el('circle', { r: 7, fill: '#e53935', stroke: '#b71c1c', 'stroke-width': 1 }),
        el('circle', { r: 4, fill: '#f27b6f' }),
        el('circle', { cx: -1.5, cy: 0, r: 0.9, fill: '#fff3c4' }),
        el('circle', { cx: 1.6, cy: 0.8, r: 0.9, fill: '#fff3c4' }),
      ]),
  },
  spinach: {
    pieces: 9,
    spacing: 17,
    draw: () =>
      g([
        el('path', { d: 'M-9 0 Q0-8 9 0 Q0 8-9 0 Z', fill: '#2e7d32' }),
        el('path', { d: 'M-7 0 L7 0', stroke: '#6fbf73', 'stroke-width': 0.9 }),
      ]),
  },
  potatoes: { pieces: 9, spacing: 16, draw: () => cubes('#e8c27a', '#b98f45') },
  feta: { pieces: 10, spacing: 15, draw: () => cubes('#fbfaf6', '#d9d4c5') },
  paneer: { pieces: 10, spacing: 15, draw: () => cubes('#fff3d6', '#dcc597') },
  'goat-cheese': {
    pieces: 8,
    spacing: 18,
    draw: () => g([el('circle', { r: 7, fill: '#fbfaf4', stroke: '#e2dccb', 'stroke-width': 1.4 }), el('circle', { r: 4.2, fill: '#f3efe2' })]),
  },
  reblochon: {
    pieces: 8,
    spacing: 18,
    draw: () => el('path', { d: 'M-8 4 L0-7 L8 4 Z', fill: '#f6e7b0', stroke: '#d8b96a', 'stroke-width': 1.4, 'stroke-linejoin': 'round' }),
  },
  emmental: {
    pieces: 9,
    spacing: 16,
    draw: () =>
      g([
        el('rect', { x: -7, y: -5, width: 14, height: 10, rx: 2, fill: '#f9dc6a', stroke: '#e0b93a', 'stroke-width': 1 }),
        el('circle', { cx: -3, cy: -1, r: 1.6, fill: '#e0b93a' }),
        el('circle', { cx: 3, cy: 2, r: 1.2, fill: '#e0b93a' }),
      ]),
  },
  'blue-cheese': {
    pieces: 9,
    spacing: 16,
    draw: () =>
      g([
        el('circle', { r: 6, fill: '#f4f2ea', stroke: '#d8d4c4', 'stroke-width': 1 }),
        el('circle', { cx: -2, cy: -1, r: 1.2, fill: '#4f6f8f' }),
        el('circle', { cx: 2, cy: 2, r: 1, fill: '#4f6f8f' }),
      ]),
  },
};

const BY_KIND: Readonly<Record<Kind, ToppingLook>> = {
  meat: { pieces: 10, spacing: 16, draw: () => chunk('#a0522d', '#6b3419') },
  fish: { pieces: 10, spacing: 15, draw: () => flakes('#d8c1ae', '#b99c86') },
  veg: { pieces: 10, spacing: 15, draw: () => strip('#4caf50', 3, 6) },
  cheese: { pieces: 10, spacing: 15, draw: () => cubes('#fbfaf6', '#d9d4c5') },
};

/** The look of a topping id; unknown ids look like their kind (veg when the kind is unknown too). */
export function toppingLook(id: string, kind?: string): ToppingLook {
  return LOOKS[id] ?? BY_KIND[(kind as Kind) in BY_KIND ? (kind as Kind) : 'veg'];
}

/** The topping ids with a look of their own (tests check every seeded topping has one). */
export const DRAWN_TOPPINGS: readonly string[] = Object.keys(LOOKS);
