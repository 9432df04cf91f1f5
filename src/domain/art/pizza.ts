import { el, seededRandom, type SvgNode } from './svg';
import { toppingLook } from './toppings';

/**
 * A pizza drawn from what it is made of (issue 13 "Product art, drawn not borrowed"; checklist 10-G18):
 * the crust, the sauce, the cheese and the toppings of each half, at its size. The menu picture of a
 * pizza is this drawing of its default options; the pizza editor draws it again on every change, so
 * the picture is the pizza being ordered. Pure and deterministic: topping placement is seeded by the
 * product id, so one pizza always looks the same and adding a topping never moves the others.
 */

export type ArtPizzaSize = 'personal' | 'small' | 'medium' | 'large';

export interface PizzaHalfArt {
  sauce: string;
  cheese: string;
  toppings: readonly string[];
}

export interface PizzaArtInput {
  /** The product id: the seed of the placement. */
  seed: string;
  size?: ArtPizzaSize;
  crust?: string;
  /** One entry for a whole pizza; two for half-and-half (left, right). */
  halves: readonly [PizzaHalfArt] | readonly [PizzaHalfArt, PizzaHalfArt];
  /** Topping id → kind (meat, veg, cheese, fish), so a topping without a look of its own still shows. */
  kinds?: Readonly<Record<string, string>>;
  /** Prefix of the drawing's ids (gradients), unique per picture on one page or in one file. */
  idPrefix?: string;
}

export const ART_VIEWBOX = 200;
const CENTRE = ART_VIEWBOX / 2;

/** The pizza's radius in the 200-unit box: a size is seen getting bigger. */
const RADIUS: Readonly<Record<ArtPizzaSize, number>> = { personal: 60, small: 70, medium: 81, large: 92 };

const SAUCES: Readonly<Record<string, string>> = {
  tomato: '#c8352a',
  bbq: '#5b2a16',
  'garlic-parmesan': '#f1e3c0',
  'hot-honey': '#d2542b',
  'white-sauce': '#f4ecd8',
  'honey-cream': '#f0d9a0',
  tandoori: '#c8502a',
  'makhani-sauce': '#d0612e',
  'peri-peri': '#c43b21',
  buffalo: '#d9662b',
};

interface CheeseLook {
  fill: string;
  centre: string;
  spot: string;
  inset: number;
  spots: number;
}
const CHEESES: Readonly<Record<string, CheeseLook>> = {
  mozzarella: { fill: '#f7d774', centre: '#fde9a6', spot: '#e3a442', inset: 4, spots: 7 },
  'extra-mozzarella': { fill: '#f8d35f', centre: '#fff0b8', spot: '#e39a36', inset: 1.5, spots: 12 },
  'vegan-cheese': { fill: '#f1e6c6', centre: '#faf4e0', spot: '#dcc79a', inset: 4, spots: 4 },
};

interface CrustLook {
  /** Width of the crust rim as a share of the radius. */
  rim: number;
  inner: string;
  outer: string;
  edge: string;
  square?: boolean;
  decorate?: (radius: number, rim: number, random: () => number) => SvgNode[];
}

const around = (count: number, radius: number, draw: (x: number, y: number, angle: number) => SvgNode): SvgNode[] =>
  Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    return draw(CENTRE + Math.cos(angle) * radius, CENTRE + Math.sin(angle) * radius, angle);
  });

const dots = (count: number, radius: number, spread: number, size: number, fill: string, random: () => number): SvgNode[] =>
  Array.from({ length: count }, () => {
    const angle = random() * Math.PI * 2;
    const distance = radius + (random() - 0.5) * spread;
    return el('circle', { cx: CENTRE + Math.cos(angle) * distance, cy: CENTRE + Math.sin(angle) * distance, r: size, fill });
  });

