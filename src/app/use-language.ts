import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { track } from '../analytics/track';
import { selectedLanguageAtom } from '../atoms/session';
import { changeLanguage } from '../i18n';
import type { Language } from '../i18n/languages';

/**
 * A language the customer picks: switched at once and remembered as a manual choice, so a hut's
 * default language does not override it later (spec 1 §4 CUSTOMER_CHANGE_LANGUAGE).
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const setSelectedLanguage = useSetAtom(selectedLanguageAtom);
  return useCallback(
    async (language: Language) => {
      await changeLanguage(language);
      setSelectedLanguage({ language, manual: true });
      // 14-G2 interaction (S3 §7.4): the language tag only. track.ts is already in the first paint.
      track({ type: 'interaction', interaction: 'language-switch', value: language });
    },
    [setSelectedLanguage],
  );
}
