import OfflineBanner from './OfflineBanner';
import { watchPwaEvents } from '../atoms/pwa-status';
import { usePwaStatus } from '../atoms/use-pwa-status';
import UpdatePrompt from './UpdatePrompt';

// Loaded lazily by Layout, right after the first paint (home route budget).
watchPwaEvents();

/**
 * The offline banner (while the browser is offline or requests fail; polite, it never takes the
 * focus) and the update notice (while a new release waits).
 */
export default function PwaNotices() {
  const { online, networkFailing, updateWaiting } = usePwaStatus();
  return (
    <>
      {!online || networkFailing ? (
        <div role="status" aria-live="polite">
          <OfflineBanner />
        </div>
      ) : null}
      {updateWaiting ? <UpdatePrompt /> : null}
    </>
  );
}
