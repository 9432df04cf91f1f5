import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../../log/logger';
import { useExperiment } from '../../atoms/experiment-definitions';
import { GEOLOCATION_PRIMER } from '../../domain/experiments/catalogue';
import { LOCALISATION_TOPIC } from '../../atoms/localisation-state';
import { notify } from '../../atoms/notifications';

/** Spec 3 §9: "timeout 5000 ms, high accuracy, no cached position". */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 5000, enableHighAccuracy: true, maximumAge: 0 };

/**
 * The primer experiment (spec 3 §9.1; 14-G13/G14, IN and CA): 'with-primer' explains the permission
 * before the browser asks. Read from the experiments store (the datafile's draw, kept per run, or a
 * variant forced on /debug); the control, and every market that does not run it, asks at once.
 */
const PRIMER_TREATMENT = 'with-primer';

export type GeolocationStatus = 'idle' | 'primer' | 'requesting' | 'found' | 'failed';

/**
 * Device geolocation for collection (spec 1 §4, §8): optional primer, then requesting, found or
 * failed. Codes 1, 2 and 3 (and no geolocation at all) fail with the spec's message and a warning
 * notification 'geolocation failed'.
 */
export function useGeolocation(onFound: (point: { lat: number; lng: number }) => void) {
  const { t } = useTranslation();
  const withPrimer = useExperiment(GEOLOCATION_PRIMER.name) === PRIMER_TREATMENT;
  const [status, setStatus] = useState<GeolocationStatus>('idle');

  const request = useCallback(() => {
    const fail = (reason: unknown) => {
      log.warn('Geolocation failed', reason);
      setStatus('failed');
      notify({ type: 'warning', topic: LOCALISATION_TOPIC, title: t('localisation.geolocation.failedToast') });
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      fail('unsupported');
      return;
    }
    setStatus('requesting');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('found');
        onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => fail({ code: error.code, message: error.message }),
      GEOLOCATION_OPTIONS,
    );
  }, [onFound, t]);

  const start = useCallback(() => {
    if (withPrimer) setStatus('primer');
    else request();
  }, [withPrimer, request]);

  const dismissPrimer = useCallback(() => setStatus('idle'), []);

  return { status, start, request, dismissPrimer };
}
