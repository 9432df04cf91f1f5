import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/track';
import { Modal } from '../../components/Modal';
import { useGeolocation } from './use-geolocation';

interface Props {
  onFound: (point: { lat: number; lng: number }) => void;
}

/** 'Use my current location', with the primer dialog when the experiment asks for it (spec 1 §4). */
export function GeolocationButton({ onFound }: Props) {
  const { t } = useTranslation();
  const { status, start, request, dismissPrimer } = useGeolocation(onFound);
  const requesting = status === 'requesting';

  return (
    <div className="geolocation">
      <button
        type="button"
        className="button button--secondary geolocation__button"
        onClick={start}
        disabled={requesting}
        aria-busy={requesting}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {requesting ? t('localisation.geolocation.requesting') : t('localisation.geolocation.use')}
      </button>
      <p className="geolocation__status" role="status">
        {status === 'found' ? t('localisation.geolocation.found') : ''}
      </p>
      {status === 'failed' ? (
        <p className="field__error" role="alert">
          {t('localisation.geolocation.failed')}
        </p>
      ) : null}
      {/* Mounted only while asked: the shared Modal's title id must be unique on the page. */}
      {status === 'primer' ? (
      <Modal
        open
        title={t('localisation.geolocation.primerTitle')}
        onClose={() => {
          track({ type: 'interaction', interaction: 'geolocation-primer-decline' });
          dismissPrimer();
        }}
        compact
      >
        <p>{t('localisation.geolocation.primerText')}</p>
        <div className="geolocation__primer-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              // 14-G2 interaction: the primer's answers (S3 §7.4).
              track({ type: 'interaction', interaction: 'geolocation-primer-accept' });
              request();
            }}
          >
            {t('localisation.geolocation.primerAllow')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              track({ type: 'interaction', interaction: 'geolocation-primer-decline' });
              dismissPrimer();
            }}
          >
            {t('localisation.geolocation.primerLater')}
          </button>
        </div>
      </Modal>
      ) : null}
    </div>
  );
}
