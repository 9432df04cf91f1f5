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

  constructor(init: { status: number; url: string; type: ResponseType; body: string; json?: unknown }) {
    super(`${init.status} ${serverMessage(init.json) ?? init.body}`);
    this.status = init.status;
    this.url = init.url;
    this.type = init.type;
    this.body = init.body;
    this.json = init.json;
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
    });
  }
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
