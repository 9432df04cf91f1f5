import { atom, type Getter, type Setter } from 'jotai';
import type { Hut } from '../api/contract/hut';
import { log } from '../log/logger';
import { DEFAULT_BASKET } from '../db/defaults';
import type { DeliveryAddress } from '../db/records';
import { isFeatureOn } from '../domain/flags/flags';
import { decideLocalisation, type When } from '../domain/localisation/outcome';
import {
  dealbotSwitchesOn,
  decideAutoLocalise,
  hutOrDispositionChanged,
  redirectAfterLocalise,
  safeRedirectPath,
} from '../domain/localisation/localise-rules';
import { initialRouteOf, marketFacts, marketOfSectorId, sectorFacts, sectorsOfMarket } from '../domain/markets/facts';
import type { Market } from '../domain/markets/ids';
import { i18n } from '../i18n';
import { basketAtom } from './basket';
import { clearDealChoicesAtom } from './deal-choices';
import { throttledHutStatus } from './hut-status';
import { hutsAtom } from './huts';
import { clearMenuListsAtom } from './menu';
import { notify } from './notifications';
import { LOCALISATION_TOPIC, localisingAtom } from './localisation-state';
import { openOverlayAtom, overlayAtom, type GeoPoint, type LocaliseRequest } from './overlays';
import {
  dealbotAutoEnableAtom,
  etaAtom,
  fetchEtaAtom,
  fetchProductContentAtom,
  localisationEpochAtom,
  navigationRequestAtom,
  productContentAtom,
  redirectedAtom,
} from './localised-hut';
import { selectedLanguageAtom, sessionAtom } from './session';
import { settingsAtom } from './settings';

export { dealbotAutoEnableAtom, etaAtom, localisationEpochAtom, navigationRequestAtom, productContentAtom, redirectedAtom };
export { HUT_STATUS_THROTTLE_MS, throttledHutStatus } from './hut-status';

/**
 * The localisation actions (spec 1 §4): localise a hut for a disposition and time, the outcome
 * flows (scheduled, opposite disposition, closed, dead zone), localise success, delocalise and the
 * automatic localisation of a returning customer. The API loads lazily (`import('../api/stores')`):
 * it brings zod, which first paint must not load.
 */

export interface LocaliseInput extends LocaliseRequest {
  /** Defaults to the session's; a scheduled time that has passed is read as asap. */
  when?: When;
  time?: number | null;
}

export type LocaliseResult = 'localised' | 'scheduled' | 'opposite' | 'closed' | 'insufficient-data' | 'error';

export { chooseDispositionAtom, homeMarketAtom, LOCALISATION_TOPIC, localisingAtom } from './localisation-state';

// ── Notices (spec 1 §4, §8; checklist 04-G7, C1) ──────────────────────────────────────────────

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

// ── Localise ──────────────────────────────────────────────────────────────────────────────────

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
        await succeed(get, set, request, asked);
        return 'localised';
      case 'localise-scheduled':
        set(openOverlayAtom, { kind: 'scheduled-order', hut: input.hut, disposition: input.disposition, pending: request, repick: false });
        return 'scheduled';
      case 'localise-opposite':
        offerOpposite(set, request);
        return 'opposite';
      case 'closed':
        notifyHut('closed', input.hut);
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

export interface DeadZoneInput {
  market: Market;
  address: DeliveryAddress;
  target?: string | null;
}

/**
 * An address no hut delivers to (spec 1 §8): its coordinates are looked up (the postcode's, or the
 * geocoded place's), then the offer-collection overlay lists the huts near it. A failed look-up is
 * only logged; the customer still gets the dead-zone warning.
 */
export const offerCollectionNearbyAtom = atom(null, async (_get, set, { market, address, target }: DeadZoneInput) => {
  log.warn('Delivery dead zone', { market, postcode: address.postcode });
  let point: GeoPoint | null = address.lat !== undefined && address.lng !== undefined ? { lat: address.lat, lng: address.lng } : null;
  let huts: Hut[] = [];
  try {
    const stores = await import('../api/stores');
    if (!point && address.postcode) {
      const found = await stores.geocodePostcode(address.postcode, marketFacts(market).country);
      point = found ? { lat: found.latitude, lng: found.longitude } : null;
    }
    if (point) {
      const sector = marketFacts(market).defaultSector;
      huts = await stores.fetchNearbyHuts({
        lat: point.lat,
        lon: point.lng,
        limit: sectorFacts(sector)?.nearbyHutsLimit,
        sectors: sectorsOfMarket(market),
      });
    }
  } catch (error) {
    log.warn('Dead-zone coordinate look-up failed', error);
  }
  set(openOverlayAtom, { kind: 'offer-collection', reason: 'dead-zone', huts: huts.filter((hut) => hut.allowedDisposition.collection), target });
});

/** The market locales a hut's defaultLanguage may switch to. */
const MARKET_LOCALES = ['en-GB', 'en-IN', 'en-CA', 'fr-CA', 'fr-FR', 'en-FR'];

/**
 * Localise success (spec 1 §4), in the spec's order: basket and voucher reset when the hut or the
 * disposition changed (C6); order summary, huts and ETA reset and the new hut added; dealbot
 * auto-enable (C2); customer details; the hut's language unless the customer chose one; product
 * content; the localised flag; the optional redirect; then the order page.
 */
