import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { creditsAtom } from '../../atoms/checkout';
import { Modal } from '../../components/Modal';
import type { BasketPrice } from '../../domain/pricing/types';

interface CreditsLeftModalProps {
  open: boolean;
  price: BasketPrice | null;
  format: (amount: number) => string;
  onContinue: () => void;
  onClose: () => void;
}

/**
 * The credits-left-on-card modal (India, spec 1 §2, §4, S2 §2; 10-G19, C37): the checkout link opens
 * it when the valid gift-card credit exceeds a total above zero. It says what stays on the card after
 * this order, then goes on to checkout or back to the basket (texts: our pick, en + fr).
 */
export function CreditsLeftModal({ open, price, format, onContinue, onClose }: CreditsLeftModalProps) {
  const { t } = useTranslation();
  const card = useAtomValue(creditsAtom).giftCard;
  if (!open || !price || !card) return null;
  const left = Math.max(0, Math.round((card.balance - price.total) * 100) / 100);
  return (
    <Modal open compact title={t('basket.creditsLeft.title')} onClose={onClose} closeLabel={t('basket.closeModal')}>
      <p className="credits-left__text">{t('basket.creditsLeft.text', { amount: format(left), last4: card.number.slice(-4) })}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onContinue}>
          {t('basket.creditsLeft.continue')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('basket.creditsLeft.back')}
        </button>
      </div>
    </Modal>
  );
}
