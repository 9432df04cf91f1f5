import type { Kysely } from 'kysely';
import type { Sector, WebDisposition } from '../../src/api/contract/common';
import type { Eta, Hut, HutRecord, HutStatusSummary, TimeSlots } from '../../src/api/contract/hut';
import { distanceMetres, isWithinRadius, type LatLng } from '../../src/domain/localisation/geo';
import { normalisePostcode } from '../../src/domain/localisation/postcode';
import type { Database } from '../db';
import { DEFAULT_OPEN_DAYS, toHutAnswer, toStatusSummary, toTimeSlots } from './huts-answer';
import { estimateEta } from './huts-eta';
import { findHutRecord, hutRecords, hutRecordsAround, MAX_DELIVERY_RADIUS_METRES, type HutFilter } from './huts-store';
import { findPostcodes } from './geo';

/**
 * The hut reads of the store API (spec 1 §7, spec 3 §7.2): by postcode, by sector, nearby, by id,
 * by point, and each hut's status, slots and ETA. All of them answer "as of" the injected `now`.
 */

interface Located {
  record: HutRecord;
  distance: number;
}

const byDistance = (a: Located, b: Located) => a.distance - b.distance || a.record.id.localeCompare(b.record.id);

/** Huts whose delivery zone contains `point`, nearest first. */
async function hutsDeliveringTo(db: Kysely<Database>, point: LatLng, filter: HutFilter): Promise<Located[]> {
  const candidates = await hutRecordsAround(db, point, MAX_DELIVERY_RADIUS_METRES, filter);
  return candidates
    .filter((record) => isWithinRadius(point, record, record.deliveryRadiusMetres))
    .map((record) => ({ record, distance: distanceMetres(point, record) }))
    .sort(byDistance);
}

/** GET /v1/huts?postcode: huts delivering to the postcode's centre; [] for an unknown postcode. */
export async function hutsForPostcode(db: Kysely<Database>, now: Date, postcode: string, filter: HutFilter): Promise<Hut[]> {
  const centres = await findPostcodes(db, normalisePostcode(postcode));
  const found = new Map<string, Located>();
  for (const centre of centres) {
    for (const located of await hutsDeliveringTo(db, centre, filter)) {
      const key = `${located.record.sector}/${located.record.id}`;
      if (!found.has(key)) found.set(key, located);
    }
  }
  return [...found.values()].sort(byDistance).map(({ record, distance }) => toHutAnswer(record, now, DEFAULT_OPEN_DAYS, distance));
}

/** GET /v1/huts/?sector&featureRole: every hut of the sectors. */
export async function hutsOfSectors(db: Kysely<Database>, now: Date, filter: HutFilter): Promise<Hut[]> {
  return (await hutRecords(db, filter)).map((record) => toHutAnswer(record, now));
}

export interface NearbyQuery {
  latitude: number;
  longitude: number;
  limit: number;
  /** Metres; farther huts are dropped (the collection finder passes 32187). */
  maxDistance?: number;
}

/** GET /v1/huts/nearby: the nearest huts, with their distance. */
export async function nearbyHuts(db: Kysely<Database>, now: Date, query: NearbyQuery, filter: HutFilter): Promise<Hut[]> {
  const point = { latitude: query.latitude, longitude: query.longitude };
  const candidates =
    query.maxDistance === undefined
      ? await hutRecords(db, filter)
      : await hutRecordsAround(db, point, query.maxDistance, filter);
  return candidates
    .map((record) => ({ record, distance: distanceMetres(point, record) }))
    .filter(({ distance }) => query.maxDistance === undefined || distance <= query.maxDistance)
    .sort(byDistance)
    .slice(0, query.limit)
    .map(({ record, distance }) => toHutAnswer(record, now, DEFAULT_OPEN_DAYS, distance));
}

export interface HutQuery {
  sector: Sector;
  hutId: string;
  tradezoneId?: string;
  openDays: number;
}

/** GET /v1/hut: one hut (test huts too: the caller knows its id); null when unknown. */
export async function hutById(db: Kysely<Database>, now: Date, query: HutQuery): Promise<Hut | null> {
  const record = await findHutRecord(db, query.sector, query.hutId);
  if (!record || (query.tradezoneId !== undefined && query.tradezoneId !== record.tradezoneId)) return null;
  return toHutAnswer(record, now, query.openDays);
}

/** GET /v1/hut/search/: huts of the sector delivering to the point, nearest first. */
export async function searchHutsAt(db: Kysely<Database>, now: Date, point: LatLng, filter: HutFilter): Promise<Hut[]> {
  const located = await hutsDeliveringTo(db, point, filter);
  return located.map(({ record, distance }) => toHutAnswer(record, now, DEFAULT_OPEN_DAYS, distance));
}

export async function hutStatus(db: Kysely<Database>, now: Date, sector: Sector, hutId: string): Promise<HutStatusSummary | null> {
  const record = await findHutRecord(db, sector, hutId);
  return record ? toStatusSummary(record, now) : null;
}

export async function hutTimeSlots(
  db: Kysely<Database>,
  now: Date,
  { sector, hutId, disposition }: { sector: Sector; hutId: string; disposition: WebDisposition },
): Promise<TimeSlots | null> {
  const record = await findHutRecord(db, sector, hutId);
  return record ? toTimeSlots(record, disposition, now) : null;
}

export async function hutEta(
  db: Kysely<Database>,
  now: Date,
  { sector, id, disposition }: { sector: Sector; id: string; disposition: WebDisposition },
): Promise<Eta | null> {
  const record = await findHutRecord(db, sector, id);
  return record ? estimateEta(record, disposition, now) : null;
}
