import type { SeedStep } from '../../seed';

/** Menus, deals, discounts, upsells, SKUs and content per market and sector. */
export const catalogueSeedSteps: readonly SeedStep[] = [];
