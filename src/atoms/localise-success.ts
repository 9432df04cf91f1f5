import type { Getter, Setter } from 'jotai';
import type { Hut } from '../api/contract/hut';
import { log } from '../log/logger';
import { track } from '../analytics/track';
import { DEFAULT_BASKET } from '../db/defaults';
import { dealbotSwitchesOn, hutOrDispositionChanged, redirectAfterLocalise, safeRedirectPath } from '../domain/localisation/localise-rules';
import type { When } from '../domain/localisation/outcome';
import { MARKET_LOCALES } from '../domain/markets/ids';
import { initialRouteOf, marketOfSectorId, sectorFacts } from '../domain/markets/facts';
import { basketAtom } from './basket';
import { clearDealChoicesAtom } from './deal-choices';
import { etaAtom, fetchEtaAtom } from './eta';
import { hutsAtom } from './huts';
import { dealbotAutoEnableAtom, localisationEpochAtom } from './localised-hut';
import { clearMenuListsAtom } from './menu';
import { navigationRequestAtom, redirectedAtom } from './navigation-request';
import { overlayAtom, type LocaliseRequest } from './overlays';
import { fetchProductContentAtom, productContentAtom } from './product-content';
import { selectedLanguageAtom, sessionAtom } from './session';
import { clearSkusAtom, fetchSkusAtom } from './skus';
import { featureOnAtom } from './features';
import { clearGooglePayAvailableAtom } from './wallets';

/**
 * Localise success (spec 1 §4): what a localisation that the hut accepted changes, from the basket
 * reset to the order page. Called by the localise flow (localise.ts) once the status answer allows it.
 */

/**
 * Localise success (spec 1 §4), in the spec's order: basket and voucher reset when the hut or the
 * disposition changed (C6); order summary, huts and ETA reset and the new hut added; dealbot
 * auto-enable (C2); customer details; the hut's language unless the customer chose one; product
 * content; the localised flag; the optional redirect; then the order page.
 */
export async function succeedLocalisation(get: Getter, set: Setter, request: LocaliseRequest, asked: { when: When; time: number | null }) {
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
  // 14-G2: "analytics recorded" on localise success (S1 §4); the auto-localise redirect too (S3 §4.6).
  track({ type: 'localisationSuccess', hutId: hut.id, disposition, by: disposition === 'delivery' ? 'address' : 'search' });
  if (request.automatic) track({ type: 'automaticLocalisation', hutId: hut.id, disposition });
  // 13-G14: Google Pay's isReadyToPay answer belonged to the localisation before; it is asked again.
  set(clearGooglePayAvailableAtom);

  const target = safeRedirectPath(request.target) ?? initialRouteOf(market);
  const sector = sectorFacts(hut.sector);
  set(
    dealbotAutoEnableAtom,
    dealbotSwitchesOn({
      market,
      target,
      autoEnableFeature: get(featureOnAtom('hasDealbotAutoEnable')),
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
  // The SKU list is the hut's, with its sector and till type (10-G6): a new hut's list replaces the old.
  set(clearSkusAtom);
  void set(fetchSkusAtom);
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
