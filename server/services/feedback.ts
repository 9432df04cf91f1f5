import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FeedbackReceipt } from '../../src/api/contract/feedback';
import type { feedbackBodySchema } from '../../src/api/contract/feedback';
import type { z } from 'zod';
import type { Database } from '../db';

type Feedback = z.output<typeof feedbackBodySchema>;

/**
 * Stores one answer of the feedback form (checklist 10-G2). The market is read from the sector, so
 * a sector the store does not know is refused by the foreign key rather than filed under no market.
 */
export async function storeFeedback(db: Kysely<Database>, feedback: Feedback, now: Date): Promise<FeedbackReceipt> {
  const { market } = await db.selectFrom('sectors').select('market_code as market').where('id', '=', feedback.sector).executeTakeFirstOrThrow();
  const id = randomUUID();
  await db
    .insertInto('feedback')
    .values({
      id,
      market,
      sector: feedback.sector,
      locale: feedback.locale,
      name: feedback.name ?? null,
      email: feedback.email,
      order_number: feedback.orderNumber ?? null,
      rating: feedback.rating,
      message: feedback.message,
      created_at: now,
    })
    .execute();
  return { id, receivedAt: now.toISOString() };
}
