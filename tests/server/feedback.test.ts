import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/http/rate-limits';
import { feedbackReceiptSchema } from '../../src/api/contract/feedback';
import { createSeededApp } from './seeded-app';
import type { TestDatabase } from './test-db';

// Checklist 10-G2: the feedback form's answers are validated by the shared contract, stored on the
// product's own server (table feedback, migration 0010), and the anonymous write is rate limited.
let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof createSeededApp>>['app'];

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  ({ testDb, app } = await createSeededApp());
});

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await testDb.cleanup();
});

let nextAddress = 1;
/** Each test is its own client (TEST-NET-3), so rate-limit counts are not shared. */
const newClient = () => `203.0.113.${nextAddress++}`;

const valid = {
  sector: 'fr-1',
  locale: 'fr-FR',
  name: '  Camille  ',
  email: 'camille@example.fr',
  orderNumber: '',
  rating: 4,
  message: 'Pizza chaude, livreur aimable. La pâte pourrait être plus croustillante.',
};

const post = (body: unknown, client = newClient()) =>
  app.request('/v1/feedback', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify(body) });

const issuePaths = async (res: Response) => ((await res.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path);

describe('POST /v1/feedback', () => {
  it('stores an answer with its market and answers 201 with a receipt', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const receipt = feedbackReceiptSchema.parse(await res.json());
    const row = await testDb.handle.db.selectFrom('feedback').selectAll().where('id', '=', receipt.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      market: 'FR',
      sector: 'fr-1',
      locale: 'fr-FR',
      name: 'Camille',
      email: 'camille@example.fr',
      order_number: null,
      rating: 4,
      message: valid.message,
    });
  });

  it('refuses a missing or invalid email, a rating outside 1–5, an empty or too long message', async () => {
    const { email: _email, ...noEmail } = valid;
    for (const [body, path] of [
      [noEmail, 'email'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, rating: 0 }, 'rating'],
      [{ ...valid, rating: 6 }, 'rating'],
      [{ ...valid, rating: 3.5 }, 'rating'],
      [{ ...valid, message: '   ' }, 'message'],
      [{ ...valid, message: 'x'.repeat(2001) }, 'message'],
      [{ ...valid, name: 'a\u0000b' }, 'name'],
      [{ ...valid, sector: 'zz-9' }, 'sector'],
    ] as const) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await issuePaths(res)).toContain(path);
    }
    expect((await post({ ...valid, extra: 'field' })).status).toBe(400);
    const stored = await testDb.handle.db.selectFrom('feedback').select('id').execute();
    expect(stored).toHaveLength(1);
  });

  it('accepts a message of exactly 2000 characters', async () => {
    expect((await post({ ...valid, message: 'y'.repeat(2000) })).status).toBe(201);
  });

  it('refuses the client after its allowance in the window, with Retry-After', async () => {
    const client = newClient();
    for (let i = 0; i < RATE_LIMITS.feedbackPerClient.points; i += 1) {
      expect((await post(valid, client)).status).toBe(201);
    }
    const refused = await post(valid, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await post(valid)).status).toBe(201);
  });
});
