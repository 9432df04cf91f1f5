import { z } from 'zod';
import { LOCALES, SECTOR_IDS } from '../../domain/markets/ids';
import { safeText } from './text';

/**
 * Building blocks shared by the contract: ids, money, sectors and dispositions in the spec's words.
 * The closed lists (sectors, locales) are the domain's (src/domain/markets/ids.ts); this file only
 * turns them into the API's schemas.
 */

/** The sectors of spec 1 §1, lower-case as the API uses them; 'FR_1' is read as 'fr-1' (C3). */
export const SECTORS = SECTOR_IDS;
export const sectorSchema = z.preprocess((value) => (value === 'FR_1' ? 'fr-1' : value), z.enum(SECTORS));
export type Sector = z.infer<typeof sectorSchema>;

/**
 * No amount of one order comes near this (ten million of the market's units, rupees included): a
 * bigger number is a malformed request (issue 12), not a price to compare.
 */
export const MAX_AMOUNT = 10_000_000;

/** Amounts are decimal numbers in the market's currency units (pounds, euros, rupees, dollars). */
export const moneySchema = z.number().finite().nonnegative().max(MAX_AMOUNT);

/** Ids of every kind (products, huts, orders, basket lines): text PostgreSQL can store (issue 12). */
export const idSchema = safeText(120).min(1);

/**
 * The largest epoch millisecond a JavaScript Date holds (year 275760): a bigger integer would make an
 * Invalid Date on the server, so it is a 400 here (issue 12).
 */
export const MAX_EPOCH_MS = 8_640_000_000_000_000;
export const epochMsSchema = z.number().int().nonnegative().max(MAX_EPOCH_MS);

/** Where food goes (spec 1 §3). Stored as 'dinein'; 'eat-in' is accepted on input (C5). */
export const dispositionTypeSchema = z.preprocess(
  (value) => (value === 'eat-in' ? 'dinein' : value),
  z.enum(['delivery', 'collection', 'dinein']),
);
export type DispositionType = z.infer<typeof dispositionTypeSchema>;

/** Delivery and collection: the two dispositions a hut serves through the web. */
export const webDispositionSchema = z.enum(['delivery', 'collection']);
export type WebDisposition = z.infer<typeof webDispositionSchema>;

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** Wall-clock time of day in the hut's own time zone, 'HH:MM' (24 h); '24:00' closes at midnight. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'expected HH:MM');

export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Product and SKU types (spec 1 §9). */
export const productTypeSchema = z.enum(['pizza', 'drink', 'side', 'dessert', 'dip', 'deal']);
export type ProductType = z.infer<typeof productTypeSchema>;
