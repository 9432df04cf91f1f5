import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Hut } from '../../api/contract/hut';
import { fetchNearbyHuts } from '../../api/stores';
import { currentHutAtom } from '../../atoms/huts';
import { localiseAtom } from '../../atoms/localise';
import { useRemote, type Remote } from '../../components/use-remote';
import { collectionRefusalNotice } from '../../domain/localisation/localise-rules';
import { parseLatLong, type GeoPoint } from '../../domain/map/projection';
import { marketConfig, marketOfSector, nearbyHutsLimit, sectorsOfMarket, type Market } from '../../domain/markets';
import { marketOfLanguage } from '../../domain/markets/languages';
import { log } from '../../log/logger';

/**
 * The /map/ page's model (checklist 10-G3; spec 1 §2 "Map page. Query: latLong, disposition,
 * isDeliveryDeadzone"). The centre is the `latLong` query (our format: 'lat,lng'), whose market is
 * that of the nearest hut; else the configured start of the localised hut's market, or of the
 * language's (India: New Delhi, spec 1 §9; the others our pick: London, Paris, Toronto). The nearest huts come from the nearby
 * look-up with the sector's limit (spec 1 §9; C24).
 */
export interface MapModel {
  market: Market;
  centre: GeoPoint;
  /** The start position's name when no point was asked for. */
  startLabel: string | null;
  /** The address searched is outside every delivery zone (the dead-zone path, 14-G14). */
  deadZone: boolean;
  /** Huts are offered for collection: disposition=collection, or the dead-zone path. */
  forCollection: boolean;
  load: Remote<{ market: Market; huts: Hut[] }>;
  choosing: string | null;
  refused: string | null;
  collect: (hut: Hut) => Promise<void>;
}

/** Asked of the nearby look-up before the list is cut to the market's limit (huts that do not collect drop out). */
const NEARBY_SEARCH_LIMIT = 20;

export function useMapModel(): MapModel {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const currentHut = useAtomValue(currentHutAtom);
  const localise = useSetAtom(localiseAtom);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const asked = parseLatLong(params.get('latLong'));
  // Without a point: the localised hut's market, else the language's, at its configured start.
  const homeMarket = (currentHut && marketOfSector(currentHut.sector)) || marketOfLanguage(i18n.language);
  const homeConfig = marketConfig(homeMarket);
  const centre = asked ?? { lat: homeConfig.mapStart.lat, lng: homeConfig.mapStart.lng };
  const deadZone = params.get('isDeliveryDeadzone') === 'true';
  const forCollection = deadZone || params.get('disposition') === 'collection';

  const load = useRemote(
    `map:${homeMarket}:${centre.lat},${centre.lng}:${forCollection}`,
    async () => {
      // A point is searched in every market: the nearest hut's market is the point's (a Delhi
      // point from an English page is India's), and only that market's huts are listed.
      const nearest = await fetchNearbyHuts({
        lat: centre.lat,
        lon: centre.lng,
        limit: NEARBY_SEARCH_LIMIT,
        ...(asked ? {} : { sectors: sectorsOfMarket(homeMarket) }),
      });
      const market = (nearest[0] && marketOfSector(nearest[0].sector)) || homeMarket;
      const huts = nearest
        .filter((hut) => marketOfSector(hut.sector) === market)
        // Offered for collection: only huts that collect (spec 1 §5, as the store finder).
        .filter((hut) => !forCollection || hut.allowedDisposition.collection)
        .slice(0, nearbyHutsLimit(marketConfig(market).defaultSector));
      return { market, huts };
    },
    { onError: (error) => log.warn('Map page: nearby huts failed to load', error) },
  );
  const market = load.status === 'ready' ? load.value.market : homeMarket;

  async function collect(hut: Hut) {
    if (choosing) return;
    setChoosing(hut.id);
    setRefused(null);
    try {
      // The store finder's action: localise for collection; success goes on to the menu.
      const result = await localise({ hut, disposition: 'collection' });
      const notice = collectionRefusalNotice(result);
      if (notice) setRefused(t(`localisation.notices.${notice}`, { name: hut.name }));
    } finally {
      setChoosing(null);
    }
  }

  return { market, centre, startLabel: asked ? null : homeConfig.mapStart.label, deadZone, forCollection, load, choosing, refused, collect };
}
