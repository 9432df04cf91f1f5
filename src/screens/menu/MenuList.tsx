import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Deal, PizzaProduct, Product, SimpleProduct } from '../../api/contract/catalogue';
import type { MenuEntry } from '../../atoms/menu';
import { signedInAtom } from '../../atoms/identity';
import { loyaltyBalanceAtom, loyaltyMemberAtom } from '../../atoms/loyalty';
import { settingsAtom } from '../../atoms/settings';
import { skuIdsAtom } from '../../atoms/skus';
import { isSkuAvailable } from '../../domain/menu/skus';
import { listedDeals, listedProducts } from '../../domain/menu/product-filters';
import { byPopularity, dealsByPrice } from '../../domain/menu/experiment-order';
import { dealsListedFor } from '../../domain/loyalty/basket';
import { GROUPED_KINDS, type CategorySource } from './categories';
import { DealCard } from './DealCard';
import { dealPriceVaries } from '../../domain/pricing/deal-price';
import { badgesOf, ProductCard } from './ProductCard';
import type { MenuContext } from './use-menu-context';
import { useLocalisedEntries } from './use-localised-entries';
import { useMenuList } from './use-menu-list';

interface MenuListProps {
  category: string;
  categoryName: string;
  source: CategorySource;
  context: MenuContext;
}

const SKELETON_CARDS = 4;

/** The products of one category page with their loading, error and empty states (spec 1 §4 menu lists). */
export function MenuList({ category, categoryName, source, context }: MenuListProps) {
  const { t } = useTranslation();
  const { list: fetched, loading, error, retry } = useMenuList(source.list);
  const list = useLocalisedEntries(fetched);
  const setSettings = useSetAtom(settingsAtom);
  const skuIds = useAtomValue(skuIdsAtom);
  // "Free reward deals are hidden from non-members" (S1 §5, S3 §4.5; 12-G3).
  const loyaltyMember = useAtomValue(loyaltyMemberAtom);
  const pointsBalance = useAtomValue(loyaltyBalanceAtom);
  const signedIn = useAtomValue(signedInAtom);
  const [searchParams, setSearchParams] = useSearchParams();
  const modalOpen = searchParams.has('modal');
  const opener = useRef<HTMLElement | null>(null);
  const filter = { vegetarianOnly: context.vegetarianOnly, allowHidden: context.allowHidden };

  // Keyboard and screen-reader users come back to the button that opened the product modal.
  useEffect(() => {
    if (modalOpen || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, [modalOpen]);

  if (error) {
    const hutMissing = error === 'Hut is missing';
    return (
      <section className="menu-state panel" role="alert" aria-labelledby="menu-error-title">
        <h2 id="menu-error-title" className="panel__title">
          {hutMissing ? t('menu.errors.hutMissing') : t('menu.errors.title', { category: categoryName })}
        </h2>
        <p className="panel__text">{hutMissing ? t('menu.errors.hutMissingBody') : t('menu.errors.body')}</p>
        <div className="panel__actions">
          {hutMissing ? (
            <Link className="button button--primary" to="/">
              {t('menu.errors.findHut')}
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={retry}>
              {t('menu.errors.retry')}
            </button>
          )}
        </div>
      </section>
    );
  }

  if (loading) {
    return (
      <div className="menu-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('menu.loading', { category: categoryName })}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className="menu-card menu-card--skeleton" aria-hidden="true">
            <span className="product-image skeleton" />
            <div className="menu-card__body">
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  // Opening pushes a history entry (the phone's back button closes the modal); the state tells the
  // modal it may step back instead of adding another entry when it closes.
  const open = (params: Record<string, string>) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(params)) next.set(key, value);
        return next;
      },
      { state: { modalFrom: true }, preventScrollReset: true },
    );
  };

  const listed =
    source.list === 'deals' ? dealsShown(list, filter) : productsShown(list, source, filter);
  // 14-G13: 'deal-sorting' (UK) orders the deals tab by price, 'product-sorting' (UK, FR) the product
  // lists by popularity; the control keeps the menu's own order.
  const shown =
    source.list === 'deals'
      ? context.dealsByPrice
        ? dealsByPrice(listed as Deal[])
        : listed
      : context.productsByPopularity
        ? byPopularity(listed as Product[])
        : listed;
  if (shown.length === 0) {
    const hiddenByFilter = context.vegetarianOnly && list.length > 0;
    return (
      <section className="menu-state panel" aria-labelledby="menu-empty-title">
        <h2 id="menu-empty-title" className="panel__title">
          {hiddenByFilter ? t('menu.empty.vegetarianTitle', { category: categoryName }) : t('menu.empty.title')}
        </h2>
        <p className="panel__text">{hiddenByFilter ? t('menu.empty.vegetarianBody') : t('menu.empty.body')}</p>
        {hiddenByFilter ? (
          <div className="panel__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setSettings((settings) => ({ ...settings, vegetarianOnly: false }))}
            >
              {t('menu.empty.showAll')}
            </button>
          </div>
        ) : null}
      </section>
    );
  }
  return (
    <div className="menu-grid" data-category={category}>
      {source.list === 'deals' ? (
        dealsListedFor(shown as Deal[], loyaltyMember).map((deal) => (
          <DealCard
            key={deal.id}
            deal={deal}
            // A price that moves with the choices (a cheapest rule, a percentage) is the one the defaults reach: "From" (10-G15).
            priceLabel={deal.price > 0 ? (dealPriceVaries(deal) ? t('menu.from', { price: context.price(deal.price) }) : context.price(deal.price)) : ''}
            format={context.price}
            unavailable={!isSkuAvailable(skuIds, deal.id)}
            loyaltyMember={loyaltyMember}
            signedIn={signedIn}
            pointsBalance={pointsBalance}
          />
        ))
      ) : (
        <ProductCards products={shown as Product[]} context={context} skuIds={skuIds} onOpen={open} />
      )}
    </div>
  );
}

