import { z } from 'zod';
import { idSchema, latitudeSchema, longitudeSchema, sectorSchema } from './common';
import { safeText, safeTrimmedText } from './text';

/**
 * The local stand-ins for geocoding and store look-ups (ARCHITECTURE: a geocoder over seeded
 * postcode / pincode / postal-code data). A hut's time slots and ETA are in hut.ts.
 */

/** France: a street address range served by one hut (GET /v1/address-lookup/lookup-street-by-post-code). */
export const addressRangeSchema = z.object({
  street: z.string().min(1),
  numberFrom: z.number().int().nonnegative(),
  numberTo: z.number().int().nonnegative(),
  numberType: z.enum(['Consecutive', 'Odd', 'Even']),
  postcode: z.string().min(4),
  city: z.string().min(1),
  hutId: idSchema,
  sector: sectorSchema,
});
export const addressRangeListSchema = z.array(addressRangeSchema);
export type AddressRange = z.infer<typeof addressRangeSchema>;

/** Countries of the local geocoder (ISO 3166 alpha-2); 'UK' and lower case are read as 'GB'. */
export const countrySchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.toUpperCase() === 'UK' ? 'GB' : value.toUpperCase()) : value),
  z.enum(['GB', 'FR', 'IN', 'CA']),
);
export type Country = z.infer<typeof countrySchema>;

/** A seeded postcode / pincode / postal code with its centre. */
export const postcodeRecordSchema = z.object({
  postcode: z.string().min(2),
  country: z.enum(['GB', 'FR', 'IN', 'CA']),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  city: z.string().min(1),
  /** A street-level address inside the area, used by the address autocomplete stand-in. */
  addresses: z.array(z.string().min(1)),
});
export type PostcodeRecord = z.infer<typeof postcodeRecordSchema>;

/** GET /v1/geocode/postcode?postcode&country — the postcode-to-coordinates look-up (spec 1 §7, path ours). */
export const geocodeResultSchema = z.object({
  postcode: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  city: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** GET /v1/geocode/autocomplete?q&country — the address suggestion stand-in (Canada and India flows). */
export const placeSuggestionSchema = z.object({
  placeId: z.string().min(1),
  description: z.string().min(1),
  types: z.array(z.string()),
});
export const placeSuggestionListSchema = z.array(placeSuggestionSchema);
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

/** GET /v1/geocode/place?placeId — a place's coordinates and address components. */
export const placeSchema = z.object({
  placeId: z.string().min(1),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  formattedAddress: z.string(),
  components: z.array(z.object({ type: z.string(), value: z.string() })),
});
export type Place = z.infer<typeof placeSchema>;

/* Queries of these calls; see hut.ts for how query values are read. */

/** France only: a postcode is five digits; anything else is a 400 (the client then shows no streets). */
export const addressLookupQuerySchema = z.object({
  postcode: z.string().trim().regex(/^\d{5}$/, 'expected a five-digit French postcode'),
  query: safeText(100).default(''),
});

export const geocodePostcodeQuerySchema = z.object({
  postcode: safeTrimmedText(12).min(2),
  country: countrySchema.optional(),
});

/** Fewer than 3 characters of q give no suggestions. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const autocompleteQuerySchema = z.object({
  q: safeText(200).default(''),
  country: countrySchema.optional(),
});

export const placeQuerySchema = z.object({ placeId: safeText(200).min(1) });
