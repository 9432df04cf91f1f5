import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from './Modal';

interface BasketCheckModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The basket-check overlay (spec 1 §2): checkout finds the delivery minimum unmet. Its strings are
 * in the basket section, which loads with every lazy screen (withScreenStrings).
 */
export function BasketCheckModal({ open, onClose }: BasketCheckModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} compact title={t('basket.check.title')} onClose={onClose} closeLabel={t('basket.closeModal')}>
      <p>{t('basket.check.text')}</p>
      <div className="modal__actions">
        <Link className="button button--primary" to="/order/deals/" onClick={onClose}>
          {t('basket.check.addMore')}
        </Link>
      </div>
    </Modal>
  );
}
