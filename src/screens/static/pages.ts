import type { StaticContent } from './content/types';
import type { StaticPagePath } from './paths';

/**
 * The configured table of static pages (checklist 10-G5; spec 3 §2.5 "Further routes come from a
 * configured list (store rewards, stores list, privacy, nutrition, terms, deal-not-found)"). Each
 * row names the page as the spec does, its path, and how its content loads: one small chunk per
 * page, never in the entry chunk. The stores list (/huts), nutrition and deal-not-found are screens
 * of their own, so their rows live in the route table beside their screens.
 */
export interface StaticPageRow {
  /** The spec's name of the page, or the footer's (C25). */
  name: string;
  path: StaticPagePath;
  load: () => Promise<{ default: StaticContent }>;
}

export const STATIC_PAGES = [
  { name: 'terms', path: 'terms', load: () => import('./content/terms') },
  { name: 'privacy', path: 'privacy', load: () => import('./content/privacy') },
  { name: 'store rewards', path: 'hut-rewards', load: () => import('./content/hut-rewards') },
  { name: 'about us', path: 'aboutus', load: () => import('./content/aboutus') },
  { name: 'contact-free delivery', path: 'contactlessdelivery', load: () => import('./content/contactless') },
  { name: 'faqs', path: 'faqs', load: () => import('./content/faqs') },
] as const satisfies readonly StaticPageRow[];

export type { StaticPagePath } from './paths';
