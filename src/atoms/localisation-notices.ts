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

/** The warnings of spec 1 §4 under topic localisation: 'Sorry' and the hut's name, then why. */
export function notifyHut(notice: HutNotice, hut: { name: string } | null): void {
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