const CRUSTS: Readonly<Record<string, CrustLook>> = {
  pan: { rim: 0.15, inner: '#f0bf6e', outer: '#c97f2c', edge: '#a8651f' },
  thin: { rim: 0.075, inner: '#f3cd8a', outer: '#d39a4b', edge: '#b27a33' },
  'gluten-free': { rim: 0.09, inner: '#f1deb0', outer: '#d8b97a', edge: '#b99a5c' },
  'square-pan': { rim: 0.14, inner: '#f0bf6e', outer: '#c97f2c', edge: '#a8651f', square: true },
  'cheesy-bites': {
    rim: 0.16,
    inner: '#f0bf6e',
    outer: '#cf8631',
    edge: '#a8651f',
    decorate: (r, rim) =>
      around(16, r - rim * 0.45, (x, y) =>
        el('g', {}, [
          el('circle', { cx: x, cy: y, r: rim * 0.62, fill: '#e7a64a', stroke: '#a8651f', 'stroke-width': 1 }),
          el('circle', { cx: x, cy: y, r: rim * 0.28, fill: '#fbe08a' }),
        ]),
      ),
  },
  'pretzel-cheesy-bites': {
    rim: 0.16,
    inner: '#a65a22',
    outer: '#6e3812',
    edge: '#4f270c',
    decorate: (r, rim, random) => [
      ...around(16, r - rim * 0.45, (x, y) =>
        el('circle', { cx: x, cy: y, r: rim * 0.62, fill: '#8a4516', stroke: '#4f270c', 'stroke-width': 1 }),
      ),
      ...dots(34, r - rim * 0.45, rim * 0.8, 1.3, '#fffdf5', random),
    ],
  },
  'super-cheezy': {
    rim: 0.15,
    inner: '#f0bf6e',
    outer: '#c97f2c',
    edge: '#a8651f',
    decorate: (r, rim) => around(22, r - rim * 0.95, (x, y) => el('circle', { cx: x, cy: y, r: rim * 0.42, fill: '#fbd970' })),
  },
  'garlic-butter-stuffed': {
    rim: 0.19,
    inner: '#f4c977',
    outer: '#cf8a35',
    edge: '#a8651f',
    decorate: (r, rim, random) => dots(30, r - rim * 0.5, rim * 0.6, 1.2, '#4f8a2b', random),
  },
  'pepperoni-stuffed': {
    rim: 0.19,
    inner: '#f0bf6e',
    outer: '#c97f2c',
    edge: '#a8651f',
    decorate: (r, rim) => around(14, r - rim * 0.5, (x, y) => el('circle', { cx: x, cy: y, r: rim * 0.22, fill: '#b3261e', opacity: 0.85 })),
  },
  'san-francisco': {
    rim: 0.13,
    inner: '#f6d089',
    outer: '#d9a04f',
    edge: '#b27a33',
    decorate: (r, rim, random) => [
      ...around(20, r - rim * 0.35, (x, y) => el('circle', { cx: x, cy: y, r: rim * 0.55, fill: '#e9b865', stroke: '#b27a33', 'stroke-width': 0.8 })),
      ...dots(24, r - rim * 0.4, rim * 0.6, 1, '#fff8e8', random),
    ],
  },
};

function shape(radius: number, square: boolean, attrs: Record<string, string | number>): SvgNode {
  return square
    ? el('rect', { x: CENTRE - radius, y: CENTRE - radius, width: radius * 2, height: radius * 2, rx: radius * 0.16, ...attrs })
    : el('circle', { cx: CENTRE, cy: CENTRE, r: radius, ...attrs });
}

/** The left (0) or right (1) half of the pizza's shape. */
function halfShape(radius: number, square: boolean, side: 0 | 1, attrs: Record<string, string | number>): SvgNode {
  if (square) {
    return el('rect', { x: side === 0 ? CENTRE - radius : CENTRE, y: CENTRE - radius, width: radius, height: radius * 2, ...attrs });
  }
  const d = `M${CENTRE} ${CENTRE - radius}A${radius} ${radius} 0 0 ${side} ${CENTRE} ${CENTRE + radius}Z`;
  return el('path', { d, ...attrs });
}

interface Point {
  x: number;
  y: number;
}

/**
 * Where each piece of one topping goes: best-candidate sampling (of a few random points, the one
 * farthest from every piece already placed), inside the topped area and on the topping's half.
 */
function place(count: number, area: { radius: number; square: boolean; side: 0 | 1 | null }, taken: Point[], random: () => number): Point[] {
  const points: Point[] = [];
  const candidate = (): Point => {
    for (;;) {
      const x = (random() * 2 - 1) * area.radius;
      const y = (random() * 2 - 1) * area.radius;
      if (!area.square && x * x + y * y > area.radius * area.radius) continue;
      if (area.side === 0 && x > -4) continue;
      if (area.side === 1 && x < 4) continue;
      return { x: CENTRE + x, y: CENTRE + y };
    }
  };
  for (let i = 0; i < count; i += 1) {
    let best = candidate();
    let bestGap = -1;
    for (let k = 0; k < 8; k += 1) {
      const point = k === 0 ? best : candidate();
      const gap = Math.min(Infinity, ...[...taken, ...points].map((other) => Math.hypot(other.x - point.x, other.y - point.y)));
      if (gap > bestGap) {
        best = point;
        bestGap = gap;
      }
    }
    points.push(best);
    taken.push(best);
  }
  return points;
}

