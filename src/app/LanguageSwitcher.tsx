import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languagesOfMarket, marketOfLanguage } from '../domain/markets/languages';
import { resolveLanguage } from '../i18n/languages';
import { useChooseLanguage } from './use-language';

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

/** The switcher's buttons for the languages a market offers; nothing for fewer than two. */
export function LanguageOptions({ languages }: { languages: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  if (languages.length < 2) return null;

  return (
    <div className="language-switcher" role="group" aria-label={t('header.languageMenu')}>
      {languages.map((language) => {
        const selected = language === i18n.language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            className="language-switcher__option"
            aria-pressed={selected}
            onClick={() => {
              const resolved = resolveLanguage(language);
              if (resolved && !selected) void chooseLanguage(resolved);
            }}
          >
            {t(`languages.${language}`)}
          </button>
        );
      })}
    </div>
  );
}
