// The bot check (11-G36): a token per action, sent as `recaptcha-token`. The stand-in is ALTCHA's proof
// of work (11-G42): the page fetches a challenge, solves it here and sends the solved payload. "If it
// fails, the failure is logged and the call proceeds without the token" — the server then applies its
// tighter limits (C30). The solver loads only when an action asks for a token: no first-paint cost.
import { BOT_CHECK_HEADER, BOT_CHECK_PATH } from './contract/accounts';
import { api, type ApiClient } from './client';
import { log } from '../log/logger';

/** "The script loader timeout for the bot check is 2000 ms" (S3 §7.1, §9): fetching and solving both count. */
export const BOT_CHECK_TIMEOUT_MS = 2000;

/** ALTCHA v1 challenge: a SHA hash of salt + number to find, signed by the server. */
interface ChallengeV1 {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** ALTCHA v2 challenge: key-derivation parameters (SHA family solved here), signed by the server. */
interface ChallengeV2 {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string };
  signature?: string;
}

function isV1(value: unknown): value is ChallengeV1 {
  const v = value as Partial<ChallengeV1> | null;
  return typeof v?.challenge === 'string' && typeof v.salt === 'string' && typeof v.algorithm === 'string';
}

function isV2(value: unknown): value is ChallengeV2 {
  const v = value as Partial<ChallengeV2> | null;
  return typeof v?.parameters === 'object' && v.parameters !== null && typeof v.parameters.nonce === 'string';
}

/** Solves either challenge shape; the payload is base64 JSON, as ALTCHA's own widget sends it. */
async function solve(challenge: unknown, signal: AbortSignal): Promise<string> {
  if (isV1(challenge)) {
    const { solveChallenge } = await import('altcha-lib/v1');
    const { promise, controller } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
    signal.addEventListener('abort', () => controller.abort(), { once: true });
    const solution = await promise;
    if (!solution) throw new Error('Bot check not solved');
    const { algorithm, salt, signature } = challenge;
    return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
  }
  if (isV2(challenge)) {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort(), { once: true });
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey, controller, timeout: BOT_CHECK_TIMEOUT_MS });
    if (!solution) throw new Error('Bot check not solved');
    return btoa(JSON.stringify({ challenge, solution }));
  }
  throw new Error('Bot check challenge not understood');
}

export interface BotCheckOptions {
  client?: ApiClient;
  timeoutMs?: number;
  /** The action the token is for (logged only): 'sign-in', 'sign-up', 'otp-generate'… */
  action?: string;
}

/**
 * The `recaptcha-token` header for one action, or no header when the check fails or takes longer
 * than 2000 ms (logged as a warning; the call goes on without it, 11-G36).
 */
export async function botCheckHeaders({ client = api, timeoutMs = BOT_CHECK_TIMEOUT_MS, action }: BotCheckOptions = {}): Promise<Record<string, string>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('Bot check timed out')), timeoutMs);
  try {
    const work = (async () => {
      const challenge = await client.get<unknown>(BOT_CHECK_PATH, { signal: controller.signal, cache: 'no-store', timeoutMs });
      return solve(challenge, controller.signal);
    })();
    work.catch(() => undefined); // the time-out may win the race below; its loser is not unhandled
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
    });
    const token = await Promise.race([work, aborted]);
    return { [BOT_CHECK_HEADER]: token };
  } catch (error) {
    log.warn('Bot check failed: the call goes on without its token', { action, error: String(error) });
    return {};
  } finally {
    clearTimeout(timer);
  }
}
