import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '../atoms/notifications';
import { SafeHtml } from './SafeHtml';

interface ToastProps {
  notification: Notification;
  onClose: (id: string) => void;
}

const ICONS: Record<Notification['type'], string> = {
  info: 'i',
  success: '✓',
  warning: '!',
  error: '×',
};

/** One notice. Warnings and errors interrupt (role alert); info and success wait (role status). */
export function Toast({ notification, onClose }: ToastProps) {
  const { t } = useTranslation();
  const { id, type, title, message, hideClose, hideShowBasket, alignmentOfCloseIcon, backgroundColor, onClick } =
    notification;
  const urgent = type === 'warning' || type === 'error';
  const titleId = `${id}-title`;

  return (
    <div
      className={`toast toast--${type} ${notification.phase === 'exiting' ? 'toast--exiting' : ''} ${
        alignmentOfCloseIcon === 'left' ? 'toast--close-left' : ''
      }`}
      role={urgent ? 'alert' : 'status'}
      aria-labelledby={title ? titleId : undefined}
      style={backgroundColor ? { backgroundColor } : undefined}
      onClick={onClick}
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="toast__body">
        <span className="visually-hidden">{t(`toast.${type}`)}: </span>
        {title ? <SafeHtml as="p" id={titleId} className="toast__title" html={title} /> : null}
        {message ? <SafeHtml as="p" className="toast__message" html={message} /> : null}
        {type === 'success' && !hideShowBasket ? (
          <Link className="toast__basket-link" to={{ hash: '#basket' }} onClick={() => onClose(id)}>
            {t('toast.showBasket')}
          </Link>
        ) : null}
      </div>
      {hideClose ? null : (
        <button
          type="button"
          className="toast__close"
          aria-label={t('toast.close')}
          onClick={(event) => {
            event.stopPropagation();
            onClose(id);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
