import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import type { Deal, PizzaProduct, Product, SimpleProduct } from '../../api/contract/catalogue';
import { watchPwaEvents } from '../../atoms/pwa-status';
import { creditsAtom } from '../../atoms/checkout';
import { usePwaStatus } from '../../atoms/use-pwa-status';
import { basketAtom } from '../../atoms/basket';
import { useRewardsBox } from '../../components/loyalty/use-rewards-box';
import { addItemToBasketAtom, removeBasketLineAtom } from '../../atoms/basket-actions';
import { dealbotAtom, dealbotBusyAtom, dealbotModalAtom, restDealbotAtom, setDealbotAtom } from '../../atoms/dealbot';
import { requestDispositionChangeAtom } from '../../atoms/disposition';
import { currentHutAtom } from '../../atoms/huts';
import { etaAtom } from '../../atoms/eta';
import { fetchMenuListAtom, menuListsAtom } from '../../atoms/menu';
import { localisedMenuListsAtom } from '../../atoms/localised-menu';
import { basketPriceAtom, checkoutLinkAtom } from '../../atoms/pricing';
import { sessionAtom } from '../../atoms/session';
import { basketUpsellsAtom, dismissUpsellAtom, type UpsellCandidate } from '../../atoms/upsells';
import { settingsAtom } from '../../atoms/settings';
import { isFeatureOn } from '../../domain/flags/flags';
import { showsSwitchDisposition } from '../../domain/localisation/localise-rules';
import { clockOf, crossSellSectors, marketConfig, marketOfSector, sectorConfig } from '../../domain/markets/config';
import type { Locale } from '../../domain/markets/ids';
import { currentLanguage } from '../../i18n';
import { parseSector } from '../../domain/markets/ids';
import { menuTabsFor } from '../../domain/menu/tabs';
import { minimumOrderCrossSell } from '../../domain/pricing';
import type { DescribedLine } from '../../domain/basket/described-lines';
import { pizzaBaseUpsellItem } from '../../domain/basket/pizza-base-upsell';
import { MAX_LINE_QUANTITY } from '../../domain/basket/quantity';
import type { Disposition, PricedLine } from '../../domain/pricing/types';
import { minimumOrderShortfall, type ProductNames } from './basket-view';
import type { BasketModel, CrossSellCard, UpsellCard } from './model';

// The basket may draw before the lazy PWA notices: its checkout button follows 'online'/'offline' from the start.
watchPwaEvents();

/** The basket screen's model, read from the atoms (see model.ts). */
export function useBasketModel(): BasketModel {
  const { online } = usePwaStatus();
  const basket = useAtomValue(basketAtom);
  const priceState = useAtomValue(basketPriceAtom);
  const checkout = useAtomValue(checkoutLinkAtom);
  const dealbot = useAtomValue(dealbotAtom);
  const dealbotBusy = useAtomValue(dealbotBusyAtom);
  const hut = useAtomValue(currentHutAtom);
  const session = useAtomValue(sessionAtom);
  const voucher = useAtomValue(creditsAtom).voucher;
  const eta = useAtomValue(etaAtom);
  const settings = useAtomValue(settingsAtom);
  // Titles and choice names in the customer's language (10-G30): lines, deal titles, upsells, cross-sells.
  const lists = useAtomValue(localisedMenuListsAtom);
  const upsells = useAtomValue(basketUpsellsAtom);
  const rewardsBox = useRewardsBox();
  const sector = (hut && parseSector(hut.sector)) || 'uk-1';
  const market = marketOfSector(sector) ?? 'UK';
  const config = marketConfig(market);
  const disposition: Disposition = session.dispositionType;
  useUpsellLists(Object.keys(basket.items).length > 0);
  const crossSells = useCrossSells(priceState.price ? minimumOrderShortfall(priceState.price)?.gap ?? null : null, sector, lists);

  const dealTitles = useMemo(() => new Map((lists.deals?.list ?? []).map((entry) => [entry.id, entry.title])), [lists.deals]);
  const dealTitle = useCallback(
    (dealId: string) => dealTitles.get(dealId) ?? priceState.price?.lines.find((line) => line.kind === 'deal' && line.refId === dealId)?.title ?? dealId,
    [dealTitles, priceState.price],
  );

  const products = useMemo(() => productsById(lists), [lists]);

  return {
    basket,
    price: priceState.price,
    pending: priceState.pending,
    error: priceState.error,
    sector,
    market,
    disposition,
    voucherDiscountId: voucher?.type === 'discount' ? (voucher.discountId ?? null) : null,
    etaMinutes: eta && session.dispositionWhen === 'asap' ? eta.exact : null,
    // The chosen time on the pill, as the localisation bar writes it (10-G33).
    scheduledLabel:
      session.dispositionWhen === 'scheduled' && session.dispositionTime !== null && hut
        ? new Intl.DateTimeFormat(currentLanguage(), {
            weekday: 'short',
            hour: 'numeric',
            minute: '2-digit',
            hour12: clockOf(market, currentLanguage() as Locale) === '12h',
            timeZone: hut.timeZone,
          }).format(new Date(session.dispositionTime))
        : null,
    canSwitch:
      hut !== null &&
      showsSwitchDisposition({
        hut,
        sectorHasWidget: sectorConfig(sector).features.switchDisposition,
        deliveryHut: session.deliveryHut,
        postcode: session.deliveryAddress?.postcode,
      }),
    dealbot: {
      available: config.features.dealbot,
      on: dealbot.on,
      busy: dealbotBusy,
      status: dealbot.status,
      // One savings figure (10-G17): the totals' "DealBot savings" row (every deal line's menu value
      // less its price), not the last run's before − after, which counts only what that run regrouped
      // (£16.50 against the totals' £33.98 in the walkthrough).
      savings: priceState.price ? priceState.price.dealSavings : dealbot.savings,
      confirmingOff: dealbot.showDisableModal,
      welcome: !dealbot.welcomeMessageShown,
    },
    upsells: useMemo(() => upsells.map(upsellCard), [upsells]),
    crossSells,
    // navigator.onLine only: a failed request while online (networkFailing) leaves checkout to its own retries.
    offline: !online,
    checkout,
    tax: { label: config.tax.label, included: config.tax.pricesIncludeTax },
    menuTabs: menuTabsFor({
      sector,
      features: { melts: isFeatureOn('melts', settings.flagLevel, settings.flagOverrides) },
      hut: hut ? { region: hut.address.region, excludedTabs: hut.excludedTabs, bagFeeStore: hut.bagFeeStore } : undefined,
    }).tabs,
    incentive: collectionIncentive(lists, basket, disposition),
    productOf: useCallback((productId: string) => products.get(productId), [products]),
    dealTitle,
    rewardsBox,
    paymentTypes: useMemo(() => hut?.supportedPayment.map((entry) => entry.type) ?? [], [hut]),
  };
}

