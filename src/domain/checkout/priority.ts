/** The single side salad: not cooked, so it does not count (spec 2 §9; 06-G35). */
const SIDE_SALAD_ID = 'side-salad';

/**
 * The ice-cream brand whose tubs come from the freezer (spec 2 §9: "desserts except those of one
 * ice-cream brand"): Ben & Jerry's, ids 'ben-and-jerrys-…'. No seeded menu sells it yet; the rule
 * stands for when one does.
 */
const ICE_CREAM_BRAND_PREFIX = 'ben-and-jerrys';

/**
 * Cooked items for the priority delivery reservation's `numCookedItems` (spec 2 §7, §9): pizzas,
 * sides except the side salad, and desserts except the ice-cream tubs. Items carry the catalogue's
 * product type ('pizza', 'side', 'dessert', …), one entry per unit.
 */
export function countCookedItems(items: readonly { type: string; id: string }[]): number {
  return items.filter((item) => {
    if (item.type === 'pizza') return true;
    if (item.type === 'side') return item.id !== SIDE_SALAD_ID;
    if (item.type === 'dessert') return !item.id.startsWith(ICE_CREAM_BRAND_PREFIX);
    return false;
  }).length;
}
