// Push messaging stand-in (14-G30): off by default; when the market or hut config enables it (key and
// base URL, src/domain/analytics/push.ts), a no-op adapter that logs its initialisation. Loaded with
// import() from AnalyticsHost, so nothing of it is in the first paint. "Push initialisation errors are
// only logged" (S3 §8.4).
import type { PushConfig } from '../domain/analytics/push';
import { log } from '../log/logger';

export interface PushAdapter {
  readonly enabled: true;
  baseUrl: string;
}

export function startPush(config: PushConfig | null, logger: Pick<typeof log, 'info' | 'warn'> = log): PushAdapter | null {
  if (!config) return null;
  try {
    // The key is config, not a secret, but it is not logged all the same: only its length.
    logger.info('Push messaging initialised (stand-in, no messages)', { baseUrl: config.baseUrl, keyLength: config.key.length });
    return { enabled: true, baseUrl: config.baseUrl };
  } catch (err) {
    logger.warn('Push messaging could not initialise', { error: String(err) });
    return null;
  }
}
