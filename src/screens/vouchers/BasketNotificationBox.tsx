import { useTranslation } from 'react-i18next';
import type { CancelTarget } from './CancelConfirmModal';
import type { VoucherTab } from './VoucherGiftCardModal';

/** The applied voucher, named without its amount: the totals show the saving once (13-G25). */
export interface AppliedVoucher {
  code: string;
}

export interface AppliedGiftCard {
  last4: string;
  /** The credit taken off this order: min(balance, amount due). */
  amount: number;
}

interface BasketNotificationBoxProps {
  voucher: AppliedVoucher | null;
  giftCard: AppliedGiftCard | null;
  /** The tabs offered here: a link adds only what is offered and not applied yet. */
  offers: readonly VoucherTab[];
  format: (amount: number) => string;
  onAdd: (tab: VoucherTab) => void;
  onRemove: (target: CancelTarget) => void;
}

/**
 * The basket notification box (spec 2 §2, 06-G31): the applied gift card with what it takes off and
 * the voucher by its code only (its saving is the totals' discount line, 13-G25), a link to add the
 * other, and 'Remove' (which asks first). With nothing applied it is the entry link 'Have a voucher
 * or gift card?'.
 */
export function BasketNotificationBox({ voucher, giftCard, offers, format, onAdd, onRemove }: BasketNotificationBoxProps) {
  const { t } = useTranslation();
  const first = offers[0];
  if (!first) return null;
  if (!voucher && !giftCard) {
    return (
      <button type="button" className="vouchers-entry" onClick={() => onAdd(first)}>
        {t('vouchers.entry')}
      </button>
    );
  }
  const addVoucher = !voucher && offers.includes('voucher');
  const addGiftCard = !giftCard && offers.includes('giftCard');
  return (
    <section className="vouchers-box" aria-label={t('vouchers.box.label')}>
      <ul className="vouchers-box__list">
        {voucher ? (
          <li className="vouchers-box__row">
            <span className="vouchers-box__name">{t('vouchers.box.voucher', { code: voucher.code })}</span>
            <button
              type="button"
              className="vouchers-box__remove"
              aria-label={t('vouchers.box.removeVoucher', { code: voucher.code })}
              onClick={() => onRemove({ kind: 'voucher', code: voucher.code })}
            >
              {t('vouchers.box.remove')}
            </button>
          </li>
        ) : null}
        {giftCard ? (
          <li className="vouchers-box__row">
            <span className="vouchers-box__name">{t('vouchers.box.giftCard', { last4: giftCard.last4 })}</span>
            <span className="vouchers-box__amount">{format(-giftCard.amount)}</span>
            <button
              type="button"
              className="vouchers-box__remove"
              aria-label={t('vouchers.box.removeGiftCard', { last4: giftCard.last4 })}
              onClick={() => onRemove({ kind: 'giftCard', last4: giftCard.last4 })}
            >
              {t('vouchers.box.remove')}
            </button>
          </li>
        ) : null}
      </ul>
      {addVoucher || addGiftCard ? (
        <p className="vouchers-box__add">
          {addGiftCard ? (
            <button type="button" className="vouchers-box__link" onClick={() => onAdd('giftCard')}>
              {t('vouchers.box.addGiftCard')}
            </button>
          ) : null}
          {addVoucher ? (
            <button type="button" className="vouchers-box__link" onClick={() => onAdd('voucher')}>
              {t('vouchers.box.addVoucher')}
            </button>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
