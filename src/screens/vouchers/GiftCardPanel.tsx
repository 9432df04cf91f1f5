import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_CARD_NUMBER_MAX, GIFT_CARD_PIN_MAX } from '../../api/contract/gift-cards';
import { creditsAtom } from '../../atoms/checkout';
import { basketPriceAtom } from '../../atoms/pricing';
import { checkGiftCardAtom, dismissGiftCardErrorAtom, giftCardViewAtom, removeGiftCardAtom } from '../../atoms/gift-card';
import { Spinner } from '../../components/Spinner';
import { giftCardErrorView } from '../../domain/checkout';
import { ErrorView } from './ErrorView';
import { lastFour } from './last-four';

interface GiftCardPanelProps {
  format: (amount: number) => string;
  /** Formats the card's expiry date in the market's locale. */
  formatDate: (isoDate: string) => string;
  onClose: () => void;
}

/**
 * The gift-card tab (spec 2 §4 Credit and gift card): the number and PIN form (30 and 6 characters at
 * most, both needed), then validating (spinner), the applied card (number, balance, what comes off
 * this order, expiry) or the error view, whose title is by error kind (spec 2 §8). 'Try again'
 * dismisses the error and keeps what was typed; 'Cancel' clears the card.
 */
export function GiftCardPanel({ format, formatDate, onClose }: GiftCardPanelProps) {
  const { t } = useTranslation();
  const view = useAtomValue(giftCardViewAtom);
  const card = useAtomValue(creditsAtom).giftCard;
  const { price } = useAtomValue(basketPriceAtom);
  const check = useSetAtom(checkGiftCardAtom);
  const dismiss = useSetAtom(dismissGiftCardErrorAtom);
  const remove = useSetAtom(removeGiftCardAtom);
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const numberId = useId();
  const pinId = useId();

  if (card) {
    return (
      <div className="vouchers-state vouchers-state--success" role="status">
        <p className="vouchers-state__title">{t('vouchers.giftCard.applied', { last4: lastFour(card.number) })}</p>
        <p className="vouchers-state__amount">{t('vouchers.giftCard.credit', { amount: format(price?.giftCardCredit ?? 0) })}</p>
        <p>{t('vouchers.giftCard.balance', { amount: format(card.balance) })}</p>
        <p>{t('vouchers.giftCard.expires', { date: formatDate(card.expiryDate) })}</p>
        <p className="vouchers-state__detail">{t('vouchers.giftCard.oneAtATime')}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('vouchers.done')}
          </button>
        </div>
      </div>
    );
  }

  if (view.status === 'validating') {
    return (
      <div className="vouchers-state" aria-live="polite">
        <Spinner label={t('vouchers.giftCard.checking')} />
        <p>{t('vouchers.giftCard.checking')}</p>
      </div>
    );
  }

  if (view.status === 'error') {
    return (
      <ErrorView
        title={t(`vouchers.giftCard.errorTitles.${giftCardErrorView(view.code)}`)}
        message={t(`vouchers.giftCard.errors.${view.code}`, { defaultValue: view.message, seconds: 'retryAfter' in view ? view.retryAfter : undefined })}
        onRetry={() => dismiss()}
        onCancel={() => {
          remove();
          setNumber('');
          setPin('');
          onClose();
        }}
      />
    );
  }

  const ready = number.trim() !== '' && pin.trim() !== '';
  return (
    <form
      className="vouchers-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void check({ number, pin });
      }}
    >
      <div className="vouchers-field">
        <label className="vouchers-field__label" htmlFor={numberId}>
          {t('vouchers.giftCard.number')}
        </label>
        <input
          id={numberId}
          className="vouchers-field__input"
          value={number}
          maxLength={GIFT_CARD_NUMBER_MAX}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setNumber(event.target.value)}
        />
      </div>
      <div className="vouchers-field vouchers-field--short">
        <label className="vouchers-field__label" htmlFor={pinId}>
          {t('vouchers.giftCard.pin')}
        </label>
        <input
          id={pinId}
          className="vouchers-field__input"
          type="password"
          value={pin}
          maxLength={GIFT_CARD_PIN_MAX}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => setPin(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary vouchers-submit" disabled={!ready}>
        {t('vouchers.giftCard.apply')}
      </button>
    </form>
  );
}