export function pizzaArt(input: PizzaArtInput): SvgNode {
  const prefix = input.idPrefix ?? `p-${input.seed}-`;
  const radius = RADIUS[input.size ?? 'large'];
  const scale = radius / RADIUS.large;
  const crust = CRUSTS[input.crust ?? 'pan'] ?? CRUSTS.pan!;
  const square = crust.square === true;
  const rim = radius * crust.rim;
  const sauceRadius = radius - rim;
  const random = seededRandom(`${input.seed}:${input.crust ?? 'pan'}`);
  const halved = input.halves.length === 2;

  const crustId = `${prefix}crust`;
  const defs = el('defs', {}, [
    el('radialGradient', { id: crustId, cx: '50%', cy: '45%', r: '55%' }, [
      el('stop', { offset: '70%', 'stop-color': crust.inner }),
      el('stop', { offset: '100%', 'stop-color': crust.outer }),
    ]),
    ...input.halves.map((half, i) => {
      const cheese = CHEESES[half.cheese] ?? CHEESES.mozzarella!;
      return el('radialGradient', { id: `${prefix}cheese${i}`, cx: '50%', cy: '42%', r: '60%' }, [
        el('stop', { offset: '0%', 'stop-color': cheese.centre }),
        el('stop', { offset: '100%', 'stop-color': cheese.fill }),
      ]);
    }),
  ]);

  const base: SvgNode[] = [
    el('ellipse', { cx: CENTRE, cy: CENTRE + radius * 0.06 + 3, rx: radius + 2, ry: radius * 0.98 + 2, fill: '#5a2d0c', opacity: 0.14 }),
    shape(radius, square, { fill: `url(#${crustId})`, stroke: crust.edge, 'stroke-width': 1.5 }),
    ...(crust.decorate ? crust.decorate(radius, rim, random) : []),
  ];

  const layers: SvgNode[] = [];
  input.halves.forEach((half, i) => {
    const side = (halved ? i : null) as 0 | 1 | null;
    const sauce = SAUCES[half.sauce] ?? SAUCES.tomato!;
    const cheese = CHEESES[half.cheese] ?? CHEESES.mozzarella!;
    const cheeseRadius = sauceRadius - cheese.inset * scale;
    const fill = (r: number, attrs: Record<string, string | number>) =>
      side === null ? shape(r, square, attrs) : halfShape(r, square, side, attrs);
    layers.push(fill(sauceRadius, { fill: sauce }));
    layers.push(fill(cheeseRadius, { fill: `url(#${prefix}cheese${i})` }));
    const spotRandom = seededRandom(`${input.seed}:cheese:${i}`);
    const spots = place(Math.round(cheese.spots * (side === null ? 1 : 0.5)), { radius: cheeseRadius * 0.85, square, side }, [], spotRandom);
    for (const spot of spots) {
      layers.push(el('ellipse', { cx: spot.x, cy: spot.y, rx: 5 * scale, ry: 3.4 * scale, fill: cheese.spot, opacity: 0.45 }));
    }
  });

  const taken: Point[] = [];
  const pieces: SvgNode[] = [];
  input.halves.forEach((half, i) => {
    const side = (halved ? i : null) as 0 | 1 | null;
    const cheese = CHEESES[half.cheese] ?? CHEESES.mozzarella!;
    const area = { radius: sauceRadius - cheese.inset * scale - 9 * scale, square, side };
    for (const topping of half.toppings) {
      const look = toppingLook(topping, input.kinds?.[topping]);
      const count = Math.max(2, Math.round(look.pieces * scale * scale * (side === null ? 1 : 0.55)));
      const toppingRandom = seededRandom(`${input.seed}:${i}:${topping}`);
      for (const point of place(count, area, taken, toppingRandom)) {
        const angle = Math.round(toppingRandom() * 360);
        pieces.push(
          el('g', { transform: `translate(${point.x.toFixed(1)} ${point.y.toFixed(1)}) rotate(${angle}) scale(${scale.toFixed(3)})` }, [
            look.draw(toppingRandom),
          ]),
        );
      }
    }
  });

  const divider = halved
    ? [el('path', { d: `M${CENTRE} ${CENTRE - sauceRadius}V${CENTRE + sauceRadius}`, stroke: '#fff8e1', 'stroke-width': 1.5, 'stroke-dasharray': '4 4', opacity: 0.7 })]
    : [];

  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${ART_VIEWBOX} ${ART_VIEWBOX}` }, [defs, ...base, ...layers, ...pieces, ...divider]);
}
