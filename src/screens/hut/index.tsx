import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Hut } from '../../api/contract/hut';
import { log } from '../../log/logger';
import { fetchHut, fetchHutStatus } from '../../api/stores';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { useRemote } from '../../components/use-remote';
import { HutMap } from '../../components/HutMap';
import { clockOf, hutPageDayStartHour, LOCALES, marketConfig, marketOfSector, parseSector, type Locale, type SectorId } from '../../domain/markets';
import { Availability, type StatusLoad } from './Availability';
import { HoursTable } from './HoursTable';
import './hut.css';
import { normalisePostcode } from '../../domain/localisation/postcode';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'not-found' } | { status: 'ready'; hut: Hut };

/** Spec 1 §8, 3 §2.5 and §8.4: an unknown sector ('unk') or hut goes back to the store list. */
const NOT_FOUND_LOG = 'Hut Page not found. Redirecting to huts homepage.';

/**
 * /huts/{sector}/{id}: one hut's page (spec 3 §2.5): name, city, address, phone, where it is, the
 * next 7 days of opening hours, whether it delivers or serves collection right now, and a way to
 * start an order there.
 */
export default function HutScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const sector = parseSector(params.sector ?? '');
  const hutId = params.id ?? '';
  // One request per hut: a new hut or a retry reads as loading until its own answers come.
  const key = sector && hutId ? `${sector}:${hutId}` : null;
  const hutAnswer = useRemote(key, () => fetchHut({ hutId, sector: sector!, openDays: 7 }), {
    onError: (error) => log.warn('Hut page failed to load', error),
  });
  const statusAnswer = useRemote(key, () => fetchHutStatus(sector!, hutId), {
    onError: (error) => log.warn('Hut status failed to load', error),
  });
  const load: Load =
    key === null || (hutAnswer.status === 'ready' && hutAnswer.value === null)
      ? { status: 'not-found' }
      : hutAnswer.status === 'ready' && hutAnswer.value
        ? { status: 'ready', hut: hutAnswer.value }
        : hutAnswer.status === 'error'
          ? { status: 'error' }
          : { status: 'loading' };
  const statusLoad: StatusLoad =
    statusAnswer.status === 'loading'
      ? { status: 'loading' }
      : statusAnswer.status === 'ready' && statusAnswer.value
        ? { status: 'ready', summary: statusAnswer.value.summary }
        : { status: 'unknown' };
  const retry = () => {
    hutAnswer.retry();
    statusAnswer.retry();
  };

  useEffect(() => {
    if (load.status !== 'not-found') return;
    log.warn(NOT_FOUND_LOG, { sector: params.sector, id: hutId, reason: 'NOT FOUND' });
    navigate('/huts/', { replace: true });
  }, [load.status, navigate, params.sector, hutId]);

  if (load.status === 'loading' || load.status === 'not-found') {
    return (
      <div className="hut-page__state">
        <Spinner label={t('huts.page.loading')} />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <ErrorPanel title={t('huts.page.errorTitle')} message={t('huts.page.errorMessage')}>
        <div className="panel__actions">
          <button type="button" className="button button--primary" onClick={retry}>
            {t('huts.page.retry')}
          </button>
          <Link className="button button--secondary" to="/huts/">
            {t('huts.page.backToList')}
          </Link>
        </div>
      </ErrorPanel>
    );
  }
  return <HutDetails hut={load.hut} sector={sector!} statusLoad={statusLoad} language={i18n.language} />;
}

/** The store city: the name before the first hyphen (spec 3 §3), else the address's city. */
function hutCity(hut: Hut): string {
  const hyphen = hut.name.indexOf('-');
  return (hyphen > 0 ? hut.name.slice(0, hyphen).trim() : '') || hut.address.city;
}

