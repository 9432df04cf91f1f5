import type { Hut } from '../../api/contract/hut';
import { MARKETS, marketOfSector, type Market } from '../../domain/markets';
import { normalisePostcode } from '../../domain/localisation/postcode';

/**
 * The store list's pure parts: the city a hut is listed under, the search, and the grouping by
 * market and city (spec 3 §3: "The store city is taken from the name before the first hyphen";
 * "Collection hut search fields: name, addressLine2, addressLine3, postcode").
 */

type ListedHut = Pick<Hut, 'id' | 'sector' | 'name' | 'address'>;

/** 'Leeds - Headingley' → 'Leeds'. A name without a hyphen falls back to the address's city. */
export function hutCity(hut: Pick<Hut, 'name' | 'address'>): string {
  const hyphen = hut.name.indexOf('-');
  const beforeHyphen = hyphen > 0 ? hut.name.slice(0, hyphen).trim() : '';
  return beforeHyphen || hut.address.city;
}

/** Address lines and postcode on one line, the postcode left out when a line already carries it. */
export function hutAddressLine(hut: Pick<Hut, 'address'>): string {
  const { lines, postcode } = hut.address;
  const hasPostcode = lines.some((line) => normalisePostcode(line).includes(normalisePostcode(postcode)));
  return (hasPostcode ? lines : [...lines, postcode]).join(', ');
}

/** Case, accents and spaces do not matter: 'ls6 3' finds 'LS6 3AB', 'montreal' finds 'Montréal'. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, '');
}

/** Whether a hut matches the typed text on name, address lines 2 and 3, postcode or city. */
export function matchesHutSearch(hut: ListedHut, query: string): boolean {
  const wanted = normaliseSearch(query);
  if (wanted === '') return true;
  const fields = [hut.name, hut.address.lines[1], hut.address.lines[2], hut.address.postcode, hutCity(hut)];
  return fields.some((field) => field !== undefined && normaliseSearch(field).includes(wanted));
}

export interface CityGroup<H> {
  city: string;
  huts: H[];
}

export interface MarketGroup<H> {
  market: Market;
  cities: CityGroup<H>[];
  count: number;
}

/**
 * Huts grouped by market (the `first` market leads, then the usual order UK, FR, IN, CA), then by
 * city, cities and huts sorted by name in the given language. Huts of unknown sectors are left out.
 */
export function groupHuts<H extends ListedHut>(huts: readonly H[], language: string, first?: Market | null): MarketGroup<H>[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const order = first ? [first, ...MARKETS.filter((market) => market !== first)] : [...MARKETS];
  return order
    .map((market) => {
      const inMarket = huts.filter((hut) => marketOfSector(hut.sector) === market);
      const byCity = new Map<string, H[]>();
      for (const hut of inMarket) {
        const city = hutCity(hut);
        byCity.set(city, [...(byCity.get(city) ?? []), hut]);
      }
      const cities = [...byCity]
        .map(([city, cityHuts]) => ({ city, huts: cityHuts.sort((a, b) => collator.compare(a.name, b.name)) }))
        .sort((a, b) => collator.compare(a.city, b.city));
      return { market, cities, count: inMarket.length };
    })
    .filter((group) => group.count > 0);
}