/** The catalogue's collection-only deal (server/db/seed/catalogue/README.md), opened from the basket (spec 1 §2, 05-G8). */
const COLLECTION_INCENTIVE_DEAL_ID = 'collection-incentive';

function collectionIncentive(lists: Lists, basket: BasketModel['basket'], disposition: Disposition): BasketModel['incentive'] {
  const deal = (lists.deals?.list ?? []).find(
    (entry): entry is Deal => entry.id === COLLECTION_INCENTIVE_DEAL_ID && 'dispositions' in entry && 'options' in entry,
  );
  if (!deal || disposition === 'dinein' || !deal.dispositions.includes(disposition)) return null;
  if (Object.values(basket.deals).some((line) => line.deal.id === deal.id)) return null;
  return { title: deal.title, href: `/order/deal/?${new URLSearchParams({ id: deal.id }).toString()}` };
}

function upsellCard(candidate: UpsellCandidate): UpsellCard {
  return {
    key: candidate.key,
    type: candidate.type,
    refId: candidate.id,
    title: candidate.title,
    price: candidate.price,
    image: candidate.img || null,
    parentItemId: candidate.parentItemId,
    copy: candidate.copy,
  };
}

type Lists = ReturnType<typeof menuListsAtom.read>;

const PRODUCT_LISTS = ['pizzas', 'sides', 'drinks', 'desserts', 'dips'] as const;

/** The products of the loaded lists by id (deal lists hold no product). */
function productsById(lists: Lists): Map<string, ProductNames> {
  return new Map(
    PRODUCT_LISTS.flatMap((type) => lists[type]?.list ?? [])
      .filter((entry): entry is Product => 'type' in entry && entry.type !== 'deal')
      .map((product) => [product.id, product]),
  );
}

/**
 * Upsells offer a dip, a deal or a pizza base (spec 1 §3, §5): their titles and prices come from the
 * dips, deals and pizzas lists, which a basket of pizzas alone has not loaded. Fetched once per hut and disposition.
 */
function useUpsellLists(wanted: boolean): void {
  const fetchList = useSetAtom(fetchMenuListAtom);
  useEffect(() => {
    if (!wanted) return;
    void fetchList('dips');
    void fetchList('deals');
    // A pizza-base upsell offers a pizza (spec 1 §5).
    void fetchList('pizzas');
  }, [wanted, fetchList]);
}

/**
 * The minimum-order cross-sells for the current gap (spec 1 §5, C18/C19), with the titles and prices
 * of the menu lists; the deals and drinks lists are fetched when a cross-sell needs them.
 */
