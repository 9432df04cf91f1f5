import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { dismiss, visibleNotificationsAtom } from '../atoms/notifications';
import { Toast } from './Toast';

/** The notices on screen. Loaded lazily with DOMPurify the first time something is shown. */
export default function ToastViewport() {
  const { t } = useTranslation();
  const notifications = useAtomValue(visibleNotificationsAtom);
  return (
    <section className="toasts" aria-label={t('toast.region')}>
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} onClose={(id) => dismiss(id)} />
      ))}
    </section>
  );
}
