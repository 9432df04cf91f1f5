/**
 * Address entry rules of the localisation widget (spec 1 §5, 3 §5.5, §9): when suggestions start,
 * which suggestions a disposition keeps, the street-number rule, the geocoder's text fall-back,
 * the 0.65 similarity rule for the address shown, and French street ranges. Pure.
 */
import { normalisePostcode } from './postcode';

export type AddressDisposition = 'delivery' | 'collection';

/** "Address place description is used when it is under 0.65 similar to the street address." */
export const ADDRESS_SIMILARITY_THRESHOLD = 0.65;

/** A geocode result with fewer components than this falls back to a search by address text. */
export const MIN_ADDRESS_COMPONENTS = 4;

/** Bigrams of a string with its white space removed, counted (Sørensen–Dice, as string-similarity). */
function bigrams(value: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < value.length - 1; i += 1) {
    const pair = value.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/**
 * Similarity of two strings from 0 (nothing shared) to 1 (equal), case and white space ignored:
 * twice the shared letter pairs over all letter pairs (the Dice coefficient).
 */
export function similarity(a: string, b: string): number {
  const first = a.replace(/\s+/g, '').toLowerCase();
  const second = b.replace(/\s+/g, '').toLowerCase();
  if (first === second) return 1;
  if (first.length < 2 || second.length < 2) return 0;
  const pairs = bigrams(first);
  let shared = 0;
  for (let i = 0; i < second.length - 1; i += 1) {
    const pair = second.slice(i, i + 2);
    const left = pairs.get(pair) ?? 0;
    if (left > 0) {
      pairs.set(pair, left - 1);
      shared += 1;
    }
  }
  return (2 * shared) / (first.length + second.length - 2);
}

/**
 * The address to show and keep for a chosen suggestion: its description (a named place, 'Pizza Hut
 * Connaught Place') when that is under 0.65 similar to the geocoded street address, else the street
 * address.
 */
export function addressLabel(description: string, streetAddress: string): string {
  if (streetAddress.trim() === '') return description;
  return similarity(description, streetAddress) < ADDRESS_SIMILARITY_THRESHOLD ? description : streetAddress;
}

/** Suggestions appear after MORE than `threshold` typed characters (2; Canada delivery 3). */
export function shouldSuggest(text: string, threshold: number): boolean {
  return text.trim().length > threshold;
}

/**
 * Suggestion types each disposition leaves out (spec 1 §5 "filtered by excluded types per
 * disposition"; the list is ours): delivery needs somewhere a driver can stop, so whole regions and
 * countries go; collection searches near any place, so only countries go.
 */
export const EXCLUDED_SUGGESTION_TYPES: Readonly<Record<AddressDisposition, readonly string[]>> = {
  delivery: ['country', 'administrative_area_level_1', 'administrative_area_level_2', 'colloquial_area'],
  collection: ['country'],
};

export function filterSuggestions<T extends { types: readonly string[] }>(
  suggestions: readonly T[],
  disposition: AddressDisposition,
): T[] {
  const excluded = EXCLUDED_SUGGESTION_TYPES[disposition];
  return suggestions.filter((suggestion) => !suggestion.types.some((type) => excluded.includes(type)));
}

export interface AddressComponent {
  type: string;
  value: string;
}

/**
 * "If the market forces a street number, a result of street or route type without one is rejected
 * with a no-store-found message" (spec 1 §5).
 */
export function missesStreetNumber(
  resultTypes: readonly string[],
  components: readonly AddressComponent[],
  forceStreetNumber: boolean,
): boolean {
  if (!forceStreetNumber) return false;
  const streetLike = resultTypes.some((type) => type === 'route' || type === 'street_address');
  if (!streetLike) return false;
  return !components.some((component) => component.type === 'street_number' && component.value.trim() !== '');
}

/** "A geocode result with fewer than 4 address components falls back to a search by address text." */
export function needsTextFallback(components: readonly AddressComponent[]): boolean {
  return components.length < MIN_ADDRESS_COMPONENTS;
}

/** The value of one component type of a geocode result, or undefined. */
export function componentValue(components: readonly AddressComponent[], type: string): string | undefined {
  return components.find((component) => component.type === type)?.value;
}

// ── France: street address ranges (spec 1 §4 "France looks up the street address range") ──────

export interface AddressRange {
  street: string;
  numberFrom: number;
  numberTo: number;
  /** Which numbers of the range the hut serves: all, the odd side or the even side of the street. */
  numberType: 'Consecutive' | 'Odd' | 'Even';
  hutId: string;
  sector: string;
}

/** Lower and upper bounds inclusive; Odd and Even ranges serve one side of the street only. */
export function rangeServesNumber(range: AddressRange, streetNumber: number): boolean {
  if (!Number.isInteger(streetNumber) || streetNumber < 0) return false;
  const low = Math.min(range.numberFrom, range.numberTo);
  const high = Math.max(range.numberFrom, range.numberTo);
  if (streetNumber < low || streetNumber > high) return false;
  if (range.numberType === 'Odd') return streetNumber % 2 === 1;
  if (range.numberType === 'Even') return streetNumber % 2 === 0;
  return true;
}

/** Street names compare without case, accents or repeated spaces ('Rue de  l’Église' = 'rue de l'eglise'). */
export function sameStreet(a: string, b: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[’']/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return fold(a) === fold(b);
}

/** "12", "12 bis", "12B" → 12; anything without a leading number → null. */
export function parseStreetNumber(input: string): number | null {
  const match = /^\s*(\d{1,5})/.exec(input);
  return match?.[1] ? Number(match[1]) : null;
}

/** The range of this street that serves this number, or null (then the relocalise prompt opens). */
export function findRange<T extends AddressRange>(ranges: readonly T[], street: string, streetNumber: number): T | null {
  return ranges.find((range) => sameStreet(range.street, street) && rangeServesNumber(range, streetNumber)) ?? null;
}

/** Distinct street names of a list of ranges, in first-seen order (the street suggestions). */
export function streetNames(ranges: readonly AddressRange[]): string[] {
  const names: string[] = [];
  for (const range of ranges) {
    if (!names.some((name) => sameStreet(name, range.street))) names.push(range.street);
  }
  return names;
}

// ── Collection search (spec 3 §3, §5.5; checklist 04-G26) ─────────────────────────────────────

export interface SearchableHut {
  name: string;
  address: { lines: readonly string[]; postcode: string };
}

/** Lower case, accents and punctuation dropped, spaces collapsed: 'Saint-Étienne' → 'saint etienne'. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether a hut answers a collection search. A postcode (full or partial, from the market's
 * pattern) matches the start of the hut's postcode, spaces ignored; other text matches words of the
 * search fields: name, addressLine2, addressLine3 and postcode.
 */
export function matchesHutSearch(hut: SearchableHut, query: string, queryIsPostcode: boolean): boolean {
  if (queryIsPostcode) {
    const code = normalisePostcode(query);
    return code !== '' && normalisePostcode(hut.address.postcode).startsWith(code);
  }
  const wanted = foldSearchText(query);
  if (wanted === '') return false;
  const fields = [hut.name, hut.address.lines[1] ?? '', hut.address.lines[2] ?? '', hut.address.postcode];
  return fields.some((field) => ` ${foldSearchText(field)} `.includes(` ${wanted}`));
}
