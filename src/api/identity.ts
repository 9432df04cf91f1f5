// The identity provider's operations (11-G35) as the page calls them: the store API plays the provider
// (11-G42), at IDENTITY_PATHS of the accounts contract. Error answers `{ name, message }` become an
// IdentityError the screens map to the spec's texts (11-G21, §8.1); any other failure is passed on.
import {
  IDENTITY_PATHS,
  challengeSchema,
  identityErrorSchema,
  identityUserSchema,
  initiateAuthAnswerSchema,
  signUpAnswerSchema,
  tokensSchema,
  type Challenge,
  type IdentityErrorName,
  type IdentityUser,
  type InitiateAuthBody,
  type SignUpBody,
  type Tenant,
  type Tokens,
} from './contract/accounts';
import { api, type ApiClient } from './client';
import { botCheckHeaders } from './bot-check';
import { HttpError } from './http-error';

/** An error the identity provider named (UsernameExistsException, NotAuthorizedException…). */
export class IdentityError extends Error {
  override readonly name: IdentityErrorName;
  /** HTTP status of the answer (401 for NotAuthorizedException, 429 for TooManyRequestsException). */
  readonly status: number;
  /** Seconds to wait, for TooManyRequestsException. */
  readonly retryAfter: number | undefined;

  constructor(name: IdentityErrorName, message: string, status = 400, retryAfter?: number) {
    super(message);
    this.name = name;
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

export function isIdentityError(error: unknown, ...names: IdentityErrorName[]): error is IdentityError {
  return error instanceof IdentityError && (names.length === 0 || names.includes(error.name));
}

/** An HttpError whose body is an identity error becomes an IdentityError; anything else is left as it is. */
export function toIdentityError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const parsed = identityErrorSchema.safeParse(error.json);
  return parsed.success ? new IdentityError(parsed.data.name, parsed.data.message, error.status, error.retryAfter) : error;
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toIdentityError(error);
  }
}

export function isChallenge(answer: Tokens | Challenge): answer is Challenge {
  return 'challenge' in answer;
}

export interface IdentityClient {
  signUp(body: SignUpBody): Promise<{ userSub: string; confirmed: boolean }>;
  initiateAuth(body: InitiateAuthBody): Promise<Tokens | Challenge>;
  respondToChallenge(session: string, answer: string): Promise<Tokens>;
  resendCode(session: string): Promise<Challenge>;
  refresh(refreshToken: string): Promise<Tokens>;
  signOut(refreshToken: string, global?: boolean): Promise<void>;
  forgotPassword(body: { username: string; tenant: Tenant; lang?: 'en' | 'fr' }): Promise<void>;
  confirmForgotPassword(body: { username: string; tenant: Tenant; code: string; password: string }): Promise<void>;
  user(accessToken: string): Promise<IdentityUser>;
  federatedExchange(handoff: string): Promise<Tokens>;
}

/**
 * The identity calls. Sign-up, sign-in and code sending carry the bot-check token (11-G36); none is
 * retried here: a TooManyRequestsException is for the caller (checkout sign-up retries it, 11-G23).
 */
export function createIdentityClient(client: ApiClient = api, bot = botCheckHeaders): IdentityClient {
  const noStore = { cache: 'no-store' as const };
  return {
    signUp: (body) =>
      call(async () => client.post(IDENTITY_PATHS.signUp, body, { ...noStore, schema: signUpAnswerSchema, headers: await bot({ client, action: 'sign-up' }) })),
    initiateAuth: (body) =>
      call(async () =>
        client.post(IDENTITY_PATHS.initiateAuth, body, { ...noStore, schema: initiateAuthAnswerSchema, headers: await bot({ client, action: 'sign-in' }) }),
      ),
    respondToChallenge: (session, answer) =>
      call(() => client.post(IDENTITY_PATHS.respondToChallenge, { session, answer }, { ...noStore, schema: tokensSchema })),
    resendCode: (session) =>
      call(async () =>
        client.post(IDENTITY_PATHS.resendCode, { session }, { ...noStore, schema: challengeSchema, headers: await bot({ client, action: 'resend-code' }) }),
      ),
    refresh: (refreshToken) => call(() => client.post(IDENTITY_PATHS.refresh, { refreshToken }, { ...noStore, schema: tokensSchema })),
    signOut: (refreshToken, global = false) => call(async () => void (await client.post(IDENTITY_PATHS.signOut, { refreshToken, global }, noStore))),
    forgotPassword: (body) =>
      call(async () => void (await client.post(IDENTITY_PATHS.forgotPassword, body, { ...noStore, headers: await bot({ client, action: 'forgot-password' }) }))),
    confirmForgotPassword: (body) => call(async () => void (await client.post(IDENTITY_PATHS.confirmForgotPassword, body, noStore))),
    user: (accessToken) =>
      call(() => client.get(IDENTITY_PATHS.user, { ...noStore, schema: identityUserSchema, headers: { authorization: `Bearer ${accessToken}` } })),
    federatedExchange: (handoff) => call(() => client.post(IDENTITY_PATHS.federatedExchange, { handoff }, { ...noStore, schema: tokensSchema })),
  };
}

export const identity: IdentityClient = createIdentityClient();

/** Where the social button navigates (a full page load: the provider's consent page, 11-G11). */
export function federatedStartUrl(provider: 'google' | 'facebook' | 'apple', returnTo: string, market: string): string {
  const query = new URLSearchParams({ returnTo, market });
  return `${IDENTITY_PATHS.federatedStart}/${provider}?${query.toString()}`;
}
