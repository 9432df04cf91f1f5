/**
 * Footer link targets (spec 3 §2.5). Menu links go to /menu/{category} on the web (redirected into
 * the order area) and straight to /order/{category}/ on the mobile and app platforms.
 */
export type Platform = 'WEB' | 'ANDROID' | 'IOS' | 'OTHER';

export const FOOTER_MENU_CATEGORIES = ['deals', 'pizzas', 'sides', 'drinks', 'desserts'] as const;

export function footerMenuHref(category: string, platform: Platform): string {
  return platform === 'ANDROID' || platform === 'IOS' ? `/order/${category}/` : `/menu/${category}`;
}

export const FOOTER_PAGES = [
  { key: 'aboutUs', to: '/aboutus/' },
  { key: 'contactless', to: '/contactlessdelivery/' },
  { key: 'nutrition', to: '/nutrition/' },
] as const;

export const FOOTER_HELP = [
  { key: 'faqs', to: '/faqs/' },
  { key: 'privacy', to: '/privacy/' },
  { key: 'terms', to: '/terms/' },
  { key: 'feedback', to: '/landing/?id=feedback-form' },
] as const;

export const FOOTER_EXTERNAL = [
  { key: 'careers', href: 'https://jobs.pizzahut.co.uk/' },
  { key: 'storeLocator', href: 'https://www.pizzahut.co.uk/huts/' },
  { key: 'blog', href: 'https://blog.pizzahut.co.uk/' },
  { key: 'disclosure', href: 'https://www.pizzahut.co.uk/responsible-disclosure/' },
] as const;

export const FOOTER_APPS = [
  { key: 'appStore', href: 'https://apps.apple.com/gb/app/pizza-hut-uk/id457578183' },
  { key: 'googlePlay', href: 'https://play.google.com/store/apps/details?id=com.pizzahut.uk' },
] as const;
