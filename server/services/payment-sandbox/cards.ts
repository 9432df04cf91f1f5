/**
 * The hosted card page's test cards and checks. The card number is checked here (Luhn, expiry, CVC)
 * and only its last four digits are ever kept: the number itself never reaches the app's own form
 * or the database (the PCI SAQ A pattern the sandbox stands in for).
 */

export type CardOutcome = 'success' | 'decline' | 'challenge' | 'timeout';

/** Listed on the page; any other valid number is authorised, as real sandboxes do. */
export const TEST_CARDS: readonly { number: string; outcome: CardOutcome; label: string }[] = [
  { number: '4242424242424242', outcome: 'success', label: 'Payment succeeds' },
  { number: '4000000000000002', outcome: 'decline', label: 'Card declined' },
  { number: '4000000000003220', outcome: 'challenge', label: '3-D Secure challenge' },
  { number: '4000000000000119', outcome: 'timeout', label: 'Gateway time-out' },
];

export const cardDigits = (raw: string) => raw.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;

/** Field → message for the form; empty when the card can be sent to the gateway. */
export function cardErrors(form: CardForm, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(form.number);
  if (!/^\d{12,19}$/.test(digits)) errors.number = 'Enter a card number of 12 to 19 digits';
  else if (!passesLuhn(digits)) errors.number = 'This card number is not valid: check the digits';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY';
  else {
    // A card is valid until the end of its expiry month.
    const year = 2000 + Number(expiry[2]);
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < current) errors.expiry = 'This card has expired';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code';
  if (form.name.trim().length < 2) errors.name = 'Enter the name on the card';
  return errors;
}

export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'success';
}

export const formatCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
