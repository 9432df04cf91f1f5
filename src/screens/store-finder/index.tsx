import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hut } from '../../api/contract/hut';
import { log } from '../../log/logger';
import { localiseAtom } from '../../atoms/localise';
import { LOCALISATION_TOPIC } from '../../atoms/localisation-state';
import { notify } from '../../atoms/notifications';
import { closeOverlayAtom, type Overlay } from '../../atoms/overlays';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { formatDistance } from '../../domain/markets/distance';
import type { Locale, Market } from '../../domain/markets/ids';
import { collectionRefusalNotice } from '../../domain/localisation/localise-rules';
import { HutOpenStatus } from '../../components/HutOpenStatus';
import { FinderGeocodeError, findStores, FINDER_MAX_DISTANCE_METRES } from './find-stores';
import './store-finder.css';

type Props = { overlay: Extract<Overlay, { kind: 'store-finder' }> };

type State =
  | { status: 'loading' }
  | { status: 'results'; huts: Hut[] }
  | { status: 'none' }
  | { status: 'failed'; notFound: boolean };

/**
 * The collection store finder (spec 1 §2, 3 §2.7, §4.6): loading, then results (at most 3 within
 * 32 187 m: name with distance, address lines joined by commas, postcode), or no results, or a
 * geocoding failure (a warning toast, topic localisation). Tapping a store localises to it for
 * collection and goes to the menu. Closing (X) drops the results with the component.
 */
export default function StoreFinder({ overlay }: Props) {
  const { t, i18n } = useTranslation();
  const close = useSetAtom(closeOverlayAtom);
  const localise = useSetAtom(localiseAtom);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [choosing, setChoosing] = useState<string | null>(null);
  // The toast sits under the modal's backdrop (the page behind a dialog is inert): say it here too.
  const [refused, setRefused] = useState<string | null>(null);
  const market = overlay.market as Market;
  const { query, point } = overlay;

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    findStores({ market, query, point })
      .then((huts) => {
        if (!stopped) setState(huts.length > 0 ? { status: 'results', huts } : { status: 'none' });
      })
      .catch((error: unknown) => {
        if (stopped) return;
        const notFound = error instanceof FinderGeocodeError && error.reason === 'not-found';
        log.warn(notFound ? 'Collection finder: no place matches the search' : 'Collection finder geocoding failed', error);
        notify({ type: 'warning', topic: LOCALISATION_TOPIC, message: i18n.t('localisation.finder.failedToast') });
        setState({ status: 'failed', notFound });
      });
    return () => {
      stopped = true;
    };
  }, [market, query, point, attempt, i18n]);

  async function choose(hut: Hut) {
    if (choosing) return;
    setChoosing(hut.id);
    setRefused(null);
    try {
      const result = await localise({ hut, disposition: 'collection', target: overlay.target });
      const notice = collectionRefusalNotice(result);
      if (notice) setRefused(t(`localisation.notices.${notice}`, { name: hut.name }));
    } finally {
      setChoosing(null);
    }
  }

  const distance = (metres: number | undefined) =>
    metres === undefined ? null : formatDistance(metres, market, i18n.language as Locale);
  const onClose = () => close('store-finder');

  return (
    <Modal open title={t('localisation.finder.title')} onClose={onClose} closeLabel={t('localisation.finder.close')}>
      <div className="finder" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <div className="finder__loading">
            <Spinner label={t('localisation.finder.loading')} />
            <p>{t('localisation.finder.loading')}</p>
          </div>
        ) : null}
        {state.status === 'results' ? (
          <>
            <p className="finder__intro">{t('localisation.finder.intro', { count: state.huts.length })}</p>
            {refused ? (
              <p className="field__error" role="alert">
                {refused}
              </p>
            ) : null}
            <ul className="finder__list">
              {state.huts.map((hut) => (
                <li key={`${hut.sector}:${hut.id}`}>
                  <button
                    type="button"
                    className="finder__store"
                    onClick={() => void choose(hut)}
                    disabled={choosing !== null}
                    aria-busy={choosing === hut.id}
                  >
                    <span className="finder__name">
                      {hut.name}
                      {distance(hut.distanceMetres) ? <span className="finder__distance"> – {distance(hut.distanceMetres)}</span> : null}
                    </span>
                    <span className="finder__address">{hut.address.lines.join(', ')}</span>
                    <span className="finder__postcode">{hut.address.postcode}</span>
                    <HutOpenStatus hut={hut} disposition="collection" />
                    <span className="finder__cta" aria-hidden="true">
                      {t('localisation.finder.collectHere')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {state.status === 'none' ? (
          <div className="finder__empty">
            <p>{t('localisation.finder.none', { distance: formatDistance(FINDER_MAX_DISTANCE_METRES, market, i18n.language as Locale) })}</p>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('localisation.finder.closeButton')}
            </button>
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <div className="finder__empty">
            <p>{state.notFound ? t('localisation.finder.notFound', { query }) : t('localisation.finder.failed')}</p>
            <div className="finder__actions">
              {state.notFound ? null : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    setState({ status: 'loading' });
                    setAttempt((count) => count + 1);
                  }}
                >
                  {t('localisation.finder.retry')}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t('localisation.finder.closeButton')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
