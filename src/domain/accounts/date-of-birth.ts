import { parseDateOfBirth as parseRecordDate } from './record';

/**
 * Date of birth on the loyalty forms (S3 §5.4, 11-G20): "DD/MM/YYYY, in the past. Age under 14 gives
 * 'You must be 14+ to access Loyalty'". `today` is passed in (the market's local date) so the rule is pure.
 */
export const LOYALTY_MIN_AGE = 14;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type DateOfBirthError =
  | 'accountRules.form.dateOfBirthMissing'
  | 'accountRules.form.dateOfBirthFormat'
  | 'accountRules.form.dateOfBirthPast'
  | 'accountRules.form.tooYoung';

/** A real calendar date written DD/MM/YYYY, or null: the record's one rule (record.ts), shared with the store API. */
export function parseDateOfBirth(value: string): CalendarDate | null {
  return parseRecordDate(value.trim());
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years between a birth date and today; a 29 February birthday comes on 1 March in other years. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function dateOfBirthError(value: string, today: CalendarDate): DateOfBirthError | null {
  if (value.trim() === '') return 'accountRules.form.dateOfBirthMissing';
  const birth = parseDateOfBirth(value);
  if (!birth) return 'accountRules.form.dateOfBirthFormat';
  if (compare(birth, today) >= 0) return 'accountRules.form.dateOfBirthPast';
  return ageOn(birth, today) < LOYALTY_MIN_AGE ? 'accountRules.form.tooYoung' : null;
}
