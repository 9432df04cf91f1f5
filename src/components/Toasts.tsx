import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { notificationsAtom } from '../atoms/notifications';

const ToastViewport = lazy(() => import('./ToastViewport'));

/** Keeps the toast renderer (and DOMPurify) out of the first paint until there is a notice. */
export function Toasts() {
  const hasNotifications = useAtomValue(notificationsAtom).length > 0;
  if (!hasNotifications) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
