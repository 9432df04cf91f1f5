/** Name rules of the three kinds of account form (11-G7, 11-G14, 11-G20). */

export type NameField = 'firstName' | 'lastName';

/** Modern passwordless forms (11-G7): "First name and last name required (non-empty)". */
export function modernNameError(value: string): 'accountRules.required' | null {
  return value.trim() === '' ? 'accountRules.required' : null;
}

export type LegacyNameError = 'accountRules.legacy.required' | 'accountRules.legacy.moreCharacters' | 'accountRules.legacy.includeCharacter';

/**
 * Legacy India register form (11-G14): "required, longer than 0 characters and containing a letter
 * (messages: Required, Please enter more characters, Please include a character)". Reading: an empty
 * field is Required; blanks only are not yet "longer than 0 characters"; digits or signs without a
 * letter lack "a character".
 */
export function legacyNameError(value: string): LegacyNameError | null {
  if (value === '') return 'accountRules.legacy.required';
  if (value.trim() === '') return 'accountRules.legacy.moreCharacters';
  return /\p{L}/u.test(value) ? null : 'accountRules.legacy.includeCharacter';
}

/**
 * E-mail-and-password forms (11-G20): "Name: letters only". Pick: letters of any script, with single
 * spaces, hyphens and apostrophes between them, so "Mary-Jane", "O'Brien" and "Anne Marie" pass and
 * digits or signs do not.
 */
const LETTERS_ONLY = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;

export function formNameError(
  value: string,
  field: NameField,
): 'accountRules.form.firstNameMissing' | 'accountRules.form.lastNameMissing' | 'accountRules.form.lettersOnly' | null {
  const trimmed = value.trim();
  if (trimmed === '') return field === 'firstName' ? 'accountRules.form.firstNameMissing' : 'accountRules.form.lastNameMissing';
  return LETTERS_ONLY.test(trimmed) ? null : 'accountRules.form.lettersOnly';
}
