// The error shapes of the API client (spec 1 §7): a failed answer, a time-out, a network failure
// and an answer that does not match its contract. No zod here: retry and the atoms use these too.
import type { ApiIssue } from './contract/error';

/**
 * A non-2xx answer, carrying "status, url, type, body text and parsed JSON with a message of the
 * status followed by the server message or body" (spec 1 §7): '500 Oven on fire'.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly url: string;
  readonly type: ResponseType;
  readonly body: string;
  readonly json: unknown;
  /** Seconds to wait before asking again, from Retry-After (a 429 or 503); undefined when not given. */
  readonly retryAfter: number | undefined;

  constructor(init: { status: number; url: string; type: ResponseType; body: string; json?: unknown; retryAfter?: number }) {
    super(`${init.status} ${serverMessage(init.json) ?? init.body}`);
    this.status = init.status;
    this.url = init.url;
    this.type = init.type;
    this.body = init.body;
    this.json = init.json;
    this.retryAfter = init.retryAfter;
  }

  /** Reads the body of a failed answer; `url` is used when the answer does not name its own. */
  static async fromResponse(response: Response, url: string): Promise<HttpError> {
    const body = await response.text().catch(() => '');
    return new HttpError({
      status: response.status,
      url: response.url || url,
      type: response.type,
      body,
      json: parseJson(body),
      retryAfter: retryAfterSeconds(response.headers.get('retry-after')),
    });
  }
}

/** Retry-After as whole seconds (the store API sends seconds; an HTTP date is read too); undefined otherwise. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The seconds to wait when the store API refused a call as too many (HTTP 429, issue 12), at least 1;
 * undefined for any other failure. The page shows 'Too many attempts. Please try again in N seconds.'
 */
export function rateLimitedFor(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 429) return undefined;
  const fromBody = (error.json as { retryAfter?: unknown } | undefined)?.retryAfter;
  const seconds = error.retryAfter ?? (typeof fromBody === 'number' ? fromBody : undefined) ?? 60;
  return Math.max(1, Math.ceil(seconds));
}

/** The server's own words: `message` of the API error body, else its `error` code. */
function serverMessage(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { message, error } = json as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/** The body as JSON, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** "Generic fetches time out after 10000 ms" (spec 1 §7, §9). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly url: string | undefined;

  constructor(url?: string) {
    super('Request timeout');
    this.url = url;
  }
}

/** The request never got an answer (offline, DNS, connection reset); worth retrying. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`Network error: ${url}`, { cause });
    this.url = url;
  }
}

/** The answer arrived but did not match the contract's schema for this path. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly method: string;
  readonly path: string;
  readonly issues: ApiIssue[];

  constructor(method: string, path: string, issues: ApiIssue[]) {
    const first = issues[0];
    const detail = first ? `${first.path || '(root)'}: ${first.message}` : 'invalid';
    super(`Answer of ${method} ${path} does not match the contract (${detail})`);
    this.method = method;
    this.path = path;
    this.issues = issues;
  }
}