async function succeed(get: Getter, set: Setter, request: LocaliseRequest, asked: { when: When; time: number | null }) {
  const { hut, disposition } = request;
  const previous = get(hutsAtom);
  const session = get(sessionAtom);
  const market = marketOfSectorId(hut.sector) ?? 'UK';

  if (hutOrDispositionChanged({ hut: previous.current, disposition: session.dispositionType }, { hut, disposition })) {
    set(basketAtom, DEFAULT_BASKET);
    // Deal choices and the order summary belong to one hut and disposition: they reset on this.
    set(clearDealChoicesAtom);
    set(localisationEpochAtom, (epoch) => epoch + 1);
  }
  set(clearMenuListsAtom);
  set(etaAtom, null);
  set(overlayAtom, null);
  // The hut is kept whole, dated hours included: the closing-soon notice reads them.
  set(hutsAtom, { current: hut, localised: true });

  const target = safeRedirectPath(request.target) ?? initialRouteOf(market);
  const sector = sectorFacts(hut.sector);
  set(
    dealbotAutoEnableAtom,
    dealbotSwitchesOn({
      market,
      target,
      autoEnableFeature: isFeatureOn('hasDealbotAutoEnable', get(settingsAtom).flagLevel),
      automatic: request.automatic === true,
      sectorSwitchesOnAfterAutoLocalise: sector?.dealbotOnAutoLocalise ?? false,
    }),
  );

  const ref = { hutId: hut.id, sector: hut.sector };
  set(sessionAtom, (current) => ({
    ...current,
    dispositionType: disposition,
    pendingDisposition: null,
    dispositionWhen: asked.when,
    dispositionTime: asked.when === 'asap' ? null : asked.time,
    ...(disposition === 'delivery'
      ? { deliveryHut: ref, deliveryAddress: request.address ?? current.deliveryAddress }
      : { collectionHut: ref }),
  }));

  await switchToHutLanguage(get, set, hut);
  set(productContentAtom, { key: null, status: 'idle', list: [], error: null });
  void set(fetchProductContentAtom);
  void set(fetchEtaAtom);

  set(redirectedAtom, true);
  set(navigationRequestAtom, { to: redirectAfterLocalise(target, hut), replace: false });
}

/** "if the hut has a default language the language switches (not marked manual)" — unless the customer chose one. */
async function switchToHutLanguage(get: Getter, set: Setter, hut: Hut): Promise<void> {
  const { manual } = get(selectedLanguageAtom);
  if (manual || !hut.defaultLanguage || !MARKET_LOCALES.includes(hut.defaultLanguage)) return;
  try {
    const { changeLanguage, currentLanguage } = await import('../i18n');
    if (currentLanguage() !== hut.defaultLanguage) await changeLanguage(hut.defaultLanguage);
    set(selectedLanguageAtom, { language: hut.defaultLanguage, manual: false });
  } catch (error) {
    log.warn('Switching to the hut language failed', error);
  }
}

// ── Delocalise (spec 1 §4) ────────────────────────────────────────────────────────────────────

/**
 * Change location: asap, huts and suggested huts cleared, the stored localisation removed, and (unless
 * told not to) back to /. Resetting huts also clears (checklist 04-G12) the menu lists, product
 * content, deal choices, the basket discount and the dealbot's auto-enable.
 */
export const delocaliseAtom = atom(null, (_get, set, options: { navigate?: boolean } = {}) => {
  set(sessionAtom, (session) => ({
    ...session,
    dispositionWhen: 'asap',
    dispositionTime: null,
    pendingDisposition: null,
    deliveryHut: null,
    collectionHut: null,
  }));
  set(hutsAtom, { current: null, localised: false });
  set(clearMenuListsAtom);
  set(basketAtom, (basket) => (basket.discount ? { ...basket, discount: null } : basket));
  set(clearDealChoicesAtom);
  // Vouchers, skus and the dealbot's own state arrive with issue 5 (basket); they reset here too.
  set(productContentAtom, { key: null, status: 'idle', list: [], error: null });
  set(etaAtom, null);
  set(dealbotAutoEnableAtom, false);
  set(overlayAtom, null);
  set(localisationEpochAtom, (epoch) => epoch + 1);
  if (options.navigate !== false) set(navigationRequestAtom, { to: '/', replace: false });
});

// ── Automatic localisation (spec 1 §4, 3 §4.6) ───────────────────────────────────────────────

/**
 * A returning customer whose hut is still chosen goes to the order page once per page session,
 * unless the address has #skipredirect. If the hut the session selected is not the stored one,
 * localisation is reset instead. Returns whether it redirected.
 */
export const autoLocaliseAtom = atom(null, (get, set, { hash, target }: { hash: string; target?: string | null }) => {
  const { current, localised } = get(hutsAtom);
  const session = get(sessionAtom);
  const selected = session.dispositionType === 'collection' ? session.collectionHut : session.deliveryHut;
  const decision = decideAutoLocalise({
    current,
    localised,
    selected,
    hash,
    alreadyRedirected: get(redirectedAtom),
    autoLocaliseFeature: isFeatureOn('autoLocalise', get(settingsAtom).flagLevel),
  });
  if (decision === 'reset') {
    set(delocaliseAtom, { navigate: false });
    return false;
  }
  if (decision !== 'redirect' || !current) return false;
  set(redirectedAtom, true);
  const market = marketOfSectorId(current.sector) ?? 'UK';
  const sector = sectorFacts(current.sector);
  // C2: on this path the dealbot also switches on for uk-1.
  if (sector?.dealbotOnAutoLocalise) set(dealbotAutoEnableAtom, true);
  const path = safeRedirectPath(target) ?? initialRouteOf(market);
  set(navigationRequestAtom, { to: redirectAfterLocalise(path, current), replace: true });
  return true;
});

// ── The localisation widget's disposition (spec 1 §4) ─────────────────────────────────────────

