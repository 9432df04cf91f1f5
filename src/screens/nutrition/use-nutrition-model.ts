import { useAtomValue } from 'jotai';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sector } from '../../api/contract/common';
import type { NutritionGroup, NutritionItem } from '../../api/contract/nutrition';
import { fetchNutrition } from '../../api/nutrition';
import { currentHutAtom, isLocalisedAtom } from '../../atoms/huts';
import { useRemote, type Remote } from '../../components/use-remote';
import type { Allergen } from '../../domain/menu/allergens';
import { LOCALES, marketConfig, type Locale } from '../../domain/markets';
import { marketOfLanguage } from '../../domain/markets/languages';
import { log } from '../../log/logger';
import type { Nutrition } from '../../api/contract/nutrition';

/**
 * /nutrition's model (checklist 10-G5): the localised hut's menu, else the default sector of the
 * language's market, in the customer's language; a text search on the product's name, a menu
 * section, and "free from" one allergen (products that contain it are left out).
 */
export interface NutritionModel {
  load: Remote<Nutrition>;
  hutName: string | null;
  query: string;
  setQuery: (value: string) => void;
  group: NutritionGroup | 'all';
  setGroup: (value: NutritionGroup | 'all') => void;
  freeFrom: Allergen | '';
  setFreeFrom: (value: Allergen | '') => void;
  /** Products shown, grouped in menu order; empty groups left out. */
  groups: { group: NutritionGroup; items: NutritionItem[] }[];
  shown: number;
}

const normalise = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

export function useNutritionModel(): NutritionModel {
  const { i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const localised = useAtomValue(isLocalisedAtom);
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<NutritionGroup | 'all'>('all');
  const [freeFrom, setFreeFrom] = useState<Allergen | ''>('');
  const deferredQuery = useDeferredValue(query);

  const atHut = localised && hut ? hut : null;
  const sector: Sector = atHut ? atHut.sector : marketConfig(marketOfLanguage(i18n.language)).defaultSector;
  const locale = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : undefined;
  const load = useRemote(
    `nutrition:${sector}:${atHut?.id ?? ''}:${locale ?? ''}`,
    () => fetchNutrition({ sector, locale, ...(atHut ? { hutid: atHut.id } : {}) }),
    { onError: (error) => log.warn('Nutrition page failed to load', error) },
  );

  const items = load.status === 'ready' ? load.value.items : null;
  const groups = useMemo(() => {
    if (items === null) return [];
    const wanted = normalise(deferredQuery);
    const shown = items.filter(
      (item) =>
        (group === 'all' || item.group === group) &&
        (freeFrom === '' || !item.allergens.includes(freeFrom)) &&
        (wanted === '' || normalise(item.title).includes(wanted)),
    );
    const order: NutritionGroup[] = ['pizzas', 'sides', 'drinks', 'desserts', 'dips'];
    return order.map((name) => ({ group: name, items: shown.filter((item) => item.group === name) })).filter((entry) => entry.items.length > 0);
  }, [items, deferredQuery, group, freeFrom]);

  return {
    load,
    hutName: atHut?.name ?? null,
    query,
    setQuery,
    group,
    setGroup,
    freeFrom,
    setFreeFrom,
    groups,
    shown: groups.reduce((sum, entry) => sum + entry.items.length, 0),
  };
}
