/**
 * Bottles and cans, drawn in OpenMoji's style (flat colours, 2-unit black outline, 72-unit box) since
 * the set has no soft-drink bottle or can: a cola is a cola bottle, not a champagne one. The liquid
 * and the label say which drink it is.
 */

export interface DrinkLook {
  shape: 'bottle' | 'can';
  /** Colour of what is inside (seen through a bottle). */
  liquid: string;
  /** Colour of the label band and the cap (a can is all label). */
  label: string;
}

const OPEN = '<svg viewBox="0 0 72 72" xmlns="http://www.w3.org/2000/svg">';
const LINE = 'fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const BOTTLE = 'M31 13h10v5c0 4 8 6 8 12v30c0 3-2 5-5 5H28c-3 0-5-2-5-5V30c0-6 8-8 8-12z';

export function drinkSvg(look: DrinkLook): string {
  if (look.shape === 'can') {
    return (
      OPEN +
      `<rect x="22" y="11" width="28" height="52" rx="4" fill="${look.label}"/>` +
      '<path d="M22 30c6 4 22-4 28 0v12c-6-4-22 4-28 0z" fill="#fff" opacity="0.85"/>' +
      '<ellipse cx="36" cy="12" rx="13" ry="3" fill="#d0d0d0"/>' +
      '<path d="M27 18v38" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity="0.5"/>' +
      `<rect x="22" y="11" width="28" height="52" rx="4" ${LINE}/>` +
      `<ellipse cx="36" cy="12" rx="13" ry="3" ${LINE}/>` +
      '</svg>'
    );
  }
  return (
    OPEN +
    `<path d="${BOTTLE}" fill="#e8f1f7"/>` +
    `<path d="M24 30c0-4 5-6 7-8h10c2 2 7 4 7 8v30c0 2-1 4-4 4H28c-3 0-4-2-4-4z" fill="${look.liquid}"/>` +
    `<rect x="23" y="38" width="26" height="14" fill="${look.label}"/>` +
    `<rect x="30" y="6" width="12" height="8" rx="1.5" fill="${look.label}"/>` +
    '<path d="M28 26v8M28 56v4" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity="0.6"/>' +
    `<path d="${BOTTLE}" ${LINE}/>` +
    `<rect x="30" y="6" width="12" height="8" rx="1.5" ${LINE}/>` +
    `<path d="M23 38h26M23 52h26" ${LINE}/>` +
    '</svg>'
  );
}
