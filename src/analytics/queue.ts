// The offline queue of analytics events (14-G1, 14-G30): Dexie table `analyticsQueue` (version 10).
// An event is queued only after the consent gate let it through; it is deleted only when the collector
// acknowledged its id, so nothing is lost offline or in a closed tab, and the server's de-duplication on
// the id makes a re-send harmless (nothing counted twice).
import { openDatabase, type QueuedAnalyticsEvent } from '../db/database';

export type { QueuedAnalyticsEvent };

export async function enqueueEvent(event: QueuedAnalyticsEvent): Promise<void> {
  const db = await openDatabase();
  await db.analyticsQueue.put(event);
}

/** The oldest `limit` events waiting. */
export async function peekEvents(limit: number): Promise<QueuedAnalyticsEvent[]> {
  const db = await openDatabase();
  return db.analyticsQueue.orderBy('queuedAt').limit(limit).toArray();
}

export async function deleteEvents(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await openDatabase();
  await db.analyticsQueue.bulkDelete([...ids]);
}

export async function countQueued(): Promise<number> {
  const db = await openDatabase();
  return db.analyticsQueue.count();
}

/** Consent withdrawn (14-G9): what was queued under the old choice is not sent. */
export async function clearQueue(): Promise<void> {
  const db = await openDatabase();
  await db.analyticsQueue.clear();
}
