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
 * isDeliveryDeadzone"). The market is the localised hut's, else the language's; the centre is the
 * `latLong` query (our format: 'lat,lng'), else the market's configured start (India: New Delhi,
 * spec 1 §9; the others our pick: London, Paris, Toronto). The nearest huts come from the nearby
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
  load: Remote<Hut[]>;
  choosing: string | null;
  refused: string | null;
  collect: (hut: Hut) => Promise<void>;
}

export function useMapModel(): MapModel {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const currentHut = useAtomValue(currentHutAtom);
  const localise = useSetAtom(localiseAtom);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const market = (currentHut && marketOfSector(currentHut.sector)) || marketOfLanguage(i18n.language);
  const config = marketConfig(market);
  const asked = parseLatLong(params.get('latLong'));
  const centre = asked ?? { lat: config.mapStart.lat, lng: config.mapStart.lng };
  const deadZone = params.get('isDeliveryDeadzone') === 'true';
  const forCollection = deadZone || params.get('disposition') === 'collection';

  const load = useRemote(
    `map:${market}:${centre.lat},${centre.lng}:${forCollection}`,
    async () => {
      const huts = await fetchNearbyHuts({
        lat: centre.lat,
        lon: centre.lng,
        limit: nearbyHutsLimit(config.defaultSector),
        sectors: sectorsOfMarket(market),
      });
      // Offered for collection: only huts that collect (spec 1 §5, as the store finder).
      return forCollection ? huts.filter((hut) => hut.allowedDisposition.collection) : huts;
    },
    { onError: (error) => log.warn('Map page: nearby huts failed to load', error) },
  );

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

  return { market, centre, startLabel: asked ? null : config.mapStart.label, deadZone, forCollection, load, choosing, refused, collect };
}
