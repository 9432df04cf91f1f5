import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { ApiIssue } from '../../src/api/contract/error';
import { toApiIssues } from '../../src/api/contract/error';
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from '../../src/api/contract/text';
import type { AppEnv } from './app-env';
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
  // Deeper than any request of the contract: refused before a schema, a log line or JSON.stringify
  // walks it recursively (issue 12: a 1 MB body nests 250 000 levels).
  if (nestingDepth(json) > MAX_JSON_DEPTH) {
    throw new ApiError(400, {
      error: 'invalid_json',
      message: `Request body nests deeper than ${MAX_JSON_DEPTH} levels`,
      issues: [{ path: '', message: `at most ${MAX_JSON_DEPTH} levels of objects and arrays` }],
    });
  }
  return check(schema, json);
}

/** The deepest request of the contract (an order: payload → deals → group → list → item → half → toppings) is 7. */
export const MAX_JSON_DEPTH = 16;

/** Levels of objects and arrays in a parsed JSON value, counted without recursion (stops past the cap). */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(current)) stack.push([child, level]);
  }
  return deepest;
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

/** A percent-decoded path segment; one that does not decode (a broken escape) is kept as sent. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Refuses a request whose path or query carries text PostgreSQL cannot store (a NUL, a lone surrogate)
 * with a 400 naming where it is, before any route reads it (issue 12). The contract's schemas refuse
 * such text too; this also covers values routes read without one (path parameters such as a sandbox
 * page's transaction id, a provider page's `order_id`), so none can reach a query and answer 500.
 */
export const refuseUnsafeUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const issues: ApiIssue[] = [];
  if (url.pathname.split('/').some((segment) => hasUnsafeCharacters(decodedSegment(segment)))) {
    issues.push({ path: 'path', message: UNSAFE_TEXT_MESSAGE });
  }
  for (const [name, value] of url.searchParams) {
    if (hasUnsafeCharacters(name) || hasUnsafeCharacters(value)) issues.push({ path: hasUnsafeCharacters(name) ? 'query' : name, message: UNSAFE_TEXT_MESSAGE });
  }
  if (issues.length > 0) throw new ApiError(400, { error: 'invalid_request', issues });
  await next();
};

/**
 * Form fields (the payment sandbox's pages post urlencoded forms, read without a schema): a field
 * carrying text PostgreSQL cannot store is a 400 naming it, before any of them reaches a query.
 */
export function refuseUnsafeFields(fields: Readonly<Record<string, string>>): void {
  const issues = Object.entries(fields)
    .filter(([name, value]) => hasUnsafeCharacters(name) || hasUnsafeCharacters(value))
    .map(([name]) => ({ path: hasUnsafeCharacters(name) ? 'form' : name, message: UNSAFE_TEXT_MESSAGE }));
  if (issues.length > 0) throw new ApiError(400, { error: 'invalid_request', issues });
}
