/** The one-time code (11-G6, 11-G14, C29): exactly 6 digits in both areas; 3 wrong codes need a new one. */
export const CODE_LENGTH = 6;
/** "3 invalid codes require a new code" (S3 §4.2, S2 §9). */
export const MAX_WRONG_CODES = 3;
/** "Code resend: a 60-second countdown" (11-G6). */
export const RESEND_SECONDS = 60;

/** What the code field keeps of a keystroke or a paste: digits only, at most six. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isValidCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** Confirm stays disabled after the third wrong code until a new code has been sent (11-G6 reading). */
export function needsNewCode(wrongAttempts: number): boolean {
  return wrongAttempts >= MAX_WRONG_CODES;
}

export function canConfirmCode(code: string, wrongAttempts: number, loading: boolean): boolean {
  return isValidCode(code) && !needsNewCode(wrongAttempts) && !loading;
}
