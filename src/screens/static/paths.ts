/**
 * The paths of the configured static pages (10-G5), apart from their table (pages.ts): the route table
 * is in the entry chunk and needs only the paths; the table with its content loaders loads with the page.
 */
export const STATIC_PAGE_PATHS = ['terms', 'privacy', 'hut-rewards', 'aboutus', 'contactlessdelivery', 'faqs'] as const;

export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number];
