// A localised store for the basket atoms: the seeded uk-1 menu as fetched lists and the Camden hut
// with the seeded UK money rules (server/db/seed/catalogue/README.md, server/db/seed/huts/README.md).
import { ukHuts } from '../../server/db/seed/huts/uk';
import { seededHutRules } from '../domain/pricing/fixtures';
import { createStore } from 'jotai';
import type { ProductListType } from '../../src/api/contract/catalogue';
import type { Hut } from '../../src/api/contract/hut';
import { hutsAtom } from '../../src/atoms/huts';
import { menuListsAtom, type MenuEntry, type MenuList } from '../../src/atoms/menu';
import { sessionAtom } from '../../src/atoms/session';
import { catalogue } from '../../server/db/seed/catalogue/catalogue';

export const CAMDEN: Hut = {
  id: '1101',
  sector: 'uk-1',
  urn: 'URN-1101',
  name: 'London - Camden',
  phone: '020 7946 0101',
  address: { lines: ['1 Camden High Street', 'London'], streetAddress: '1 Camden High Street', postcode: 'NW1 8QP', region: 'London', city: 'London' },
  latitude: 51.5,
  longitude: -0.14,
  tradezoneId: 'TZ',
  defaultLanguage: 'en-GB',
  ownership: 'equity',
  test: false,
  closed: false,
  timeZone: 'Europe/London',
  allowedDisposition: { delivery: true, collection: true },
  ...seededHutRules(ukHuts, '1101'),
  cashMaximum: null,
  showNutrition: true,
  supportsGiftCard: false,
  supportedPayment: [{ type: 'card' }],
  googlePay: null,
  applePayMerchantId: null,
  pos: { type: 'tillpoint' },
  excludedTabs: [],
  bagFeeStore: false,
  utcOffset: 0,
  hours: { web: { asap: [], scheduled: [] } },
} as Hut;

const LIST_OF_TYPE: Record<string, ProductListType> = { pizza: 'pizzas', side: 'sides', drink: 'drinks', dessert: 'desserts', dip: 'dips' };

/** The seeded uk-1 menu as GET /v2/products/{type} answers it, list by list. */
export function seededLists(sector = 'uk-1'): Record<ProductListType, MenuEntry[]> {
  const seeded = catalogue().sectors.find((entry) => entry.sector === sector);
  if (!seeded) throw new Error(`no seeded sector ${sector}`);
  const lists: Record<ProductListType, MenuEntry[]> = { pizzas: [], sides: [], drinks: [], desserts: [], dips: [], deals: [], discounts: [] };
  for (const product of seeded.products) lists[LIST_OF_TYPE[product.type] ?? 'sides'].push(product);
  lists.deals.push(...seeded.deals);
  lists.discounts.push(...seeded.discounts);
  return lists;
}

export const MENU_KEY = 'uk-1:1101:delivery';

/** Puts fetched lists into the store, as fetchMenuListAtom leaves them. */
export function loadLists(store: ReturnType<typeof createStore>, types: readonly ProductListType[] = ['pizzas', 'sides', 'drinks', 'desserts', 'dips', 'deals', 'discounts']): void {
  const lists = seededLists();
  store.set(menuListsAtom, (current) => {
    const next = { ...current };
    for (const type of types) next[type] = { list: lists[type], error: null, isLoading: false, lastFetchStatus: 'ok', key: MENU_KEY } satisfies MenuList;
    return next;
  });
}

/** A store localised to Camden for delivery, with the whole seeded menu fetched. */
export function localisedStore(types?: readonly ProductListType[]): ReturnType<typeof createStore> {
  const store = createStore();
  store.set(hutsAtom, { current: CAMDEN, localised: true });
  store.set(sessionAtom, (session) => ({ ...session, dispositionType: 'delivery' }));
  loadLists(store, types);
  return store;
}
