import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from '../../server/http/errors';
import { MAX_JSON_DEPTH, nestingDepth, parseQuery } from '../../server/http/validate';
import { createLogger } from '../../server/logger';
import type { AppEnv } from '../../server/http/app-env';

const nearbyQuery = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  limit: z.coerce.number().int().min(1).default(5),
  sectors: z.union([z.string(), z.array(z.string())]).optional(),
});

function appEchoingQuery() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('logger', createLogger({ level: 'silent' }));
    await next();
  });
  app.get('/q', (c) => c.json(parseQuery(c, nearbyQuery)));
  app.onError(handleError);
  return app;
}

describe('parseQuery', () => {
  it('coerces through the schema and applies defaults', async () => {
    const res = await appEchoingQuery().request('/q?lat=51.5&lon=-0.12');
    expect(await res.json()).toEqual({ lat: 51.5, lon: -0.12, limit: 5 });
  });

  it('gives a repeated name as an array', async () => {
    const res = await appEchoingQuery().request('/q?lat=1&lon=2&sectors=uk-1&sectors=uk-2');
    expect((await res.json()).sectors).toEqual(['uk-1', 'uk-2']);
  });

  it('names each failing field in a 400', async () => {
    const res = await appEchoingQuery().request('/q?lat=north&limit=0');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('invalid_request');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['lat', 'limit', 'lon']);
  });

  it('treats __proto__ as an ordinary (unknown, stripped) name', async () => {
    const res = await appEchoingQuery().request('/q?lat=1&lon=2&__proto__=x&constructor=y');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ lat: 1, lon: 2, limit: 5 });
  });
});

describe('nestingDepth (issue 12: an over-deep body is refused before any recursive walk)', () => {
  it('counts levels of objects and arrays without recursion, stopping past the cap', () => {
    expect(nestingDepth('text')).toBe(0);
    expect(nestingDepth({ a: [1, { b: [] }] })).toBe(4);
    let deep: unknown = 1;
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(nestingDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
  });
});
