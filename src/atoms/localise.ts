import { atom, type Getter, type Setter } from 'jotai';
import { log } from '../log/logger';
import { decideLocalisation, type When } from '../domain/localisation/outcome';
import { marketOfSectorId } from '../domain/markets/facts';
import { offerCollectionNearbyAtom } from './dead-zone';
import { throttledHutStatus } from './hut-status';
import { succeedLocalisation } from './localise-success';
import { localisingAtom } from './localisation-state';
import { notifyHut, notifyLocalisationError } from './localisation-notices';
import { openOverlayAtom, type LocaliseRequest } from './overlays';
import { sessionAtom } from './session';

/**
 * Localise (spec 1 §4 "Localisation outcomes"): a hut for a disposition and time; the hut's status
 * answer decides the outcome — localise, scheduled, the opposite disposition, closed or insufficient
 * data — and each outcome runs its flow. The API loads lazily: it brings zod, which first paint must not load.
 */

export interface LocaliseInput extends LocaliseRequest {
  /** Defaults to the session's; a scheduled time that has passed is read as asap. */
  when?: When;
  time?: number | null;
}

export type LocaliseResult = 'localised' | 'scheduled' | 'opposite' | 'closed' | 'insufficient-data' | 'error';

function askedTime(when: When, time: number | null, now = Date.now()): { when: When; time: number | null } {
  if (when === 'scheduled' && time !== null && time > now) return { when, time };
  return { when: 'asap', time: null };
}

/**
 * Localises `hut` for the disposition and time (spec 1 §4 "Localisation outcomes"): the status
 * answer decides; each outcome runs its flow. Any exception gives the localisation error, and the
 * localising flag always clears ("a localisation-finished step always follows").
 */
export const localiseAtom = atom(null, async (get, set, input: LocaliseInput): Promise<LocaliseResult> => {
  const session = get(sessionAtom);
  const asked = askedTime(input.when ?? session.dispositionWhen, input.time ?? session.dispositionTime);
  const request: LocaliseRequest = {
    hut: input.hut,
    disposition: input.disposition,
    address: input.address,
    automatic: input.automatic,
    target: input.target,
  };
  set(localisingAtom, true);
  try {
    const status = await throttledHutStatus(input.hut.sector, input.hut.id);
    const outcome = decideLocalisation({ disposition: input.disposition, when: asked.when }, input.hut, status?.summary ?? null);
    switch (outcome.kind) {
      case 'localise':
        await succeedLocalisation(get, set, request, asked);
        return 'localised';
      case 'localise-scheduled':
        set(openOverlayAtom, { kind: 'scheduled-order', hut: input.hut, disposition: input.disposition, pending: request, repick: false });
        return 'scheduled';
      case 'localise-opposite':
        offerOpposite(set, request);
        return 'opposite';
      case 'closed':
        notifyHut('closed', input.hut, input.disposition);
        return 'closed';
      case 'insufficient-data':
        await insufficientData(get, set, request);
        return 'insufficient-data';
      default:
        notifyLocalisationError();
        return 'error';
    }
  } catch (error) {
    log.error('Localisation failed', error);
    notifyLocalisationError();
    return 'error';
  } finally {
    set(localisingAtom, false);
  }
});

/** Opposite disposition offered: collection at this hut for a delivery request, else delivery by address. */
function offerOpposite(set: Setter, request: LocaliseRequest): void {
  if (request.disposition === 'delivery') {
    notifyHut('bouncedDelivery', request.hut);
    set(openOverlayAtom, { kind: 'offer-collection', reason: 'delivery-unavailable', huts: [request.hut], target: request.target });
    return;
  }
  notifyHut('bouncedCollection', request.hut);
  set(sessionAtom, (session) => ({ ...session, dispositionType: 'delivery', dispositionWhen: 'asap', dispositionTime: null }));
}

/** Insufficient hut data: collection goes to the store finder; delivery is the dead-zone flow. */
async function insufficientData(get: Getter, set: Setter, request: LocaliseRequest): Promise<void> {
  const market = marketOfSectorId(request.hut.sector) ?? 'UK';
  if (request.disposition === 'collection') {
    notifyHut('collectionNotPossible', request.hut);
    set(openOverlayAtom, {
      kind: 'store-finder',
      market,
      point: { lat: request.hut.latitude, lng: request.hut.longitude },
      target: request.target,
    });
    return;
  }
  await set(offerCollectionNearbyAtom, { market, address: request.address ?? {}, target: request.target });
}
