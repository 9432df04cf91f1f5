import type { Context } from 'hono';
import type { z } from 'zod';
import { toApiIssues } from '../../src/api/contract/error';
import { ApiError } from './api-error';

/**
 * Input parsing for every handler: the body or query is checked against its zod contract, and bad
 * input becomes a 400 with the API's error body naming each field — never a 500, never a handler
 * running on unchecked data.
 */

/**
 * Parses the request body as JSON whatever its Content-Type: navigator.sendBeacon (used for logs on
 * page unload) can only send text/plain, and the schema check below is what actually guards input.
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, {
      error: 'invalid_json',
      message: 'Request body is not valid JSON',
      issues: [{ path: '', message: error instanceof Error ? error.message : 'Unparseable body' }],
    });
  }
  return check(schema, json);
}

/**
 * Parses the query string: a name given once is a string, a repeated name an array of strings
 * (schemas coerce numbers themselves). Built on a null-prototype object so `__proto__` is just a name.
 */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URL(c.req.url).searchParams) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return check(schema, query);
}

function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, { error: 'invalid_request', issues: toApiIssues(result.error) });
  return result.data;
}
