/**
 * E-mail rules of the account forms (11-G7, 11-G14, 11-G20). The pattern is the one the contract's
 * `z.email()` uses (zod 4), so a form never accepts an address the server then refuses.
 */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Usernames and stored addresses are lower-cased (S2 §4 "The email is lower-cased"; 11-G7). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Modern passwordless forms (11-G7): "Email required and must be a valid email". */
export function modernEmailError(value: string): 'accountRules.required' | 'accountRules.email.invalid' | null {
  if (value.trim() === '') return 'accountRules.required';
  return isValidEmail(value) ? null : 'accountRules.email.invalid';
}

/** Legacy India register form (11-G14): "email required and matching an email pattern (Please enter a valid email)". */
export function legacyEmailError(value: string): 'accountRules.legacy.required' | 'accountRules.legacy.validEmail' | null {
  if (value.trim() === '') return 'accountRules.legacy.required';
  return isValidEmail(value) ? null : 'accountRules.legacy.validEmail';
}

/** E-mail-and-password forms (11-G20): a missing e-mail gives a 'Please enter …' message. */
export function formEmailError(value: string): 'accountRules.form.emailMissing' | 'accountRules.legacy.validEmail' | null {
  if (value.trim() === '') return 'accountRules.form.emailMissing';
  return isValidEmail(value) ? null : 'accountRules.legacy.validEmail';
}
