import { z } from 'zod';

/**
 * Settings of the order flow and its sandboxes, read once from the environment like server/config.ts
 * (an empty variable counts as unset; a bad value stops start-up with the variable's name):
 * - ORDER_CLOCK_SPEED: how much faster than real time the sandbox kitchen runs (e2e uses 100);
 * - PAYMENT_SANDBOX_SECRET: the key redirect providers sign their callbacks with;
 * - DEV_ENDPOINTS=1: mounts the development-only calls (/dev/catalogue/price).
 */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** The sandbox's own key when none is set: a sandbox signs nothing of value. */
export const DEFAULT_SANDBOX_SECRET = 'payment-sandbox-secret';

const orderEnvSchema = z.object({
  ORDER_CLOCK_SPEED: z.preprocess(unsetIfEmpty, z.coerce.number().positive().max(100_000).default(1)),
  PAYMENT_SANDBOX_SECRET: z.preprocess(unsetIfEmpty, z.string().min(8).default(DEFAULT_SANDBOX_SECRET)),
  DEV_ENDPOINTS: z.preprocess(unsetIfEmpty, z.enum(['0', '1']).default('0')),
});

export interface OrderSettings {
  clockSpeed: number;
  sandboxSecret: string;
  devEndpoints: boolean;
  /** Wall clock (epoch ms) of the sandbox kitchen; tests move it instead of waiting. */
  kitchenClock: () => number;
}

export function orderSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): OrderSettings {
  const parsed = orderEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Bad order settings: ${problems.join('; ')}`);
  }
  return {
    clockSpeed: parsed.data.ORDER_CLOCK_SPEED,
    sandboxSecret: parsed.data.PAYMENT_SANDBOX_SECRET,
    devEndpoints: parsed.data.DEV_ENDPOINTS === '1',
    kitchenClock: Date.now,
  };
}
