import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { settingsAtom } from '../../atoms/settings';
import { withScreenStrings } from '../../i18n';

// Kiosk code is its own chunk: a customer's device (no kiosk setting, no ?kiosk= link) never loads it.
const KioskMode = lazy(withScreenStrings(() => import('./KioskMode')));

/** Mounts kiosk mode (issue 07) on a kiosk device, or when the address carries `?kiosk=`. */
export function KioskGate() {
  const { kiosk } = useAtomValue(settingsAtom);
  const { search } = useLocation();
  if (kiosk === null && !new URLSearchParams(search).has('kiosk')) return null;
  return (
    <Suspense fallback={null}>
      <KioskMode />
    </Suspense>
  );
}