type Filter = { vegetarianOnly: boolean; allowHidden: boolean };

function dealsShown(list: MenuEntry[], filter: Filter): Deal[] {
  return listedDeals(
    list.filter((entry): entry is Deal => 'kind' in entry && 'rules' in entry),
    filter,
  );
}

const isProduct = (entry: MenuEntry): entry is Product => 'type' in entry && 'taxCode' in entry;
const isPizza = (product: Product): product is PizzaProduct => product.type === 'pizza';

function productsShown(list: MenuEntry[], source: CategorySource, filter: Filter): Product[] {
  return listedProducts(list.filter(isProduct), filter).filter((product) => !source.kinds || source.kinds.includes(product.kind));
}

interface ProductCardsProps {
  products: Product[];
  context: MenuContext;
  skuIds: ReadonlySet<string> | null;
  onOpen: (params: Record<string, string>) => void;
}

/** Product cards; several products of a grouped kind (wings) share one card and the grouped editor. */
function ProductCards({ products, context, skuIds, onOpen }: ProductCardsProps) {
  const { t } = useTranslation();
  const groupedKinds = new Set(
    GROUPED_KINDS.filter((kind) => products.filter((product) => product.kind === kind).length > 1),
  );
  const seenGroups = new Set<string>();
  const cards = [];
  for (const product of products) {
    const baseParams = { modal: product.id, type: product.type, ...(product.subtype ? { subtype: product.subtype } : {}) };
    if (groupedKinds.has(product.kind)) {
      if (seenGroups.has(product.kind)) continue;
      seenGroups.add(product.kind);
      const members = products.filter((member) => member.kind === product.kind);
      const cheapest = Math.min(...members.map((member) => member.price));
      const title = t(`menu.kinds.${product.kind}`, { defaultValue: product.title });
      cards.push(
        <ProductCard
          key={`group-${product.kind}`}
          id={`group-${product.kind}`}
          title={title}
          desc={t('menu.groupedDesc', { count: members.length })}
          img={product.img}
          type={product.type}
          priceLabel={t('menu.from', { price: context.price(cheapest) })}
          badges={{ ...badgesOf(product), isNew: members.some((m) => m.isNew), veg: members.every((m) => m.veg), vegan: members.every((m) => m.vegan) }}
          unavailable={members.every((member) => !isSkuAvailable(skuIds, member.id))}
          action={{
            label: t('menu.choose'),
            accessibleName: t('menu.chooseNamed', { name: title }),
            onClick: () => onOpen({ ...baseParams, mode: 'grouped', groupingKey: 'kind' }),
          }}
        />,
      );
      continue;
    }
    const single = !isPizza(product) && (product as SimpleProduct).options.length === 1;
    const amount = isPizza(product) ? product.cheapestPrice : product.price;
    const varies = isPizza(product) ? product.sizes.length > 1 : (product as SimpleProduct).options.length > 1;
    cards.push(
      <ProductCard
        key={product.id}
        id={product.id}
        title={product.title}
        desc={product.desc}
        img={product.img}
        type={product.type}
        priceLabel={varies ? t('menu.from', { price: context.price(amount) }) : context.price(amount)}
        calories={context.showCalories ? product.servingCalories : undefined}
        badges={badgesOf(product)}
        unavailable={!isSkuAvailable(skuIds, product.id)}
        action={{
          label: single ? t('menu.add') : t('menu.choose'),
          accessibleName: single ? t('menu.addNamed', { name: product.title }) : t('menu.chooseNamed', { name: product.title }),
          onClick: () => onOpen(baseParams),
        }}
      />,
    );
  }
  return <>{cards}</>;
}
