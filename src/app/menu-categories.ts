/** Menu category pages; the list per market comes from configuration (spec 1 §2). */
export const MENU_CATEGORIES = [
  'deals',
  'pizzas',
  'sides',
  'dips',
  'desserts',
  'drinks',
  'pastas',
  'wings',
  'others',
  'melts',
  'dealcategory',
] as const;
