import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { log } from '../log/logger';
import { currentHutAtom, isLocalisedAtom } from '../atoms/huts';
import { delocaliseAtom } from '../atoms/delocalise';
import { fetchEtaAtom } from '../atoms/eta';
import { featureOnAtom } from '../atoms/features';
import { localiseAtom } from '../atoms/localise';
import { LOCALISATION_TOPIC } from '../atoms/localisation-state';
import { notifyHut, notifyLocalisationError } from '../atoms/localisation-notices';
import { fetchProductContentAtom } from '../atoms/product-content';
import { fetchSkusAtom } from '../atoms/skus';
import { fetchMenuListAtom, menuKeyAtom } from '../atoms/menu';
import { notify } from '../atoms/notifications';
import { openOverlayAtom } from '../atoms/overlays';
import { sessionAtom } from '../atoms/session';
import { webDispositionOf, withoutOrderAreaParams, withSearch, type OrderAreaQuery } from '../domain/localisation/localise-rules';
import { sectorFacts } from '../domain/markets/facts';
import { i18n } from '../i18n';

/**
 * What the order area does with its query (spec 1 §2, 2 §2; checklist 04-G2), once per address:
 * a disposition that cannot be ordered in the app bounces to / and clears localisation; storeId
 * (development flag level) localises that hut, checking that it delivers to deliveryAddress; a
 * disposition or time different from the session's is applied at the current hut; then
 * pathAfterLocalise (with searchAfterLocalise) is where the customer lands, or the same page
 * without these parameters.
 */
export function useOrderAreaQuery(query: OrderAreaQuery, active: boolean): void {
  const store = useStore();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const key = `${pathname}${search}`;
    if (!active || handled.current === key) return;
    handled.current = key;
    const landing = query.pathAfterLocalise
      ? withSearch(query.pathAfterLocalise, query.searchAfterLocalise)
      : `${pathname}${withoutOrderAreaParams(search)}${hash}`;

    const run = async () => {
      const disposition = webDispositionOf(query.dispositionType);
      if (query.dispositionType !== null && disposition === null) {
        // "not allowed at the current flag level": dine-in is only ever an outside link (C4).
        const hut = store.get(currentHutAtom);
        store.set(delocaliseAtom, { navigate: false });
        notifyHut('bouncedCollection', hut);
        void navigate('/', { replace: true });
        return;
      }
      if (query.storeId) {
        await localiseStore(query, disposition ?? 'collection', landing);
        return;
      }
      const hut = store.get(currentHutAtom);
      const session = store.get(sessionAtom);
      if (!hut) return; // not localised: the wrapper sends the customer home with this address
      if (disposition && disposition !== session.dispositionType) {
        await store.set(localiseAtom, { hut, disposition, when: query.dispositionWhen ?? undefined, target: landing });
        return;
      }
      if (query.dispositionWhen === 'scheduled' && session.dispositionWhen !== 'scheduled') {
        const current = disposition ?? (session.dispositionType === 'collection' ? 'collection' : 'delivery');
        store.set(openOverlayAtom, { kind: 'scheduled-order', hut, disposition: current, pending: null, repick: false });
      } else if (query.dispositionWhen === 'asap') {
        store.set(sessionAtom, (current) => ({ ...current, dispositionWhen: 'asap', dispositionTime: null }));
      }
      void navigate(landing, { replace: true });
    };

    const localiseStore = async (wanted: OrderAreaQuery, disposition: 'delivery' | 'collection', target: string) => {
      const stores = await import('../api/stores');
      const ref = wanted.storeId;
      const sector = ref ? sectorFacts(ref.sector)?.sector : undefined;
      const hut = ref && sector ? await stores.fetchHut({ hutId: ref.id, sector }) : null;
      if (!hut) {
        notifyHut('unavailable', null);
        void navigate('/', { replace: true });
        return;
      }
      const postcode = wanted.deliveryAddress ?? undefined;
      if (disposition === 'delivery' && postcode) {
        const delivering = await stores.fetchHutByPostcode(postcode);
        if (!delivering || delivering.id !== hut.id || delivering.sector !== hut.sector) {
          notify({ type: 'warning', topic: LOCALISATION_TOPIC, message: i18n.t('localisation.postcode.wrongHut') });
          void navigate({ pathname: '/', search: `?${new URLSearchParams({ redirectFrom: target })}` }, { replace: true });
          return;
        }
      }
      const result = await store.set(localiseAtom, {
        hut,
        disposition,
        when: wanted.dispositionWhen ?? undefined,
        address: postcode ? { postcode } : undefined,
        target,
      });
      // Not localised (closed, dead zone, a time to pick…): the home page carries on from here.
      if (result !== 'localised' && !store.get(isLocalisedAtom)) {
        void navigate({ pathname: '/', search: `?${new URLSearchParams({ redirectFrom: target })}` }, { replace: true });
      }
    };

    run().catch((error: unknown) => {
      log.error('Order-area query failed', error);
      notifyLocalisationError();
    });
  }, [active, query, pathname, search, hash, store, navigate]);
}

/**
 * On entry to the order area for a hut and disposition (spec 1 §2; 04-G3): product content (in the
 * customer's language), discounts and the ETA. A scheduled time that has passed asks for a new one
 * (the scheduled-order overlay without a close button). Upsells, reorder data and the checkout form
 * belong to the basket and checkout slices, which load and clear themselves on the same key.
 */
export function useOrderAreaEntry(active: boolean): void {
  const store = useStore();
  const entered = useRef<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const check = () => {
      const key = store.get(menuKeyAtom);
      if (!key || entered.current === key) return;
      entered.current = key;
      void store.set(fetchProductContentAtom);
      // After a reload the hut comes back from Dexie but its SKU list (memory only) does not (10-G6).
      void store.set(fetchSkusAtom);
      if (store.get(featureOnAtom('hasDiscounts'))) void store.set(fetchMenuListAtom, 'discounts');
      void store.set(fetchEtaAtom);
      const session = store.get(sessionAtom);
      const hut = store.get(currentHutAtom);
      if (hut && session.dispositionWhen === 'scheduled' && session.dispositionTime !== null && session.dispositionTime <= Date.now()) {
        const disposition = session.dispositionType === 'collection' ? 'collection' : 'delivery';
        store.set(openOverlayAtom, { kind: 'scheduled-order', hut, disposition, pending: null, repick: true });
      }
    };
    check();
    return store.sub(menuKeyAtom, check);
  }, [active, store]);
}
