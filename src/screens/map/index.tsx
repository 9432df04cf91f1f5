import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Hut } from '../../api/contract/hut';
import { ErrorPanel } from '../../components/ErrorPanel';
import { HutMap, type MapPin } from '../../components/HutMap';
import { HutOpenStatus } from '../../components/HutOpenStatus';
import { Spinner } from '../../components/Spinner';
import { formatDistance } from '../../domain/markets/distance';
import type { Locale } from '../../domain/markets/ids';
import { normalisePostcode } from '../../domain/localisation/postcode';
import { useMapModel } from './use-map-model';
import './map.css';

/**
 * /map/ (checklist 10-G3): the drawn map of the searched point and the nearest huts, and beside it
 * the same huts as a numbered list — the real interface — with distances (UK miles, elsewhere km,
 * one decimal; spec 3 §9), their open status, and collection or the hut's page. On the dead-zone
 * path it first says the address is outside every delivery zone.
 */
/** Address lines and postcode, the postcode left out where a line carries it (as the store list). */
function addressLine({ address }: Hut): string {
  const hasPostcode = address.lines.some((line) => normalisePostcode(line).includes(normalisePostcode(address.postcode)));
  return (hasPostcode ? address.lines : [...address.lines, address.postcode]).join(', ');
}

/** The store city: the name before the first hyphen (spec 3 §3), else the address's city. */
function hutCity(hut: Hut): string {
  const hyphen = hut.name.indexOf('-');
  return (hyphen > 0 ? hut.name.slice(0, hyphen).trim() : '') || hut.address.city;
}

export default function MapScreen() {
  const { t, i18n } = useTranslation();
  const model = useMapModel();
  const { market, centre, load } = model;
  const huts = load.status === 'ready' ? load.value.huts : [];
  const pins: MapPin[] = [
    { id: 'searched', kind: 'searched', ...centre },
    ...huts.map((hut, index) => ({
      id: `${hut.sector}:${hut.id}`,
      number: index + 1,
      kind: hut.closed ? ('closed' as const) : ('hut' as const),
      caption: hutCity(hut),
      lat: hut.latitude,
      lng: hut.longitude,
    })),
  ];
  const place = model.startLabel ?? t('map.searchedPlace');
  const distance = (hut: Hut) =>
    hut.distanceMetres === undefined ? null : formatDistance(hut.distanceMetres, market, i18n.language as Locale);

  return (
    <section className="map-page" aria-labelledby="map-title">
      <title>{`${t('map.metaTitle')} | ${t('brand')}`}</title>
      <h1 id="map-title" className="map-page__title">
        {model.startLabel ? t('map.titleNear', { place: model.startLabel }) : t('map.title')}
      </h1>

      {model.deadZone ? (
        <div className="map-page__deadzone panel" role="status">
          <h2 className="map-page__deadzone-title">{t('map.deadZone.title')}</h2>
          <p className="panel__text">{t('map.deadZone.text')}</p>
        </div>
      ) : null}

      <div className="map-page__columns">
        <HutMap
          market={market}
          pins={pins}
          label={
            load.status === 'ready'
              ? t('map.mapLabel', { count: huts.length, place })
              : t('map.mapLabelLoading', { place })
          }
        />

        <div className="map-page__side">
          {load.status === 'loading' ? (
            <div className="map-page__state">
              <Spinner label={t('map.loading')} />
            </div>
          ) : null}
          {load.status === 'error' ? (
            <ErrorPanel title={t('map.errorTitle')} message={t('map.errorMessage')}>
              <button type="button" className="button button--primary" onClick={load.retry}>
                {t('map.retry')}
              </button>
            </ErrorPanel>
          ) : null}
          {load.status === 'ready' && huts.length === 0 ? (
            <div className="panel map-page__empty">
              <p className="panel__text">{t('map.empty')}</p>
              <Link className="button button--secondary" to="/huts/">
                {t('map.allHuts')}
              </Link>
            </div>
          ) : null}
          {load.status === 'ready' && huts.length > 0 ? (
            <>
              <h2 className="map-page__list-title">{t(model.forCollection ? 'map.listCollection' : 'map.list', { count: huts.length })}</h2>
              {model.refused ? (
                <p className="field__error" role="alert">
                  {model.refused}
                </p>
              ) : null}
              <ol className="map-page__list">
                {huts.map((hut, index) => (
                  <li key={`${hut.sector}:${hut.id}`} className="map-hut">
                    <span className="map-hut__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <div className="map-hut__body">
                      <h3 className="map-hut__name">{hut.name}</h3>
                      {distance(hut) ? <p className="map-hut__distance">{t('map.distance', { distance: distance(hut) })}</p> : null}
                      <p className="map-hut__address">{addressLine(hut)}</p>
                      <HutOpenStatus hut={hut} disposition={model.forCollection ? 'collection' : hut.allowedDisposition.delivery ? 'delivery' : 'collection'} />
                      <div className="map-hut__actions">
                        {hut.allowedDisposition.collection && !hut.closed ? (
                          <button
                            type="button"
                            className="button button--primary"
                            onClick={() => void model.collect(hut)}
                            disabled={model.choosing !== null}
                            aria-busy={model.choosing === hut.id}
                            aria-label={t('map.collectFrom', { name: hut.name })}
                          >
                            {t('map.collect')}
                          </button>
                        ) : null}
                        <Link
                          className="button button--secondary"
                          to={`/huts/${hut.sector}/${encodeURIComponent(hut.id)}/`}
                          aria-label={t('map.detailsOf', { name: hut.name })}
                        >
                          {t('map.details')}
                        </Link>
                      </div>
                    </div>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
