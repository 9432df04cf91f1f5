import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languagesOfMarket, marketOfLanguage } from '../domain/markets/languages';
import { resolveLanguage } from '../i18n/languages';
import { useChooseLanguage } from './use-language';

/**
 * Shown only when the market offers more than one language, with the selected one marked; hidden on
 * card details for the two Canadian sub-markets (spec 3 §2.5, checklist 02-G1).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const chooseLanguage = useChooseLanguage();
  const market = marketOfLanguage(i18n.language);
  const languages = languagesOfMarket(market);
  if (languages.length < 2) return null;
  if (market === 'CA' && pathname.startsWith('/order/card-details')) return null;

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
