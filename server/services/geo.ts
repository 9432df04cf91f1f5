import type { Kysely } from 'kysely';
import {
  AUTOCOMPLETE_MIN_CHARS,
  geocodeResultSchema,
  placeSchema,
  placeSuggestionListSchema,
  type Country,
  type GeocodeResult,
  type Place,
  type PlaceSuggestion,
} from '../../src/api/contract/geo';
import { foldText } from '../../src/domain/localisation/geo';
import { normalisePostcode } from '../../src/domain/localisation/postcode';
import type { Database } from '../db';

/**
 * The local geocoder (ARCHITECTURE: no third party is reachable): postcode centres, address
 * suggestions and places over the seeded postcodes, in the shapes of the real services. Place ids
 * are ours: 'postcode:GB:NW18QP', 'city:GB:london', 'address:GB:NW18QP:0'.
 */

export interface PostcodeCentre {
  country: Country;
  postcode: string;
  postcodeKey: string;
  city: string;
  latitude: number;
  longitude: number;
  addresses: string[];
}

const COUNTRY_NAMES: Record<Country, string> = { GB: 'UK', FR: 'France', IN: 'India', CA: 'Canada' };
const MAX_SUGGESTIONS = 5;
const MAX_CANDIDATE_ROWS = 50;

function postcodesQuery(db: Kysely<Database>) {
  return db.selectFrom('postcodes').select(['country', 'postcode', 'postcode_key', 'city', 'latitude', 'longitude', 'data']);
}

type PostcodeRow = Awaited<ReturnType<ReturnType<typeof postcodesQuery>['execute']>>[number];

const toCentre = (row: PostcodeRow): PostcodeCentre => ({
  country: row.country as Country,
  postcode: row.postcode,
  postcodeKey: row.postcode_key,
  city: row.city,
  latitude: row.latitude,
  longitude: row.longitude,
  addresses: row.data.addresses,
});

/** Postcodes with this key (upper case, no spaces), in one country or any. */
export async function findPostcodes(db: Kysely<Database>, key: string, country?: Country): Promise<PostcodeCentre[]> {
  let query = postcodesQuery(db).where('postcode_key', '=', key);
  if (country) query = query.where('country', '=', country);
  return (await query.orderBy('country').execute()).map(toCentre);
}

/** GET /v1/geocode/postcode: the postcode's centre, or null when it is not known. */
export async function geocodePostcode(db: Kysely<Database>, postcode: string, country?: Country): Promise<GeocodeResult | null> {
  const [found] = await findPostcodes(db, normalisePostcode(postcode), country);
  if (!found) return null;
  return geocodeResultSchema.parse({ postcode: found.postcode, latitude: found.latitude, longitude: found.longitude, city: found.city });
}

