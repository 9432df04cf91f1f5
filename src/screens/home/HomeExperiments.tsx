import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExperiment } from '../../atoms/experiment-definitions';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { useLocalisationActions } from './use-localisation-actions';
import './home-experiments.css';

/**
 * The home page's experiment gates (14-G13, India). Loaded after first paint (home route budget): the
 * experiments store and these strings (`home~experiments`) are not first-paint code. The control of each
 * renders nothing, which is today's page.
 */

/** 14-G13 (IN 'homepage-variant'), pick: 'deals-first' shows a deals strip above the disposition choice. */
export function DealsFirstStrip() {
  const { t } = useTranslation();
  if (useExperiment('homepage-variant') !== 'deals-first') return null;
  return (
    <section className="home-deals-strip" aria-labelledby="home-deals-strip-title">
      <div className="home-deals-strip__text">
        <h2 id="home-deals-strip-title" className="home-deals-strip__title">
          {t('home.dealsFirst.title')}
        </h2>
        <p className="home-deals-strip__lead">{t('home.dealsFirst.lead')}</p>
      </div>
      {/* Not localised, the deals page sends the customer back here with redirectFrom, and the chosen
          Hut's deals open once localised (spec 1 §2). */}
      <Link className="button button--primary home-deals-strip__cta" to="/order/deals/">
        {t('home.dealsFirst.cta')}
      </Link>
    </section>
  );
}

/**
 * 14-G13 (IN 'auto-localise-redirect'): the datafile loads after first paint, often after the home page
 * has already decided on automatic localisation. When the treatment arrives, the decision is taken again
 * (autoLocaliseAtom reads the experiment; redirectedAtom keeps it to one redirect per page session).
 */
export function AutoLocaliseExperiment({ hash, target }: { hash: string; target: string | null }) {
  const hydration = useAtomValue(hydrationStatusAtom);
  const value = useExperiment('auto-localise-redirect');
  const { autoLocalise } = useLocalisationActions();
  useEffect(() => {
    if (value !== 'on' || hydration === 'pending' || hydration === 'failed') return;
    void autoLocalise({ hash, target });
    // Once per change of the value: the hash and target are the page's when it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, hydration]);
  return null;
}
