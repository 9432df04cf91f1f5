import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../i18n/languages';
import { useChooseLanguage } from './use-language';

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
