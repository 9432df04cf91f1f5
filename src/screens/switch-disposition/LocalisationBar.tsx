import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { WebDisposition } from '../../api/contract/common';
import { requestDispositionChangeAtom } from '../../atoms/disposition';
import { currentHutAtom } from '../../atoms/huts';
import { delocaliseAtom } from '../../atoms/delocalise';
import { etaAtom, etaShownAtom } from '../../atoms/eta';
import { openOverlayAtom } from '../../atoms/overlays';
import { sessionAtom } from '../../atoms/session';
import { showsSwitchDisposition } from '../../domain/localisation/localise-rules';
import { clockOf, marketOfSector, sectorConfig } from '../../domain/markets/config';
import type { Locale } from '../../domain/markets/ids';
import { parseSector } from '../../domain/markets/ids';
import { useCollectionIncentiveNotice } from './collection-incentive';
import './switch-disposition.css';

/**
 * The localisation widget of the order area (spec 1 §2, §4): where the order goes and when, with
 * 'Change time' (the scheduled-order overlay), 'Change location' (delocalise) and, for a uk-1 hut
 * that does both and delivers to the customer's postcode, the delivery/collection switch.
 */
export default function LocalisationBar() {
  const { t, i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const session = useAtomValue(sessionAtom);
  const eta = useAtomValue(etaAtom);
  // 14-G13 (CA 'show-eta') with the flags hasEta and hideEta (14-G17).
  const showEta = useAtomValue(etaShownAtom);
  const delocalise = useSetAtom(delocaliseAtom);
  const openOverlay = useSetAtom(openOverlayAtom);
  const requestChange = useSetAtom(requestDispositionChangeAtom);
  const incentiveNotice = useCollectionIncentiveNotice();
  if (!hut) return null;

  const disposition: WebDisposition = session.dispositionType === 'collection' ? 'collection' : 'delivery';
  const sector = parseSector(hut.sector);
  const market = marketOfSector(hut.sector) ?? 'UK';
  const widget = showsSwitchDisposition({
    hut,
    sectorHasWidget: sector ? sectorConfig(sector).features.switchDisposition : false,
    deliveryHut: session.deliveryHut,
    postcode: session.deliveryAddress?.postcode,
  });
  const when =
    session.dispositionWhen === 'scheduled' && session.dispositionTime !== null
      ? new Intl.DateTimeFormat(i18n.language, {
          weekday: 'short',
          hour: 'numeric',
          minute: '2-digit',
          hour12: clockOf(market, i18n.language as Locale) === '12h',
          timeZone: hut.timeZone,
        }).format(new Date(session.dispositionTime))
      : t('localisation.bar.asap');
  const where =
    disposition === 'delivery' && session.deliveryAddress
      ? t('localisation.bar.deliveryTo', {
          address: session.deliveryAddress.postcode ?? session.deliveryAddress.address ?? '',
          name: hut.name,
        })
      : t('localisation.bar.collectFrom', { name: hut.name });

  return (
    <section className="local-bar" aria-label={t('localisation.bar.label')}>
      <div className="local-bar__summary">
        <p className="local-bar__where">{where}</p>
        <p className="local-bar__when">
          {when}
          {eta && showEta && session.dispositionWhen === 'asap' ? (
            <span className="local-bar__eta"> · {t('localisation.bar.eta', { minutes: eta.exact })}</span>
          ) : null}
        </p>
      </div>
      {widget ? (
        <div className="local-bar__switch" role="group" aria-label={t('localisation.bar.switchLabel')}>
          {(['delivery', 'collection'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="local-bar__option"
              aria-pressed={disposition === option}
              onClick={() => void requestChange(option).then(() => incentiveNotice(disposition))}
            >
              {t(`home.${option}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="local-bar__actions">
        <button
          type="button"
          className="local-bar__link"
          onClick={() => openOverlay({ kind: 'scheduled-order', hut, disposition, pending: null, repick: false })}
        >
          {t('localisation.bar.changeTime')}
        </button>
        <button type="button" className="local-bar__link" onClick={() => delocalise()}>
          {t('localisation.bar.changeLocation')}
        </button>
      </div>
    </section>
  );
}
