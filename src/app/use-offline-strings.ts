import { useEffect, useState } from 'react';
import { i18n, loadScreenStrings } from '../i18n';

/**
 * The 'offline' section's strings (en.offline.json) are a lazy section like every screen's: they are
 * fetched (from the precache when offline) only once a notice has something to say.
 */
export function useOfflineStrings(active: boolean): boolean {
  const [ready, setReady] = useState(() => i18n.exists('offline.reload'));
  useEffect(() => {
    if (!active || ready) return;
    let live = true;
    void loadScreenStrings().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [active, ready]);
  return ready;
}
