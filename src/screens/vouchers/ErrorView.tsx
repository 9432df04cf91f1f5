import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorViewProps {
  title: string;
  message: string;
  /** The code or card the error is about, shown under the message. */
  detail?: string;
  onRetry: () => void;
  onCancel: () => void;
}

/**
 * The error view of the voucher and gift-card tabs (spec 2 §4, §8): a title, the words, and 'Try
 * again' (back to the form) or 'Cancel'. Announced as an alert, and 'Try again' takes the focus so a
 * keyboard user can go straight back.
 */
export function ErrorView({ title, message, detail, onRetry, onCancel }: ErrorViewProps) {
  const { t } = useTranslation();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <div className="vouchers-state vouchers-state--error">
      <div role="alert">
        <p className="vouchers-state__title">{title}</p>
        <p>{message}</p>
      </div>
      {detail ? <p className="vouchers-state__detail">{detail}</p> : null}
      <div className="modal__actions">
        <button ref={retry} type="button" className="button button--primary" onClick={onRetry}>
          {t('vouchers.retry')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('vouchers.cancel')}
        </button>
      </div>
    </div>
  );
}
