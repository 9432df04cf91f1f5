/**
 * The exposure event (14-G12) and the experiment dimensions (14-G15: "experiment dimensions 30 and 34 to
 * 37", S3 §7.4). Pick: dimension 30 carries every live 'name:value' of the market, joined by '|', in the
 * market's table order; 34–37 carry the value of the market's first four experiments in that order,
 * 'NA' when the visitor has none (not live, or not yet drawn).
 */
import type { AnalyticsEvent } from '../analytics/events';
import type { ExperimentRecord } from './record';

export function exposureEvent(record: ExperimentRecord, value: string): Extract<AnalyticsEvent, { type: 'experimentExposure' }> {
  return { type: 'experimentExposure', experiment: record.name, variant: value, scheduleId: record.schedule.id };
}

export interface ExperimentDimensions {
  dimension30: string;
  dimension34: string;
  dimension35: string;
  dimension36: string;
  dimension37: string;
}

/**
 * `marketExperiments` in table order; `live` maps an experiment name to the visitor's live value (only
 * experiments that are live and drawn).
 */
export function experimentDimensions(marketExperiments: readonly { name: string }[], live: Readonly<Record<string, string>>): ExperimentDimensions {
  const valueOf = (name: string | undefined) => (name !== undefined && Object.hasOwn(live, name) ? live[name] : undefined);
  const joined = marketExperiments.flatMap(({ name }) => {
    const value = valueOf(name);
    return value === undefined ? [] : [`${name}:${value}`];
  });
  const slot = (index: number) => valueOf(marketExperiments[index]?.name) ?? 'NA';
  return {
    dimension30: joined.length > 0 ? joined.join('|') : 'NA',
    dimension34: slot(0),
    dimension35: slot(1),
    dimension36: slot(2),
    dimension37: slot(3),
  };
}
