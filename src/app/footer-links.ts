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

type FooterMarket = 'UK' | 'FR' | 'IN' | 'CA';
type ExternalKey = 'careers' | 'blog' | 'storeLocator' | 'disclosure' | 'appStore' | 'googlePlay';

/**
 * Each market's own careers site, blog, store locator, responsible-disclosure page and apps
 * (spec 3 §2.5; 10-G29 — the UK's were shown everywhere). The spec gives no addresses: these are
 * our picks, each on the market's own domain and store country, written down in the note.
 */
export const EXTERNAL_LINKS: Readonly<Record<FooterMarket, Readonly<Record<ExternalKey, string>>>> = {
  UK: {
    careers: 'https://jobs.pizzahut.co.uk/',
    blog: 'https://blog.pizzahut.co.uk/',
    storeLocator: 'https://www.pizzahut.co.uk/huts/',
    disclosure: 'https://www.pizzahut.co.uk/responsible-disclosure/',
    appStore: 'https://apps.apple.com/gb/app/pizza-hut-uk/id457578183',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.pizzahut.uk',
  },
  FR: {
    careers: 'https://recrutement.pizzahut.fr/',
    blog: 'https://www.pizzahut.fr/blog/',
    storeLocator: 'https://www.pizzahut.fr/restaurants/',
    disclosure: 'https://www.pizzahut.fr/divulgation-responsable/',
    appStore: 'https://apps.apple.com/fr/app/pizza-hut-france/id1035335830',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.pizzahut.fr',
  },
  IN: {
    careers: 'https://careers.pizzahut.co.in/',
    blog: 'https://www.pizzahut.co.in/blog/',
    storeLocator: 'https://www.pizzahut.co.in/store-locator/',
    disclosure: 'https://www.pizzahut.co.in/responsible-disclosure/',
    appStore: 'https://apps.apple.com/in/app/pizza-hut-india/id1086557916',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.pizzahut.india',
  },
  CA: {
    careers: 'https://jobs.pizzahut.ca/',
    blog: 'https://www.pizzahut.ca/blog/',
    storeLocator: 'https://www.pizzahut.ca/stores/',
    disclosure: 'https://www.pizzahut.ca/responsible-disclosure/',
    appStore: 'https://apps.apple.com/ca/app/pizza-hut-canada/id1090926950',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.pizzahut.canada',
  },
};

export function footerColumns(platform: Platform, partner: boolean, market: FooterMarket = 'UK'): FooterColumn[] {
  const external = (key: ExternalKey): FooterLink => ({ key, href: EXTERNAL_LINKS[market][key] });
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