/** The address line as the market writes it: postcode before the city in France, after it elsewhere. */
function describeAddress(centre: PostcodeCentre, address: string): string {
  const place = centre.country === 'FR' ? `${centre.postcode} ${centre.city}` : `${centre.city} ${centre.postcode}`;
  return `${address}, ${place}, ${COUNTRY_NAMES[centre.country]}`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

interface Ranked extends PlaceSuggestion {
  rank: number;
}

/**
 * GET /v1/geocode/autocomplete: addresses, postcodes and cities matching q (case and accents
 * ignored). Prefix matches come first, then postcodes, cities and street addresses; at most 5.
 */
export async function suggestPlaces(db: Kysely<Database>, q: string, country?: Country): Promise<PlaceSuggestion[]> {
  const folded = foldText(q);
  if (folded.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const keyPrefix = normalisePostcode(q);
  let query = postcodesQuery(db)
    .where((eb) =>
      eb.or([eb('search_text', 'like', `%${escapeLike(folded)}%`), eb('postcode_key', 'like', `${escapeLike(keyPrefix)}%`)]),
    )
    .orderBy('country')
    .orderBy('postcode_key')
    .limit(MAX_CANDIDATE_ROWS);
  if (country) query = query.where('country', '=', country);
  const centres = (await query.execute()).map(toCentre);

  const found = new Map<string, Ranked>();
  const offer = (suggestion: PlaceSuggestion, kind: number) => {
    const rank = (foldText(suggestion.description).startsWith(folded) ? 0 : 10) + kind;
    const previous = found.get(suggestion.placeId);
    if (!previous || previous.rank > rank) found.set(suggestion.placeId, { ...suggestion, rank });
  };
  for (const centre of centres) {
    const countryName = COUNTRY_NAMES[centre.country];
    if (keyPrefix.length > 0 && centre.postcodeKey.startsWith(keyPrefix)) {
      offer({ placeId: `postcode:${centre.country}:${centre.postcodeKey}`, description: `${centre.postcode}, ${centre.city}, ${countryName}`, types: ['postal_code'] }, 0);
    }
    if (foldText(centre.city).includes(folded)) {
      offer({ placeId: `city:${centre.country}:${foldText(centre.city)}`, description: `${centre.city}, ${countryName}`, types: ['locality', 'political'] }, 1);
    }
    centre.addresses.forEach((address, index) => {
      const description = describeAddress(centre, address);
      if (foldText(description).includes(folded)) {
        offer({ placeId: `address:${centre.country}:${centre.postcodeKey}:${index}`, description, types: ['street_address'] }, 2);
      }
    });
  }
  const ranked = [...found.values()].sort((a, b) => a.rank - b.rank || a.description.localeCompare(b.description));
  return placeSuggestionListSchema.parse(ranked.slice(0, MAX_SUGGESTIONS).map(({ rank: _rank, ...suggestion }) => suggestion));
}

const PLACE_ID = /^(postcode|city|address):(GB|FR|IN|CA):([^:]+)(?::(\d+))?$/;
const STREET_NUMBER = /^(\d+[A-Za-z]?)\s+(.+)$/;

/**
 * GET /v1/geocode/place: a place's centre and address components. A street address has 4 or 5
 * components; a postcode 3 and a city 2, so the client's "fewer than 4" fallback can be exercised.
 */
export async function placeById(db: Kysely<Database>, placeId: string): Promise<Place | null> {
  const match = PLACE_ID.exec(placeId);
  if (!match) return null;
  const [, kind, countryCode, key, index] = match;
  const country = countryCode as Country;

  if (kind === 'city') {
    const rows = await postcodesQuery(db).where('country', '=', country).where('city_key', '=', key!).execute();
    if (rows.length === 0) return null;
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const city = rows[0]!.city;
    return placeSchema.parse({
      placeId,
      latitude: mean(rows.map((row) => row.latitude)),
      longitude: mean(rows.map((row) => row.longitude)),
      formattedAddress: `${city}, ${COUNTRY_NAMES[country]}`,
      components: [
        { type: 'locality', value: city },
        { type: 'country', value: country },
      ],
    });
  }

  const [centre] = await findPostcodes(db, key!, country);
  if (!centre) return null;
  const area = [
    { type: 'locality', value: centre.city },
    { type: 'postal_code', value: centre.postcode },
    { type: 'country', value: country },
  ];
  const base = { placeId, latitude: centre.latitude, longitude: centre.longitude };
  if (kind === 'postcode') {
    return placeSchema.parse({ ...base, formattedAddress: `${centre.postcode}, ${centre.city}, ${COUNTRY_NAMES[country]}`, components: area });
  }
  const address = index === undefined ? undefined : centre.addresses[Number(index)];
  if (address === undefined) return null;
  const numbered = STREET_NUMBER.exec(address);
  const street = numbered
    ? [{ type: 'street_number', value: numbered[1]! }, { type: 'route', value: numbered[2]! }]
    : [{ type: 'route', value: address }];
  return placeSchema.parse({ ...base, formattedAddress: describeAddress(centre, address), components: [...street, ...area] });
}
