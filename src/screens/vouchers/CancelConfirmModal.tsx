import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';

export type CancelTarget = { kind: 'voucher'; code: string } | { kind: 'giftCard'; last4: string };

interface CancelConfirmModalProps {
  /** What would be removed; null keeps the modal closed. */
  target: CancelTarget | null;
  onRemove: (target: CancelTarget) => void;
  onKeep: () => void;
}

/** The cancel-confirmation modal for a voucher or a gift card (spec 2 §2): Remove or Keep. */
export function CancelConfirmModal({ target, onRemove, onKeep }: CancelConfirmModalProps) {
  const { t } = useTranslation();
  const title = !target ? '' : target.kind === 'voucher' ? t('vouchers.confirm.voucher', { code: target.code }) : t('vouchers.confirm.giftCard', { last4: target.last4 });
  return (
    <Modal open={target !== null} compact title={title} onClose={onKeep} closeLabel={t('vouchers.close')}>
      {target ? (
        <>
          <p>{t(target.kind === 'voucher' ? 'vouchers.confirm.voucherText' : 'vouchers.confirm.giftCardText')}</p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={() => onRemove(target)}>
              {t('vouchers.confirm.remove')}
            </button>
            <button type="button" className="button button--secondary" onClick={onKeep}>
              {t('vouchers.confirm.keep')}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
