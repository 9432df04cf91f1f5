import { atom } from 'jotai';
import { DEFAULT_SESSION } from '../db/defaults';
import type { Session } from '../db/records';
import { persistedAtom } from './persisted';

/** The customer's ordering session (spec 1 §3): disposition, huts, delivery address, language. */
export const sessionAtom = persistedAtom('session', DEFAULT_SESSION);

export interface SelectedLanguage {
  language: Session['selectedLanguage'];
  /** True once the customer picked it (CUSTOMER_CHANGE_LANGUAGE), so localising never overrides it. */
  manual: boolean;
}

/** The selected language and whether the customer chose it by hand; writes go to the session. */
export const selectedLanguageAtom = atom(
  (get): SelectedLanguage => {
    const session = get(sessionAtom);
    return { language: session.selectedLanguage, manual: session.languageChangedManually };
  },
  (_get, set, next: SelectedLanguage) => {
    set(sessionAtom, (session) => ({
      ...session,
      selectedLanguage: next.language,
      languageChangedManually: next.manual,
    }));
  },
);
