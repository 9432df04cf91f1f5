/** Messages between the service worker and its pages (no DOM, no worker types: both sides import it). */

/** Worker → pages: `{ type, ok }`, whether the network answered the last cached-route request. */
export const NETWORK_STATUS_MESSAGE = 'NETWORK_STATUS';

/** Page → waiting worker: the customer chose 'Reload'; activate now. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

export interface NetworkStatusMessage {
  type: typeof NETWORK_STATUS_MESSAGE;
  ok: boolean;
}

export function isNetworkStatusMessage(data: unknown): data is NetworkStatusMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === NETWORK_STATUS_MESSAGE &&
    typeof (data as { ok?: unknown }).ok === 'boolean'
  );
}