function HutDetails({ hut, sector, statusLoad, language }: { hut: Hut; sector: SectorId; statusLoad: StatusLoad; language: string }) {
  const { t } = useTranslation();
  const market = marketOfSector(sector) ?? 'UK';
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
  // 10-G32: India's configured price range ('₹57 - ₹3000', spec 1 §9) shows on its hut pages (our pick).
  const priceRange = market === 'IN' ? marketConfig(market).priceRangeLabel : null;
  // One line each; the postcode gets its own unless a line already carries it (India's 'New Delhi 110001').
  const addressLines = hut.address.lines.some((line) => normalisePostcode(line).includes(normalisePostcode(hut.address.postcode)))
    ? hut.address.lines
    : [...hut.address.lines, hut.address.postcode];
  const city = hutCity(hut);

  return (
    <article className="hut-page" aria-labelledby="hut-title">
      <title>{`${hut.name} | ${t('brand')}`}</title>
      <nav className="hut-page__back" aria-label={t('huts.page.backToList')}>
        <Link to="/huts/">← {t('huts.page.backToList')}</Link>
      </nav>
      <header className="hut-page__header">
        <p className="hut-page__city">
          <span className="visually-hidden">{t('huts.page.city')}: </span>
          {city}
        </p>
        <h1 id="hut-title" className="hut-page__title">
          {hut.name}
        </h1>
      </header>

      <div className="hut-page__columns">
        <div className="hut-page__main">
          <section className="panel hut-page__card" aria-labelledby="hut-now-title">
            <h2 id="hut-now-title" className="hut-page__subtitle">
              {t('huts.page.availabilityTitle')}
            </h2>
            <Availability hut={hut} load={statusLoad} />
            {hut.closed ? null : (
              <Link className="button button--primary hut-page__start" to={`/?${new URLSearchParams({ storeId: `${hut.sector}:${hut.id}` })}`}>
                {t('huts.page.startOrder')}
              </Link>
            )}
          </section>

          <section className="panel hut-page__card" aria-labelledby="hut-contact-title">
            <h2 id="hut-contact-title" className="visually-hidden">
              {t('huts.page.address')}
            </h2>
            <dl className="hut-page__facts">
              <dt>{t('huts.page.address')}</dt>
              <dd>
                <address>
                  {addressLines.map((line, index) => (
                    <span key={index} className="hut-page__address-line">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
              <dt>{t('huts.page.phone')}</dt>
              <dd>
                <a
                  className="hut-page__phone"
                  href={`tel:${hut.phone.replace(/[^\d+]/g, '')}`}
                  aria-label={t('huts.page.call', { name: hut.name, phone: hut.phone })}
                >
                  {hut.phone}
                </a>
              </dd>
              {priceRange ? (
                <>
                  <dt>{t('huts.page.priceRange')}</dt>
                  <dd>{priceRange}</dd>
                </>
              ) : null}
            </dl>
          </section>

          <section className="panel hut-page__card" aria-labelledby="hut-map-title">
            <h2 id="hut-map-title" className="hut-page__subtitle">
              {t('huts.page.location')}
            </h2>
            <HutMap
              market={market}
              pins={[{ id: hut.id, lat: hut.latitude, lng: hut.longitude, kind: hut.closed ? 'closed' : 'hut', caption: city }]}
              label={t('huts.page.mapLabel', { name: hut.name, city })}
              minSpan={0.25}
            />
            <Link className="hut-page__nearby" to={`/map/?${new URLSearchParams({ latLong: `${hut.latitude},${hut.longitude}`, disposition: 'collection' })}`}>
              {t('huts.page.nearby')}
            </Link>
          </section>
        </div>

        <section className="panel hut-page__card hut-page__hours" aria-labelledby="hut-hours-title">
          <h2 id="hut-hours-title" className="hut-page__subtitle">
            {t('huts.page.hoursTitle')}
          </h2>
          <HoursTable hut={hut} dayStartHour={hutPageDayStartHour(market)} clock={clockOf(market, locale)} />
        </section>
      </div>
    </article>
  );
}
