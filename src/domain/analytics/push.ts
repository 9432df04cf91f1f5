/**
 * Push messaging (14-G30 row "push-messaging SDK": "only when enabled by config, with key and base URL").
 * Off by default: no market configures it. A market (or a hut, by id) that sets both a key and an https
 * base URL enables the stand-in, a no-op adapter that only logs its initialisation (src/analytics/push.ts).
 * Pick: the config lives here, not in the market records, so enabling it later is one line per market.
 */
import type { Market } from '../markets/ids';

export interface PushConfig {
  key: string;
  baseUrl: string;
}

export const MARKET_PUSH: Readonly<Record<Market, PushConfig | null>> = { UK: null, FR: null, IN: null, CA: null };
/** A hut may enable it alone (e.g. a pilot store); keys are hut ids. */
export const HUT_PUSH: Readonly<Record<string, PushConfig>> = {};

/** The config in force, or null (off): the hut's first, then the market's; both fields must be usable. */
export function pushConfig(market: Market | null, hutId: string | null | undefined, hutOverrides = HUT_PUSH, marketConfigs = MARKET_PUSH): PushConfig | null {
  const config = (hutId && Object.hasOwn(hutOverrides, hutId) ? hutOverrides[hutId] : undefined) ?? (market ? marketConfigs[market] : null);
  if (!config || config.key.trim() === '') return null;
  try {
    return new URL(config.baseUrl).protocol === 'https:' ? config : null;
  } catch {
    return null;
  }
}
