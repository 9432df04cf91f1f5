import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db';
import { serverSecret } from '../secrets';

/**
 * Settings of the order flow and its sandboxes, read once from the environment like server/config.ts
 * (an empty variable counts as unset; a bad value stops start-up with the variable's name):
 * - ORDER_CLOCK_SPEED: how much faster than real time the sandbox kitchen runs (e2e uses 100);
 * - PAYMENT_SANDBOX_SECRET: the key the sandbox providers sign with (redirect callbacks, the
 *   amount-bound page tokens). Unset, the server uses its own key, generated on first start and kept
 *   in the database so every process on it shares it (issue 12: never a constant in the source).
 *   Required when NODE_ENV=production;
 * - DEV_ENDPOINTS=1: mounts the development-only calls (/dev/catalogue/price, the dev-release
 *   seam); refused when NODE_ENV=production.
 */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const orderEnvSchema = z.object({
  ORDER_CLOCK_SPEED: z.preprocess(unsetIfEmpty, z.coerce.number().positive().max(100_000).default(1)),
  PAYMENT_SANDBOX_SECRET: z.preprocess(unsetIfEmpty, z.string().min(16).optional()),
  DEV_ENDPOINTS: z.preprocess(unsetIfEmpty, z.enum(['0', '1']).default('0')),
  NODE_ENV: z.preprocess(unsetIfEmpty, z.string().optional()),
});

export interface OrderSettings {
  clockSpeed: number;
  sandboxSecret: string;
  devEndpoints: boolean;
  /** Wall clock (epoch ms) of the sandbox kitchen; tests move it instead of waiting. */
  kitchenClock: () => number;
}

interface OrderEnvironment {
  clockSpeed: number;
  /** The key given by PAYMENT_SANDBOX_SECRET, if any. */
  configuredSecret: string | undefined;
  devEndpoints: boolean;
}

/** The environment checked, production rules included; throws a message naming the variable. */
export function orderEnvironment(env: NodeJS.ProcessEnv = process.env): OrderEnvironment {
  const parsed = orderEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Bad order settings: ${problems.join('; ')}`);
  }
  const { ORDER_CLOCK_SPEED, PAYMENT_SANDBOX_SECRET, DEV_ENDPOINTS, NODE_ENV } = parsed.data;
  if (NODE_ENV === 'production') {
    const problems: string[] = [];
    if (!PAYMENT_SANDBOX_SECRET) problems.push('PAYMENT_SANDBOX_SECRET must be set in production (a random key of at least 16 characters, the same for every process)');
    if (DEV_ENDPOINTS === '1') problems.push('DEV_ENDPOINTS=1 is refused in production: the development calls must never be mounted there');
    if (problems.length > 0) throw new Error(`Bad order settings: ${problems.join('; ')}`);
  }
  return { clockSpeed: ORDER_CLOCK_SPEED, configuredSecret: PAYMENT_SANDBOX_SECRET, devEndpoints: DEV_ENDPOINTS === '1' };
}

/**
 * The server's settings at start-up (server/main.ts): the configured key, else the database's own
 * 'payment-sandbox' key, made on the first start and read back by every later start and process.
 */
export async function loadOrderSettings(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): Promise<OrderSettings> {
  const { configuredSecret, ...rest } = orderEnvironment(env);
  return { ...rest, sandboxSecret: await serverSecret(db, 'payment-sandbox', configuredSecret), kitchenClock: Date.now };
}

/**
 * Settings without the database, for an app built in a test or a tool: the configured key, else a
 * random key of this process only (nothing another process signed verifies here). The server
 * itself always starts with loadOrderSettings.
 */
export function orderSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): OrderSettings {
  const { configuredSecret, ...rest } = orderEnvironment(env);
  return { ...rest, sandboxSecret: configuredSecret ?? randomBytes(32).toString('base64url'), kitchenClock: Date.now };
}
