import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { track } from '../../analytics/track';
import { useTranslation } from 'react-i18next';
import type { Hut } from '../../api/contract/hut';
import { localiseAtom } from '../../atoms/localise';
import { closeOverlayAtom, type Overlay } from '../../atoms/overlays';
import { Modal } from '../../components/Modal';
import { formatDistance } from '../../domain/markets/distance';
import { marketOfSector } from '../../domain/markets/config';
import type { Locale } from '../../domain/markets/ids';
import { collectionRefusalNotice } from '../../domain/localisation/localise-rules';
import './offer-collection.css';

type Props = { overlay: Extract<Overlay, { kind: 'offer-collection' }> };

/**
 * The offer-collection overlay (spec 1 §2, §4, §8): the address is in no delivery zone (the huts
 * nearby are offered for collection), or the hut is not delivering now but collects.
 */
export default function OfferCollection({ overlay }: Props) {
  const { t, i18n } = useTranslation();
  const close = useSetAtom(closeOverlayAtom);
  const localise = useSetAtom(localiseAtom);
  const [choosing, setChoosing] = useState<string | null>(null);
  // The toast sits under the modal's backdrop (the page behind a dialog is inert): say it here too.
  const [refused, setRefused] = useState<string | null>(null);
  const { reason, huts } = overlay;
  const first = huts[0];

  async function collect(hut: Hut) {
    if (choosing) return;
    setChoosing(hut.id);
    setRefused(null);
    // 14-G2 interaction: the offer to collect instead (dead zone / not delivering) accepted.
    track({ type: 'interaction', interaction: 'switch-to-collection-accept', value: reason });
    try {
      const result = await localise({ hut, disposition: 'collection', target: overlay.target });
      const notice = collectionRefusalNotice(result);
      if (notice) setRefused(t(`localisation.notices.${notice}`, { name: hut.name }));
    } finally {
      setChoosing(null);
    }
  }

  const title =
    reason === 'dead-zone' || !first
      ? t('localisation.postcode.notDelivered')
      : t('localisation.offer.notDeliveringTitle', { name: first.name });
  const distance = (hut: Hut) => {
    const market = marketOfSector(hut.sector);
    return hut.distanceMetres === undefined || !market ? null : formatDistance(hut.distanceMetres, market, i18n.language as Locale);
  };

  return (
    <Modal open compact title={title} onClose={() => close('offer-collection')} closeLabel={t('localisation.offer.close')}>
      {huts.length > 0 ? (
        <>
          <p className="offer__intro">{t(reason === 'dead-zone' ? 'localisation.offer.deadZoneText' : 'localisation.offer.notDeliveringText')}</p>
          {refused ? (
            <p className="field__error" role="alert">
              {refused}
            </p>
          ) : null}
          <ul className="offer__list">
            {huts.map((hut) => (
              <li key={`${hut.sector}:${hut.id}`} className="offer__hut">
                <div>
                  <p className="offer__name">
                    {hut.name}
                    {distance(hut) ? <span className="offer__distance"> – {distance(hut)}</span> : null}
                  </p>
                  <p className="offer__address">
                    {hut.address.lines.join(', ')}, {hut.address.postcode}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => void collect(hut)}
                  disabled={choosing !== null}
                  aria-busy={choosing === hut.id}
                >
                  {t('localisation.offer.collectFrom', { name: hut.name })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="offer__intro">{t('localisation.offer.noneNearby')}</p>
      )}
      <div className="offer__actions">
        <button type="button" className="button button--secondary" onClick={() => close('offer-collection')}>
          {t('localisation.offer.tryAnother')}
        </button>
      </div>
    </Modal>
  );
}
