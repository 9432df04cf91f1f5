import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

/** The server's structured log: one JSON object per line on stdout, ready for a log pipeline. */

export type { Logger };

export interface LoggerOptions {
  level?: LevelWithSilent;
  /** Where lines go; stdout when omitted (tests pass a stream to read them back). */
  destination?: DestinationStream;
}

export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      base: { service: 'store-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
