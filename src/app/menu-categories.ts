import { MENU_TABS } from '../domain/markets/ids';

/** Menu category pages; the list per market comes from configuration (spec 1 §2). */
export const MENU_CATEGORIES = [...MENU_TABS, 'dealcategory'] as const;
