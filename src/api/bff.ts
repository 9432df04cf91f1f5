// The backend-for-frontend (11-G34): "Queries use GET. Retry is 3 attempts with an initial 300 ms delay
// and jitter. All carry an Authorization bearer token" (S3 §7.1). Mutations go by POST. A missing
// account is an error whose message contains 'Not Found' (S3 §4.1): BffError.notFound.
import { z } from 'zod';
import { BFF_OPERATIONS, BFF_PATH, accountSchema, type Account, type AccountInput, type Tenant } from './contract/accounts';
import { api, type ApiClient } from './client';
import { HttpError } from './http-error';
import { isRetryable, retry, retryDelay } from './retry';

/** "3 attempts, initial delay 300 ms, with jitter" (S3 §7.1, §9; C33: 3 calls in all). */
export const BFF_RETRY = { attempts: 3, factor: 2, minTimeout: 300 } as const;
/** Up to this share of the delay is added at random, so clients that failed together do not retry together. */
export const BFF_JITTER = 0.5;

export interface GraphQLErrorItem {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

/** A GraphQL error answer (or a 401 from the BFF). `notFound` is the 'Not Found' of a missing account. */
export class BffError extends Error {
  override readonly name = 'BffError';
  readonly errors: readonly GraphQLErrorItem[];
  readonly status: number;
  constructor(errors: readonly GraphQLErrorItem[], status = 200) {
    super(errors.map((e) => e.message).join('; ') || `BFF ${status}`);
    this.errors = errors;
    this.status = status;
  }
  get notFound(): boolean {
    return this.errors.some((e) => e.message.includes('Not Found') || e.extensions?.code === 'NOT_FOUND');
  }
  /** The token was refused: the session is over (11-G27). */
  get unauthorised(): boolean {
    return this.status === 401 || this.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || /not ?authori[sz]ed|NotAuthorizedException/i.test(e.message));
  }
}

const envelopeSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(z.object({ message: z.string(), extensions: z.looseObject({ code: z.string().optional() }).optional() })).optional(),
});

export interface BffOptions {
  client?: ApiClient;
  /** Waits (tests pass a fake); real timers otherwise. */
  random?: () => number;
}

type Operation = keyof typeof BFF_OPERATIONS;
const MUTATIONS: ReadonlySet<Operation> = new Set(['createAccount', 'updateAccount', 'deleteAccount']);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One operation with its retries: a query by GET (`query`, `variables` in the query string), a mutation by POST. */
export async function bffRequest(operation: Operation, variables: Record<string, unknown>, accessToken: string, { client = api, random = Math.random }: BffOptions = {}): Promise<Record<string, unknown>> {
  const query = BFF_OPERATIONS[operation];
  const headers = { authorization: `Bearer ${accessToken}` };
  const once = async (): Promise<Record<string, unknown>> => {
    let body: unknown;
    try {
      body = MUTATIONS.has(operation)
        ? await client.post(BFF_PATH, { query, variables, operationName: operation }, { headers, cache: 'no-store' })
        : await client.get(BFF_PATH, { query: { query, variables: JSON.stringify(variables), operationName: operation }, headers, cache: 'no-store' });
    } catch (error) {
      // GraphQL servers answer errors with 4xx too: the body still says what went wrong.
      if (error instanceof HttpError && error.status < 500) {
        const parsed = envelopeSchema.safeParse(error.json);
        throw new BffError(parsed.success ? (parsed.data.errors ?? []) : [{ message: error.message }], error.status);
      }
      throw error;
    }
    const parsed = envelopeSchema.safeParse(body);
    if (!parsed.success) throw new BffError([{ message: 'Unexpected answer from the BFF' }]);
    if (parsed.data.errors?.length) throw new BffError(parsed.data.errors);
    return parsed.data.data ?? {};
  };
  // Mutations are retried too only when no answer came (a network failure, a time-out, a 5xx):
  // a GraphQL error is an answer and is not asked again.
  return retry(async (attempt) => {
    if (attempt > 1) await sleep(random() * BFF_JITTER * retryDelay(attempt - 1, BFF_RETRY));
    return once();
  }, { ...BFF_RETRY, shouldRetry: (error) => !(error instanceof BffError) && isRetryable(error) });
}

export interface BffClient {
  account(tenant: Tenant, accessToken: string): Promise<Account>;
  createAccount(tenant: Tenant, account: AccountInput, accessToken: string): Promise<Account>;
  updateAccount(tenant: Tenant, account: AccountInput, accessToken: string): Promise<Account>;
  deleteAccount(tenant: Tenant, accessToken: string): Promise<boolean>;
}

export function createBffClient(options: BffOptions = {}): BffClient {
  const account = async (op: Operation, variables: Record<string, unknown>, token: string) => {
    const data = await bffRequest(op, variables, token, options);
    return accountSchema.parse(data[op]);
  };
  return {
    account: (tenant, token) => account('account', { tenant }, token),
    createAccount: (tenant, input, token) => account('createAccount', { tenant, account: input }, token),
    updateAccount: (tenant, input, token) => account('updateAccount', { tenant, account: input }, token),
    deleteAccount: async (tenant, token) => (await bffRequest('deleteAccount', { tenant }, token, options)).deleteAccount === true,
  };
}

export const bff: BffClient = createBffClient();
