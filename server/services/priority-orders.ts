import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PriorityReservation } from '../../src/api/contract/priority-orders';
import type { Database } from '../db/schema';

/**
 * Priority delivery (spec 2 §3, §5, §9): a uk-1 delivery order may reserve one of its hut's few
 * priority slots for a surcharge. This is the sandbox stand-in for the real capacity service: each
 * hut has PRIORITY_SLOTS_PER_HUT slots, a reservation holds one for 15 minutes unless the order
 * releases it first, and big orders (more than PRIORITY_MAX_COOKED_ITEMS cooked items) are refused.
 */

export const PRIORITY_SECTOR = 'uk-1';
export const PRIORITY_SLOTS_PER_HUT = 3;
export const PRIORITY_MAX_COOKED_ITEMS = 6;
export const PRIORITY_RESERVATION_MS = 15 * 60_000;
export const PRIORITY_AMOUNT = 2.99;
export const PRIORITY_MINUTES_SAVED = 10;

export interface PriorityReservationInput {
  sector: string;
  hutId: string;
  numCookedItems: number;
  postcode?: string;
  /**
   * The caller's key (server/http/rate-limit-client.ts): a client holds at most one live reservation,
   * a new one replaces its previous one (issue 12: three anonymous reservations took a hut's slots).
   * Undefined for in-process calls, which hold as many as they take.
   */
  client?: string;
  now: Date;
}

export type PriorityReservationResult =
  | { ok: true; reservation: PriorityReservation }
  | { ok: false; reason: 'not-eligible' | 'unknown-hut' | 'no-slot' };

export async function reservePriority(db: Kysely<Database>, input: PriorityReservationInput): Promise<PriorityReservationResult> {
  if (input.sector !== PRIORITY_SECTOR || input.numCookedItems > PRIORITY_MAX_COOKED_ITEMS) return { ok: false, reason: 'not-eligible' };
  return db.transaction().execute(async (trx) => {
    // Locking the hut row makes counting and taking a slot one step: two orders cannot share the last slot.
    const hut = await trx
      .selectFrom('huts')
      .select(['data'])
      .where('sector', '=', input.sector)
      .where('id', '=', input.hutId)
      .forUpdate()
      .executeTakeFirst();
    if (!hut) return { ok: false, reason: 'unknown-hut' };
    if (!hut.data.allowedDisposition.delivery) return { ok: false, reason: 'not-eligible' };

    // The client's own reservation here does not count: it is about to be replaced.
    const { live } = await trx
      .selectFrom('priority_reservations')
      .select((eb) => eb.fn.countAll<string | number>().as('live'))
      .where('sector', '=', input.sector)
      .where('hut_id', '=', input.hutId)
      .where('expires_at', '>', input.now)
      .$if(input.client !== undefined, (query) => query.where((eb) => eb.or([eb('client_key', 'is', null), eb('client_key', '!=', input.client!)])))
      .executeTakeFirstOrThrow();
    if (Number(live) >= PRIORITY_SLOTS_PER_HUT) return { ok: false, reason: 'no-slot' };

    const id = randomUUID();
    const row = {
      id,
      sector: input.sector,
      hut_id: input.hutId,
      num_cooked_items: input.numCookedItems,
      postcode: input.postcode ?? null,
      amount: PRIORITY_AMOUNT,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + PRIORITY_RESERVATION_MS),
      client_key: input.client ?? null,
    };
    // client_key is unique: the client's previous reservation, at this hut or another, becomes this
    // one in the same statement, so two racing reservations from one client still leave one.
    await trx
      .insertInto('priority_reservations')
      .values(row)
      .onConflict((conflict) => conflict.column('client_key').doUpdateSet(row))
      .execute();
    return { ok: true, reservation: { id, hutId: input.hutId, amount: PRIORITY_AMOUNT, minutesSaved: PRIORITY_MINUTES_SAVED } };
  });
}

/** Frees the slot; an unknown or already released reservation is fine (the page swallows errors). */
export async function releasePriority(db: Kysely<Database>, input: { id: string; hutId: string }): Promise<void> {
  await db.deleteFrom('priority_reservations').where('id', '=', input.id).where('hut_id', '=', input.hutId).execute();
}
