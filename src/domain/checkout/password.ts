/** Password at checkout, when given (spec 2 §5, §9): at least 8 characters with a lower case letter, an upper case letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordPart = 'lower' | 'upper' | 'digit';

export interface PasswordHint {
  ok: boolean;
  /** The parts still missing, in the order the hint lists them. */
  missing: PasswordPart[];
  /** Progress towards the minimum length, 'n/8' with n at most 8. */
  length: string;
}

export function passwordHint(password: string): PasswordHint {
  const missing: PasswordPart[] = [];
  if (!/\p{Ll}/u.test(password)) missing.push('lower');
  if (!/\p{Lu}/u.test(password)) missing.push('upper');
  if (!/\d/.test(password)) missing.push('digit');
  const count = [...password].length;
  return {
    ok: missing.length === 0 && count >= PASSWORD_MIN_LENGTH,
    missing,
    length: `${Math.min(count, PASSWORD_MIN_LENGTH)}/${PASSWORD_MIN_LENGTH}`,
  };
}
