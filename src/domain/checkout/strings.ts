/** Carets are stripped from name, phone, email and instructions before they are checked or sent (spec 2 §5). */
export function stripCarets(value: string): string {
  return value.replaceAll('^', '');
}
