/** Toast titles and messages are HTML: product and deal titles are escaped before they go in. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A basket id (crypto.randomUUID, with a fallback for an insecure context). */
export function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `id-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A query value read as a whole number ("choiceId (read as an integer)"), else null. */
export function readInteger(value: string | null): number | null {
  return value !== null && /^\s*\d{1,6}\s*$/.test(value) ? Number.parseInt(value, 10) : null;
}
// The money hook is shared with the basket: it lives in src/components.
export { useMoney } from '../../components/use-money';
