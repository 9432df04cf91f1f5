// The typed client of the store API that every action uses (spec 1 §7): trace id and JSON headers,
// own-host headers, a 10 s time-out per attempt, optional retry, and the answer checked by its schema.
import type { ZodType } from 'zod';
import { currentFlagLevel } from './flag-level';
import { FLAG_LEVELS, isFeatureOn } from '../domain/flags/flags';
import { idTokenFor } from './id-token';
import { ContractError, HttpError, NetworkError, TimeoutError } from './http-error';
import { retry as withRetry, type RetryOptions } from './retry';
import { getTraceId } from '../log/trace-id';

/** "Generic fetches time out after 10000 ms" (spec 1 §7, §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface ApiClientOptions {
  /** Prefix of every path; '' is the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  getTraceId?: () => Promise<string> | string;
  /** Sent as x-feature-role to own hosts unless 'none'. */
  getFeatureRole?: () => string;
  /** Sent as x-environment-flag to own hosts (the settings' flag level). */
  getFlagLevel?: () => string;
  /**
   * A token makes the own-host call carry `authorization: Bearer …`. Given the call's URL, so the
   * token goes on some paths only (11-G30: order and payment calls, api/id-token.ts).
   */
  getIdToken?: (url: string) => Promise<string | null | undefined> | string | null | undefined;
  isOwnHost?: (url: string) => boolean;
}

export interface RequestOptions<T = unknown> {
  /** Serialised into the query string; undefined and null values are left out, arrays repeat the key. */
  query?: Query;
  /** The contract of the answer; a mismatch fails with ContractError. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Retry policy (GENERIC_RETRY, PRODUCT_RETRY); one attempt when omitted. */
  retry?: RetryOptions;
  headers?: Record<string, string>;
  timeoutMs?: number;
  cache?: RequestCache;
}

type BodyOptions<T> = RequestOptions<T> & { body?: unknown };

export interface ApiClient {
  request<T = unknown>(method: string, path: string, options?: BodyOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:)?\/\//i;

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = ABSOLUTE_URL.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

/** Own host: a relative URL, the page's origin, or the origin of an absolute baseUrl. */
function ownHostCheck(baseUrl: string): (url: string) => boolean {
  return (url) => {
    if (!ABSOLUTE_URL.test(url)) return true;
    try {
      const page = typeof location === 'undefined' ? undefined : location.href;
      const origin = new URL(url, page).origin;
      if (page !== undefined && origin === new URL(page).origin) return true;
      return ABSOLUTE_URL.test(baseUrl) && origin === new URL(baseUrl, page).origin;
    } catch {
      return false;
    }
  };
}

/** Successful answers are JSON, or text when they are not (spec 1 §7); empty is undefined. */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const isOwnHost = options.isOwnHost ?? ownHostCheck(baseUrl);
  const traceId = options.getTraceId ?? getTraceId;

  async function headersFor(url: string, hasBody: boolean, extra?: Record<string, string>) {
    const headers: Record<string, string> = { accept: 'application/json', 'x-trace-id': await traceId() };
    if (hasBody) headers['content-type'] = 'application/json';
    if (isOwnHost(url)) {
      // Feature role, flag level and the id token are for the product's own hosts only.
      const role = options.getFeatureRole?.() ?? 'none';
      if (role !== 'none') headers['x-feature-role'] = role;
      const level = options.getFlagLevel?.() ?? 'production';
      headers['x-environment-flag'] = level;
      // 14-G16, 14-G7: the synthetic level's traffic is test traffic; the server marks its orders as tests
      // (13-G26, SYNTHETIC_TRAFFIC_HEADER in domain/checkout/test-orders.ts, named literally to keep it out of first paint).
      if (isFeatureOn('markTrafficAsTest', FLAG_LEVELS.find((known) => known === level) ?? 'production')) headers['x-synthetic-traffic'] = '1';
      const token = await options.getIdToken?.(url);
      if (token) headers.authorization = `Bearer ${token}`;
    }
    return { ...headers, ...extra };
  }

  async function attempt<T>(method: string, path: string, url: string, opts: BodyOptions<T>): Promise<T> {
    const hasBody = opts.body !== undefined;
    const headers = await headersFor(url, hasBody, opts.headers);
    const controller = new AbortController();
    const caller = opts.signal;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort = () => {};
    // Settles only by failing: the time-out, or the caller giving up (even if fetch ignores its signal).
    const cancelled = new Promise<never>((_, reject) => {
      const stop = (reason: unknown) => {
        controller.abort(reason);
        reject(reason);
      };
      onAbort = () => stop(caller?.reason);
      if (caller?.aborted) return onAbort();
      caller?.addEventListener('abort', onAbort, { once: true });
      timer = setTimeout(() => stop(new TimeoutError(url)), opts.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    });

    const run = async (): Promise<T> => {
      let response: Response;
      try {
        response = await (options.fetch ?? globalThis.fetch)(url, {
          method,
          headers,
          body: hasBody ? JSON.stringify(opts.body) : undefined,
          signal: controller.signal,
          cache: opts.cache,
        });
      } catch (err) {
        throw controller.signal.aborted ? controller.signal.reason : new NetworkError(url, err);
      }
      if (!response.ok) throw await HttpError.fromResponse(response, url);
      const data = parseBody(await response.text());
      if (!opts.schema) return data as T;
      const parsed = opts.schema.safeParse(data);
      if (parsed.success) return parsed.data;
      const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
      throw new ContractError(method, path, issues);
    };

    try {
      return await Promise.race([run(), cancelled]);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    }
  }

  function request<T = unknown>(method: string, path: string, opts: BodyOptions<T> = {}): Promise<T> {
    const url = buildUrl(baseUrl, path, opts.query);
    if (!opts.retry) return attempt(method, path, url, opts);
    // A caller's abort ends the retries too.
    return withRetry(() => attempt(method, path, url, opts), { signal: opts.signal, ...opts.retry });
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
  };
}

/** The app's client: same origin, flag level from the settings slice (handed over in flag-level.ts). */
export const api: ApiClient = createApiClient({
  getFlagLevel: currentFlagLevel,
  getIdToken: idTokenFor,
});
