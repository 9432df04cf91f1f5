/**
 * Footer columns (spec 3 §2.5). Menu links go to /menu/{category} on the web (redirected into the
 * order area) and straight to /order/{category}/ on the mobile and app platforms; the partner-platform
 * variant hides the visit-us (store locator), social (careers, blog) and app links.
 */
export type Platform = 'WEB' | 'ANDROID' | 'IOS' | 'OTHER';

/** An in-app link (`to`) or an external one (`href`, opened in a new tab); `key` names its text. */
export type FooterLink = { key: string; to: string } | { key: string; href: string };

export interface FooterColumn {
  id: 'menu' | 'about' | 'help' | 'apps';
  links: FooterLink[];
}

export const FOOTER_MENU_CATEGORIES = ['deals', 'pizzas', 'sides', 'drinks', 'desserts'] as const;

export function footerMenuHref(category: string, platform: Platform): string {
  return platform === 'ANDROID' || platform === 'IOS' ? `/order/${category}/` : `/menu/${category}`;
}

const EXTERNAL = {
  careers: 'https://jobs.pizzahut.co.uk/',
  blog: 'https://blog.pizzahut.co.uk/',
  storeLocator: 'https://www.pizzahut.co.uk/huts/',
  disclosure: 'https://www.pizzahut.co.uk/responsible-disclosure/',
  appStore: 'https://apps.apple.com/gb/app/pizza-hut-uk/id457578183',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.pizzahut.uk',
} as const;

const external = (key: keyof typeof EXTERNAL): FooterLink => ({ key, href: EXTERNAL[key] });

export function footerColumns(platform: Platform, partner: boolean): FooterColumn[] {
  const unlessPartner = (links: FooterLink[]) => (partner ? [] : links);
  const columns: FooterColumn[] = [
    {
      id: 'menu',
      links: FOOTER_MENU_CATEGORIES.map((category) => ({ key: category, to: footerMenuHref(category, platform) })),
    },
    {
      id: 'about',
      links: [
        { key: 'aboutUs', to: '/aboutus/' },
        { key: 'contactless', to: '/contactlessdelivery/' },
        { key: 'nutrition', to: '/nutrition/' },
        ...unlessPartner([external('careers'), external('blog')]),
      ],
    },
    {
      id: 'help',
      links: [
        { key: 'faqs', to: '/faqs/' },
        { key: 'privacy', to: '/privacy/' },
        { key: 'terms', to: '/terms/' },
        { key: 'feedback', to: '/landing/?id=feedback-form' },
        ...unlessPartner([external('storeLocator')]),
        external('disclosure'),
      ],
    },
    { id: 'apps', links: unlessPartner([external('appStore'), external('googlePlay')]) },
  ];
  return columns.filter((column) => column.links.length > 0);
}
