import { track } from '../analytics/track';
import type { DeadEndReason } from '../domain/analytics/events';
import type { Disposition } from '../domain/pricing/types';
import { log } from '../log/logger';
import { i18n } from '../i18n';
import { LOCALISATION_TOPIC } from './localisation-state';
import { notify } from './notifications';

/**
 * The localisation notices (spec 1 §4, §8; checklist 04-G7, C1): the warnings of a localisation's
 * dead ends and its error, under the localisation topic.
 */

/** C1: the closed-hut warning hides after 10 s; the persistent notice is the closing-soon one. */
export const CLOSED_NOTICE_TIMEOUT_MS = 10_000;

export type HutNotice = 'closed' | 'bouncedDelivery' | 'bouncedCollection' | 'unavailable' | 'collectionNotPossible';

/** 14-G2 'dead-end': each notice's reason, and the disposition it implies when the caller gives none. */
const DEAD_ENDS: Record<HutNotice, { reason: DeadEndReason; disposition: Disposition }> = {
  closed: { reason: 'hut-closed', disposition: 'delivery' },
  bouncedDelivery: { reason: 'bounced-delivery', disposition: 'delivery' },
  bouncedCollection: { reason: 'bounced-collection', disposition: 'collection' },
  unavailable: { reason: 'unavailable', disposition: 'collection' },
  collectionNotPossible: { reason: 'collection-out-of-zone', disposition: 'collection' },
};

/**
 * The warnings of spec 1 §4 under topic localisation: 'Sorry' and the hut's name, then why. Each is
 * "sent as an analytics dead-end event" (S1 §4, 14-G2); the closed one also as 'Hut is closed' (S1 §8).
 */
export function notifyHut(notice: HutNotice, hut: { name: string; id?: string } | null, disposition?: Disposition): void {
  const deadEnd = DEAD_ENDS[notice];
  track({ type: 'deadEnd', reason: deadEnd.reason, disposition: disposition ?? deadEnd.disposition, ...(hut?.id ? { hutId: hut.id } : {}) });
  if (notice === 'closed' && hut?.id) track({ type: 'hutClosed', hutId: hut.id });
  const name = hut?.name ?? i18n.t('localisation.notices.thisHut');
  notify({
    type: 'warning',
    topic: LOCALISATION_TOPIC,
    title: i18n.t('localisation.notices.sorry'),
    message: i18n.t(`localisation.notices.${notice}`, { name }),
    timeOut: CLOSED_NOTICE_TIMEOUT_MS,
  });
  log.warn(`Localisation dead end: ${notice}`, { hut: hut?.name });
}

export function notifyLocalisationError(): void {
  notify({
    type: 'error',
    topic: LOCALISATION_TOPIC,
    title: i18n.t('localisation.notices.errorTitle'),
    message: i18n.t('localisation.notices.error'),
  });
}
