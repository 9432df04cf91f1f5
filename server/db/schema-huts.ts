import type { ColumnType } from 'kysely';
import type { HutRecord } from '../../src/api/contract/hut';
import type { PostcodeRecord } from '../../src/api/contract/geo';

/**
 * Tables of huts and the local geodata (migration 0002). A hut is stored whole as its zod-checked
 * record (jsonb), with the columns look-ups filter on copied out beside it.
 */
type Json<T> = ColumnType<T, string, string>;

export interface HutsTable {
  sector: string;
  id: string;
  postcode: string;
  latitude: number;
  longitude: number;
  test: boolean;
  data: Json<HutRecord>;
}

/** The local geocoder's postcodes / pincodes / postal codes, keyed by country and folded postcode. */
export interface PostcodesTable {
  country: string;
  /** Upper case without spaces ('NW18QP'): what look-ups compare (spec 1 §5). */
  postcode_key: string;
  /** As written in the market ('NW1 8QP'). */
  postcode: string;
  city: string;
  /** The city folded (lower case, no accents): groups postcodes into a city place. */
  city_key: string;
  latitude: number;
  longitude: number;
  /** Folded postcode, city and street addresses: what the autocomplete stand-in searches. */
  search_text: string;
  data: Json<PostcodeRecord>;
}

/** France: street number ranges of a postcode and the hut that serves them. */
export interface AddressRangesTable {
  postcode: string;
  street: string;
  /** The street folded (lower case, no accents), for the case- and accent-insensitive query. */
  street_key: string;
  number_from: number;
  number_to: number;
  number_type: 'Consecutive' | 'Odd' | 'Even';
  city: string;
  sector: string;
  hut_id: string;
}

export interface HutTables {
  huts: HutsTable;
  postcodes: PostcodesTable;
  address_ranges: AddressRangesTable;
}
