/**
 * A small SVG element tree, the one shape every picture builder returns (issue 13 "Product art, drawn
 * not borrowed"). Pure: the build turns it into a file with `toSvgString`, the pizza editor into React
 * elements, so the menu picture and the live editor picture come from the same drawing code.
 */

export type SvgAttrs = Readonly<Record<string, string | number>>;

export interface SvgNode {
  tag: string;
  attrs: SvgAttrs;
  children?: readonly (SvgNode | string)[];
}

export function el(tag: string, attrs: SvgAttrs, children?: readonly (SvgNode | string)[]): SvgNode {
  return children ? { tag, attrs, children } : { tag, attrs };
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** Numbers at two decimals at most: the files stay small and the output is stable across platforms. */
export const num = (value: number): number => Math.round(value * 100) / 100;

export function toSvgString(node: SvgNode | string): string {
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(String(typeof value === 'number' ? num(value) : value))}"`)
    .join('');
  if (!node.children || node.children.length === 0) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(toSvgString).join('')}</${node.tag}>`;
}

/** A string hash (FNV-1a, 32 bits): the seed of a picture's random placement, the same on every run. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded generator in [0, 1) (mulberry32): deterministic, so a pizza's toppings never move between builds. */
export function seededRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Places one picture inside another: the inner file's own `<svg …>` opening becomes a nested viewport
 * at (x, y, size). Ids are prefixed so two copies of one drawing in a deal picture do not clash.
 */
export function nestSvg(svg: string, box: { x: number; y: number; size: number }, idPrefix: string): string {
  const open = /^<svg\b([^>]*)>/.exec(svg.trim());
  if (!open) throw new Error('nestSvg: not an svg document');
  const viewBox = /viewBox="([^"]+)"/.exec(open[1] ?? '')?.[1] ?? '0 0 200 200';
  const body = svg
    .trim()
    .slice(open[0].length)
    .replace(/<\/svg>\s*$/, '')
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`);
  return `<svg x="${num(box.x)}" y="${num(box.y)}" width="${num(box.size)}" height="${num(box.size)}" viewBox="${viewBox}">${body}</svg>`;
}
