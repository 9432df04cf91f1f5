/**
 * The texts of the code messages, in the customer's language (en or fr; issue 14). Picks: the brand
 * name and the wording below; the life in the text is the code's real life (CODE_LIFE_MINUTES).
 */
export type MessageLang = 'en' | 'fr';
export type CodeMessagePurpose = 'sign-in' | 'reset';

const TEXTS = {
  en: {
    'sign-in': { subject: 'Your Pizza Hut code', body: (code: string, minutes: number) => `Your Pizza Hut code is ${code}. It expires in ${minutes} minutes.` },
    reset: {
      subject: 'Reset your Pizza Hut password',
      body: (code: string, minutes: number) =>
        `Your Pizza Hut password reset code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
    },
  },
  fr: {
    'sign-in': { subject: 'Votre code Pizza Hut', body: (code: string, minutes: number) => `Votre code Pizza Hut est ${code}. Il expire dans ${minutes} minutes.` },
    reset: {
      subject: 'Réinitialisez votre mot de passe Pizza Hut',
      body: (code: string, minutes: number) =>
        `Votre code de réinitialisation du mot de passe Pizza Hut est ${code}. Il expire dans ${minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce message.`,
    },
  },
} as const;

export function codeMessage(lang: string, purpose: CodeMessagePurpose, code: string, minutes: number): { subject: string; body: string } {
  const texts = TEXTS[lang === 'fr' ? 'fr' : 'en'][purpose];
  return { subject: texts.subject, body: texts.body(code, minutes) };
}

/** The 6-digit code of a message body, for the development outbox. */
export function codeInMessage(body: string): string | null {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}
