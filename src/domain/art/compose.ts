import { ART_VIEWBOX } from './pizza';
import { escapeXml, nestSvg } from './svg';

/**
 * Tiles and deal pictures, composed from finished SVG documents (an OpenMoji file, a drawn pizza).
 * One branded family: every tile is a tinted disc in the 200-unit box the pizzas use, with the
 * product's illustration, an accent in a white badge, and a label pill for what the picture alone
 * cannot tell (a bottle's size, a voucher's value).
 */

const OPEN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_VIEWBOX} ${ART_VIEWBOX}">`;
const BRAND = '#c8102e';

export interface TileInput {
  main: string;
  accent?: string | undefined;
  tint: { fill: string; ring: string };
  label?: string | undefined;
  /** Prefix of ids inside the tile (the nested files' own ids), unique per picture. */
  idPrefix: string;
}

function labelPill(label: string, x: number, y: number): string {
  const text = label.slice(0, 14);
  // About 0.6 em per character in a bold sans at 15 units; the pill grows with the text.
  const width = Math.round(text.length * 9.2 + 22);
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="28" rx="14" fill="${BRAND}"/>` +
    `<text x="${x + width / 2}" y="${y + 19.5}" text-anchor="middle" font-family="system-ui, 'Segoe UI', Roboto, Arial, sans-serif" font-size="15" font-weight="700" fill="#fff">${escapeXml(text)}</text>`
  );
}

export function tileSvg(input: TileInput): string {
  const parts = [
    OPEN,
    `<circle cx="100" cy="100" r="90" fill="${input.tint.fill}" stroke="${input.tint.ring}" stroke-width="3"/>`,
    nestSvg(input.main, { x: 22, y: 16, size: 156 }, `${input.idPrefix}m-`),
  ];
  if (input.accent) {
    parts.push(`<circle cx="154" cy="150" r="31" fill="#fff" stroke="${input.tint.ring}" stroke-width="3"/>`);
    parts.push(nestSvg(input.accent, { x: 128, y: 124, size: 52 }, `${input.idPrefix}a-`));
  }
  if (input.label) parts.push(labelPill(input.label, 10, 162));
  parts.push('</svg>');
  return parts.join('');
}

/** Where each of 1–4 item pictures sits in a deal picture: overlapping, larger for fewer items. */
const LAYOUTS: Readonly<Record<number, readonly { x: number; y: number; size: number }[]>> = {
  1: [{ x: 14, y: 14, size: 172 }],
  2: [
    { x: 0, y: 22, size: 124 },
    { x: 76, y: 54, size: 124 },
  ],
  3: [
    { x: 0, y: 6, size: 112 },
    { x: 88, y: 6, size: 112 },
    { x: 44, y: 86, size: 112 },
  ],
  4: [
    { x: 2, y: 2, size: 98 },
    { x: 100, y: 2, size: 98 },
    { x: 2, y: 100, size: 98 },
    { x: 100, y: 100, size: 98 },
  ],
};

/**
 * A deal's picture: the pictures of the first two to four items it contains (issue 13 "Deals show
 * the items they contain"), with the label pill (e.g. a price or 'x3') when given.
 */
export function dealSvg(items: readonly string[], idPrefix: string, label?: string): string {
  const shown = items.slice(0, 4);
  if (shown.length === 0) throw new Error('dealSvg: a deal picture needs at least one item');
  const layout = LAYOUTS[shown.length]!;
  const nested = shown.map((item, i) => nestSvg(item, layout[i]!, `${idPrefix}${i}-`));
  return [OPEN, ...nested, label ? labelPill(label, 10, 166) : '', '</svg>'].join('');
}
