import { useCallback } from 'react';
import type { Place, PlaceSuggestion } from '../../api/contract/geo';
import type { DeliveryAddress } from '../../db/records';
import {
  addressLabel,
  componentValue,
  filterSuggestions,
  missesStreetNumber,
  needsTextFallback,
  shouldSuggest,
  type AddressDisposition,
} from '../../domain/localisation/address-match';
import { marketFacts } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';
import { place, suggest } from './lookups';

export type PlaceOutcome =
  | { kind: 'found'; point: { lat: number; lng: number }; address: DeliveryAddress }
  /** The market forces a street number and the result has none (spec 1 §5). */
  | { kind: 'no-street-number' }
  /** The geocoder knows no such place (logged, spec 1 §8). */
  | { kind: 'not-found' };

/**
 * Address suggestions and their resolution for the Canada and India flows (spec 1 §5): suggestions
 * after more than 2 characters (Canada delivery 3), filtered by excluded types, restricted to the
 * market's country; a picked place must carry a street number where the market forces one; fewer
 * than 4 components falls back to a search by the address text; the description is kept as the
 * address when under 0.65 similar to the street address.
 */
export function usePlaceSearch(market: Market, disposition: AddressDisposition) {
  const facts = marketFacts(market);
  const threshold = facts.addressSuggestAfterChars[disposition];
  const country = facts.country;

  const ready = useCallback((text: string) => shouldSuggest(text, threshold), [threshold]);
  const load = useCallback(
    async (text: string) => filterSuggestions(await suggest(text.trim(), country), disposition),
    [country, disposition],
  );

  const resolve = useCallback(
    async (suggestion: PlaceSuggestion): Promise<PlaceOutcome> => {
      let found = await place(suggestion.placeId);
      if (!found) return { kind: 'not-found' };
      if (needsTextFallback(found.components)) found = (await searchByText(suggestion.description, country, found)) ?? found;
      if (missesStreetNumber(suggestion.types, found.components, facts.forceStreetNumber)) return { kind: 'no-street-number' };
      return { kind: 'found', point: { lat: found.latitude, lng: found.longitude }, address: deliveryAddressOf(suggestion, found) };
    },
    [country, facts.forceStreetNumber],
  );

  return { ready, load, resolve };
}

/** The first other place the address text finds that is complete enough; null keeps the original. */
async function searchByText(text: string, country: string, original: Place): Promise<Place | null> {
  const candidates = (await suggest(text, country)).filter((candidate) => candidate.placeId !== original.placeId);
  for (const candidate of candidates.slice(0, 3)) {
    const candidatePlace = await place(candidate.placeId);
    if (candidatePlace && !needsTextFallback(candidatePlace.components)) return candidatePlace;
  }
  return null;
}

function deliveryAddressOf(suggestion: PlaceSuggestion, found: Place): DeliveryAddress {
  const { components } = found;
  return {
    address: addressLabel(suggestion.description, found.formattedAddress),
    postcode: componentValue(components, 'postal_code'),
    city: componentValue(components, 'locality'),
    street: componentValue(components, 'route'),
    streetNumber: componentValue(components, 'street_number'),
    lat: found.latitude,
    lng: found.longitude,
  };
}
