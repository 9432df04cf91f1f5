import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languagesOfMarket, marketOfLanguage } from '../domain/markets/languages';
import { LanguageOptions } from './LanguageOptions';

// 14-G13 (FR 'english-language-switch'): France's switcher reads the experiment store, which is not
// first-paint code (header budget): it loads after the header, for the French market only.
const FranceLanguageSwitcher = lazy(() => import('./FranceLanguageSwitcher'));

/**
 * Shown only when the market offers more than one language, with the selected one marked; hidden on
 * card details for the two Canadian sub-markets (spec 3 §2.5, checklist 02-G1).
 */
export function LanguageSwitcher() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const market = marketOfLanguage(i18n.language);
  if (market === 'FR') {
    return (
      <Suspense fallback={null}>
        <FranceLanguageSwitcher />
      </Suspense>
    );
  }
  if (market === 'CA' && pathname.startsWith('/order/card-details')) return null;
  return <LanguageOptions languages={languagesOfMarket(market)} />;
}
