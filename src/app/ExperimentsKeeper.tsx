import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { experimentDatafileSchema } from '../api/contract/experiments';
import { experimentDatafileAtom } from '../atoms/experiment-definitions';
import { trackExperiment } from '../atoms/experiment-track';
import { experimentsAtom } from '../atoms/experiments';
import { currentHutAtom } from '../atoms/huts';
import { hydrationStatusAtom } from '../atoms/persisted';
import { installSignInExperiment } from '../atoms/sign-in-experiment';
import type { AppStore } from '../atoms/store';
import { exposureEvent } from '../domain/experiments/analytics';
import { experimentsForMarket } from '../domain/experiments/catalogue';
import { EXPERIMENT_REFRESH_MS, type ExperimentRecord } from '../domain/experiments/record';
import { applyDatafile } from '../domain/experiments/stored';
import type { Market } from '../domain/markets/ids';
import { marketOfLanguageTag, marketOfSectorId } from '../domain/markets/facts';
import { log } from '../log/logger';

/**
 * Loads the experiment datafile for `market` and applies it to the kept picks (14-G12, C45 through
 * resolveAssignment): one random draw per visitor and run, an exposure event per draw, ended experiments
 * dropped. A failed load is only logged (14-G19: a start-up service never stops the shop); the last
 * datafile stays in force.
 */
export async function loadExperiments(store: AppStore, market: Market, random: () => number = Math.random, now: () => Date = () => new Date()): Promise<void> {
  let datafile;
  try {
    datafile = await api.get('/v1/experiments', { query: { market }, schema: experimentDatafileSchema });
  } catch (error) {
    log.warn('Experiment datafile failed', error);
    return;
  }
  const records: readonly ExperimentRecord[] = datafile.experiments;
  const marketNames = experimentsForMarket(market).map(({ name }) => name);
  const { next, drawn } = applyDatafile(store.get(experimentsAtom), records, marketNames, now(), random);
  store.set(experimentsAtom, next);
  store.set(experimentDatafileAtom, { market, experiments: records });
  for (const { record, value } of drawn) trackExperiment(exposureEvent(record, value));
}

/**
 * Mounted after first paint (AfterFirstPaint): the market is the current hut's, else the language's; the
 * datafile loads once saved state is in (so kept picks are never redrawn) and every 6 minutes (C20).
 */
export default function ExperimentsKeeper() {
  const store = useStore();
  const { i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const hydration = useAtomValue(hydrationStatusAtom);
  const market = (hut && marketOfSectorId(hut.sector)) ?? marketOfLanguageTag(i18n.language);

  // The header's Sign in target follows 'passwordless-login' from now on (not first paint's code).
  useEffect(() => installSignInExperiment(store), [store]);

  useEffect(() => {
    if (hydration === 'pending') return;
    void loadExperiments(store, market);
    const timer = window.setInterval(() => void loadExperiments(store, market), EXPERIMENT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [store, market, hydration]);

  return null;
}
