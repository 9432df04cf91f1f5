import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cancelDispositionChangeAtom, confirmDispositionChangeAtom } from '../../atoms/disposition';
import type { Overlay } from '../../atoms/overlays';
import { Modal } from '../../components/Modal';
import { oppositeDisposition } from '../../domain/localisation/outcome';
import { useCollectionIncentiveNotice } from './collection-incentive';

type Props = { overlay: Extract<Overlay, { kind: 'switch-disposition' }> };

/**
 * The switch-disposition modal (spec 1 §2, §4; C8): 'Switch to {disposition}?', the basket deals
 * the other disposition does not sell, 'Yes, switch to {disposition}' and 'No, go back'.
 */
export default function SwitchDisposition({ overlay }: Props) {
  const { t } = useTranslation();
  const confirm = useSetAtom(confirmDispositionChangeAtom);
  const cancel = useSetAtom(cancelDispositionChangeAtom);
  const incentiveNotice = useCollectionIncentiveNotice();
  const disposition = t(`localisation.switch.${overlay.to}`);

  return (
    <Modal open compact title={t('localisation.switch.title', { disposition })} onClose={cancel}>
      {overlay.unavailableDeals.length > 0 ? (
        <>
          <p>{t('localisation.switch.unavailable', { disposition })}</p>
          <ul className="switch__deals">
            {overlay.unavailableDeals.map((deal) => (
              <li key={deal.id}>{deal.title}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="switch__actions">
        <button type="button" className="button button--primary" onClick={() => void confirm().then(() => incentiveNotice(oppositeDisposition(overlay.to)))}>
          {t('localisation.switch.confirm', { disposition })}
        </button>
        <button type="button" className="button button--secondary" onClick={cancel}>
          {t('localisation.switch.cancel')}
        </button>
      </div>
    </Modal>
  );
}