function useCrossSells(gap: number | null, sector: string, lists: Lists): CrossSellCard[] {
  const fetchList = useSetAtom(fetchMenuListAtom);
  const crossSell = gap === null ? null : minimumOrderCrossSell(gap, sector, crossSellSectors());
  const wanted = crossSell !== null;
  useEffect(() => {
    if (!wanted) return;
    void fetchList('deals');
    void fetchList('drinks');
  }, [wanted, fetchList]);
  if (!crossSell) return [];
  return crossSell.items.flatMap((item): CrossSellCard[] => {
    const list = item.type === 'deal' ? lists.deals?.list : lists.drinks?.list;
    const entry = list?.find((candidate) => candidate.id === item.id) as Deal | Product | undefined;
    if (!entry) return [];
    const href =
      item.type === 'deal'
        ? `/order/deal/?${new URLSearchParams({ id: item.id }).toString()}`
        : `/order/drinks/?${new URLSearchParams({ modal: item.id, type: 'drink' }).toString()}`;
    return [{ type: item.type, id: item.id, title: entry.title, price: entry.price, href }];
  });
}

/** The basket screen's actions, on the basket atoms. */
export function useBasketActions(close: () => void) {
  const removeLine = useSetAtom(removeBasketLineAtom);
  const requestChange = useSetAtom(requestDispositionChangeAtom);
  const setDealbot = useSetAtom(setDealbotAtom);
  const dealbotModal = useSetAtom(dealbotModalAtom);
  const rest = useSetAtom(restDealbotAtom);
  const addItem = useSetAtom(addItemToBasketAtom);
  const dismissUpsell = useSetAtom(dismissUpsellAtom);
  const lists = useAtomValue(menuListsAtom);
  const basket = useAtomValue(basketAtom);
  const hut = useAtomValue(currentHutAtom);
  return {
    remove: (line: PricedLine) => void removeLine({ kind: line.kind, id: line.id }),
    // A quantity is that many identical items (src/domain/basket/quantity.ts): + adds a copy of the
    // line's first item, − takes its last one away (at 1 the line goes, as Remove does).
    changeQuantity: (line: DescribedLine, delta: 1 | -1) => {
      if (delta === -1) {
        const last = line.lines[line.lines.length - 1];
        if (last) void removeLine({ kind: 'item', id: last.id });
        return;
      }
      const first = Object.hasOwn(basket.items, line.line.id) ? basket.items[line.line.id] : undefined;
      if (!first || line.quantity >= MAX_LINE_QUANTITY) return;
      // The copy gets its own basket item id (basketWithItem sets it).
      const properties: Record<string, unknown> = { ...first.item.properties };
      delete properties.basketItemID;
      void addItem({ type: first.item.type, properties, ...(first.upsellParentId ? { upsellParentId: first.upsellParentId } : {}) });
    },
    switchDisposition: (to: 'delivery' | 'collection') => void requestChange(to),
    setDealbot: (on: boolean) => void setDealbot(on),
    confirmDealbotOff: (open: boolean) => dealbotModal({ disable: open }),
    dismissDealbotWelcome: () => dealbotModal({ welcomeShown: true }),
    restDealbot: rest,
    // A dip upsell goes in at its listed price; a pizza base dressed as the pizza that offered it
    // (spec 1 §5, 10-G13); a deal upsell opens its deal page instead (the modal).
    addUpsell: (card: UpsellCard) => {
      dismissUpsell(card.key);
      if (card.type === 'pizza') {
        const base = (lists.pizzas?.list ?? []).find((entry): entry is PizzaProduct => 'type' in entry && entry.type === 'pizza' && entry.id === card.refId);
        const item = base && pizzaBaseUpsellItem(base, card.copy ?? null, productDecimals(hut?.sector));
        if (item) void addItem({ ...item, upsellParentId: card.parentItemId });
        return;
      }
      const dip = (lists.dips?.list ?? []).find((entry): entry is SimpleProduct => 'type' in entry && entry.type === 'dip' && entry.id === card.refId);
      if (dip) void addItem({ type: 'dip', properties: dipProperties(dip, card.price), upsellParentId: card.parentItemId });
    },
    dismissUpsell: (card: UpsellCard) => dismissUpsell(card.key),
    close,
  };
}

/** The market's product price decimals (India 0), as the product modal prices with. */
function productDecimals(sector: string | undefined): number {
  const market = marketOfSector((sector && parseSector(sector)) || 'uk-1') ?? 'UK';
  return marketConfig(market).currency.decimals.product;
}

/** A dip as the product modal would put it in: the option sold at the offered price, no extras. */
function dipProperties(dip: SimpleProduct, price: number): Record<string, unknown> {
  const option = dip.options.find((candidate) => candidate.price === price) ?? dip.options[0];
  return { id: dip.id, kind: dip.kind, option: option?.id, modifiers: [], price: option?.price ?? price };
}
