import { z } from 'zod';
import { MARKETS } from '../../domain/markets/ids';
import { EXPERIMENT_GOALS } from '../../domain/experiments/record';

/**
 * GET /v1/experiments?market= — the local experiment datafile (14-G12, pick: this path): the market's live
 * experiment records (S3 §3: name, title, goal, schedule, expiry, variants with title and value). The page
 * refreshes it every EXPERIMENT_REFRESH_MS and assigns with the domain's resolveAssignment.
 */
export const experimentsQuerySchema = z.object({ market: z.enum(MARKETS) }).strict();

const isoDate = z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO 8601 date');

export const experimentRecordSchema = z.object({
  name: z.string().min(1).max(80),
  title: z.string().min(1).max(120),
  markets: z.array(z.enum(MARKETS)).max(MARKETS.length),
  goal: z.enum(EXPERIMENT_GOALS),
  schedule: z.object({ id: z.string().min(1).max(80).regex(/^[^|]+$/, 'no | (the stored pick is <scheduleId>|<value>)'), startDate: isoDate, endDate: isoDate }),
  expiry: isoDate,
  variants: z.array(z.object({ title: z.string().min(1).max(80), value: z.string().min(1).max(80), weight: z.number().nonnegative() })).min(1).max(10),
});

export const experimentDatafileSchema = z.object({
  market: z.enum(MARKETS),
  experiments: z.array(experimentRecordSchema).max(50),
});

export type ExperimentDatafile = z.infer<typeof experimentDatafileSchema>;
