import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import { readExperiment, experimentDatafileAtom } from '../../atoms/experiment-definitions';
import { experimentsAtom } from '../../atoms/experiments';
import { settingsAtom } from '../../atoms/settings';
import { EXPERIMENTS } from '../../domain/experiments/catalogue';
import { FEATURES, FLAG_LEVELS, isFeatureOn, type Feature, type FlagLevel } from '../../domain/flags/flags';

/**
 * 14-G18: the flag level, every flag with its value (switchable by hand, kept in the settings slice as
 * flagOverrides), and every catalogue experiment with the visitor's variant (forcing one is a pick, kept as
 * forcedVariants), plus the S1 §3 toggles and a reset. Reachable by address only; English only (internal).
 */
export function DebugSettings() {
  const [settings, setSettings] = useAtom(settingsAtom);
  const datafile = useAtomValue(experimentDatafileAtom);
  const kept = useAtomValue(experimentsAtom);
  const levelId = useId();
  const overrides = settings.flagOverrides ?? {};
  const forced = settings.forcedVariants ?? {};

  const setFlag = (feature: Feature, on: boolean) =>
    setSettings((current) => {
      const next = { ...(current.flagOverrides ?? {}) };
      // Back to the level's default: no override is kept.
      if (on === isFeatureOn(feature, current.flagLevel)) delete next[feature];
      else next[feature] = on;
      return { ...current, flagOverrides: next };
    });
  const forceVariant = (name: string, value: string) =>
    setSettings((current) => {
      const next = { ...(current.forcedVariants ?? {}) };
      if (value === '') delete next[name];
      else next[name] = value;
      return { ...current, forcedVariants: next };
    });
  const toggle = (key: 'showHiddenFlags' | 'vegetarianOnly' | 'covidNotice', on: boolean) => setSettings((current) => ({ ...current, [key]: on }));
  const reset = () =>
    setSettings((current) => ({ ...current, flagLevel: 'production', flagOverrides: {}, forcedVariants: {}, showHiddenFlags: false, vegetarianOnly: false, covidNotice: false }));

  return (
    <div className="debug-settings">
      <h2>Flag level</h2>
      <label htmlFor={levelId}>Level</label>{' '}
      <select id={levelId} value={settings.flagLevel} onChange={(event) => setSettings((current) => ({ ...current, flagLevel: event.target.value as FlagLevel }))}>
        {FLAG_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </select>

      <h2>Settings toggles</h2>
      <ul className="debug-settings__list">
        {(['showHiddenFlags', 'vegetarianOnly', 'covidNotice'] as const).map((key) => (
          <li key={key}>
            <label>
              <input type="checkbox" checked={settings[key]} onChange={(event) => toggle(key, event.target.checked)} /> {key}
            </label>
          </li>
        ))}
      </ul>

      <h2>Flags</h2>
      <ul className="debug-settings__list" aria-label="Flags">
        {FEATURES.map((feature) => (
          <li key={feature}>
            <label>
              <input type="checkbox" checked={isFeatureOn(feature, settings.flagLevel, overrides)} onChange={(event) => setFlag(feature, event.target.checked)} /> {feature}
              {Object.hasOwn(overrides, feature) ? ' (set by hand)' : ''}
            </label>
          </li>
        ))}
      </ul>

      <h2>Experiments</h2>
      <p className="panel__text">Datafile: {datafile ? `${datafile.market}, ${datafile.experiments.length} live` : 'not loaded'}</p>
      <ul className="debug-settings__list" aria-label="Experiments">
        {EXPERIMENTS.map((experiment) => {
          const id = `debug-experiment-${experiment.name}`;
          return (
            <li key={experiment.name}>
              <label htmlFor={id}>
                {experiment.title} ({experiment.markets.join(', ')}): {readExperiment(experiment.name, datafile, kept, forced)}
              </label>{' '}
              <select id={id} value={Object.hasOwn(forced, experiment.name) ? forced[experiment.name] : ''} onChange={(event) => forceVariant(experiment.name, event.target.value)}>
                <option value="">Not forced</option>
                {experiment.variants.map((variant) => (
                  <option key={variant.value} value={variant.value}>
                    {`Force ${variant.value}`}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <div className="panel__actions">
        <button type="button" className="button button--secondary" onClick={reset}>
          Reset flags and experiments
        </button>
      </div>
    </div>
  );
}
