import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Deal, ProductListType } from '../../api/contract/catalogue';
import { log } from '../../api/logger';
import { basketAtom } from '../../atoms/basket';
import { addDealToBasketAtom } from '../../atoms/basket-actions';
import {
  clearDealChoicesAtom,
  dealChoicesAtom,
  dealChoicesOf,
  setDealChoiceAtom,
  setDealChoiceItemsAtom,
  setDealChoicesPriceAtom,
  startDealChoicesAtom,
  type DealChoice,
} from '../../atoms/deal-choices';
import { currentHutAtom } from '../../atoms/huts';
import { notify } from '../../atoms/notifications';
import { sessionAtom } from '../../atoms/session';
import { settingsAtom } from '../../atoms/settings';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { dealChoiceSlots, isOptionFull, selectedInOption } from '../../domain/deals/choice-slots';
import { passesVegetarianFilter } from '../../domain/menu/product-filters';
import { ChoiceCard } from './ChoiceCard';
import { DealFooter } from './DealFooter';
import { blockingReasons } from './deal-blocks';
import {
  choicesFromBasket,
  defaultChoices,
  isDeal,
  isPizza,
  isProduct,
  itemForPick,
  listsForDeal,
  picksForOption,
  priceOfChoices,
  type DealPick,
} from './deal-model';
import { escapeHtml, newId, readInteger, useMoney } from './page-helpers';
import { Thumb } from './Thumb';
import { useMenuLists } from './use-menu-lists';

const DEALS: readonly ProductListType[] = ['deals'];
const DISCOUNTS: readonly ProductListType[] = ['discounts'];
const NONE: readonly ProductListType[] = [];

/**
 * /order/deal/?id=&basketId=&editing=&redeemId=&choiceId= (spec 1 §2): one deal's numbered choices,
 * filled from their allowed products, and the primary 'Add deal to basket'. basketId is generated
 * when absent and written into the address. Discount-type deals go to /order/discount/; an unknown
 * id to /deal-not-found.
 */
export function DealPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dealId = (params.get('id') || params.get('dealId') || '').trim();
  const basketIdParam = params.get('basketId');
  const editing = params.get('editing') === 'true';
  const redeemId = params.get('redeemId');
  const focusChoice = readInteger(params.get('choiceId'));
  const modalOpen = params.has('modal');
  const [generatedBasketId] = useState(newId);
  const basketId = basketIdParam || generatedBasketId;

  const hut = useAtomValue(currentHutAtom);
  const { dispositionType } = useAtomValue(sessionAtom);
  const basket = useAtomValue(basketAtom);
  const addDeal = useSetAtom(addDealToBasketAtom);
  const allChoices = useAtomValue(dealChoicesAtom);
  const startChoices = useSetAtom(startDealChoicesAtom);
  const setChoice = useSetAtom(setDealChoiceAtom);
  const setChoiceItems = useSetAtom(setDealChoiceItemsAtom);
  const setChoicesPrice = useSetAtom(setDealChoicesPriceAtom);
  const clearChoices = useSetAtom(clearDealChoicesAtom);
  const money = useMoney(hut?.sector);
  const [adding, setAdding] = useState(false);

  // "basketId (generated if absent)": written into the address without a history entry.
  useEffect(() => {
    if (basketIdParam) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('basketId', generatedBasketId);
        return next;
      },
      { replace: true },
    );
  }, [basketIdParam, generatedBasketId, setParams]);

  const deals = useMenuLists(DEALS);
  const deal = deals.entries.deals?.find((entry): entry is Deal => isDeal(entry) && entry.id === dealId) ?? null;
  const dealMissing = dealId === '' || (deals.ready && deal === null);
  const discounts = useMenuLists(dealMissing && dealId !== '' ? DISCOUNTS : NONE);

  useEffect(() => {
    if (deal?.type === 'discount') {
      navigate(`/order/discount/?${new URLSearchParams({ id: deal.id })}`, { replace: true });
      return;
    }
    if (!dealMissing) return;
    if (dealId !== '' && !discounts.ready && !discounts.error) return; // still asking the discounts
    if (discounts.entries.discounts?.some((entry) => 'rule' in entry && entry.id === dealId)) {
      navigate(`/order/discount/?${new URLSearchParams({ id: dealId })}`, { replace: true });
      return;
    }
    log.warn('Deal not found. Redirecting to deal-not-found.', { dealId });
    navigate('/deal-not-found', { replace: true });
  }, [deal, dealMissing, dealId, discounts.ready, discounts.error, discounts.entries, navigate]);

  const lists = useMemo(() => (deal && deal.type === 'deal' ? listsForDeal(deal) : []), [deal]);
  const catalogue = useMenuLists(lists);
  const products = useMemo(() => Object.values(catalogue.entries).flat().filter(isProduct), [catalogue.entries]);
  const productsById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const ready = deal !== null && deal.type === 'deal' && catalogue.ready;
  const slots = useMemo(() => (deal ? dealChoiceSlots(deal) : []), [deal]);
  const { vegetarianOnly } = useAtomValue(settingsAtom);
  // The vegetarian filter applies inside deal choices too: non-vegetarian entities are not offered
  // (they are not missing from the menu, so they are filtered after the lookup, not logged as failures).
  const picksByOption = useMemo(
    () =>
      deal && ready
        ? deal.options.map((_, index) => {
            const { picks, missing } = picksForOption(deal, index, products);
            return { picks: picks.filter((pick) => passesVegetarianFilter(pick.product, { vegetarianOnly })), missing };
          })
        : [],
    [deal, ready, products, vegetarianOnly],
  );
  const picksOf = (optionIndex: number): readonly DealPick[] => picksByOption[optionIndex]?.picks ?? [];

  // Spec 1 §8: "Deal option lookup failure: error naming deal, type and choice" — once per deal.
  const loggedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !deal || loggedFor.current === deal.id) return;
    loggedFor.current = deal.id;
    deal.options.forEach((option, optionIndex) => {
      const missing = picksByOption[optionIndex]?.missing ?? [];
      const first = slots.find((slot) => slot.optionIndex === optionIndex);
      if (missing.length === 0 || !first) return;
      log.error(`Deal option lookup failed: deal ${deal.id}, type ${option.type}, choice ${first.choiceId}`, {
        dealId: deal.id,
        type: option.type,
        choiceId: first.choiceId,
        missing,
      });
    });
  }, [ready, deal, picksByOption, slots]);

  const current = deal ? dealChoicesOf(allChoices, deal.id) : null;
  const ours = current !== null && current.basketId === basketId;
  const choices: Readonly<Record<number, DealChoice>> = ours ? current.choices : {};

  // Open the deal with its defaults, or with the basket deal being edited.
  useEffect(() => {
    if (!ready || !deal || ours) return;
    const fromBasket = editing ? choicesFromBasket(basket, basketId, slots) : null;
    const opening = fromBasket ?? defaultChoices(slots, (slot) => picksByOption[slot.optionIndex]?.picks ?? [], money.decimals);
    startChoices({ dealId: deal.id, basketId, price: priceOfChoices(deal, opening, productsById, money.decimals), choices: opening });
  }, [ready, deal, ours, editing, basket, basketId, slots, picksByOption, money.decimals, productsById, startChoices]);

  const price = deal && ready ? priceOfChoices(deal, choices, productsById, money.decimals) : (deal?.price ?? 0);
  useEffect(() => {
    if (deal && ours && current.price !== price) setChoicesPrice({ dealId: deal.id, price });
  }, [deal, ours, current, price, setChoicesPrice]);

  // A link naming a choice, or the product modal closing: bring that choice into view and focus.
  const modalChoice = useRef<number | null>(null);
  useEffect(() => {
    if (modalOpen) {
      modalChoice.current = focusChoice;
      return;
    }
    const target = focusChoice ?? modalChoice.current;
    modalChoice.current = null;
    if (!ready || target === null) return;
    const heading = document.getElementById(`deal-choice-${target}-title`);
    heading?.scrollIntoView({ block: 'center' });
    heading?.focus({ preventScroll: true });
  }, [ready, modalOpen, focusChoice]);

  if (deals.error || catalogue.error) {
    return (
      <ErrorPanel title={t('deal.errorTitle')} message={t('deal.errorMessage')} link={{ to: '/order/deals/', label: t('deal.backToDeals') }}>
        <button type="button" className="button button--secondary deal-retry" onClick={deals.error ? deals.retry : catalogue.retry}>
          {t('deal.retry')}
        </button>
      </ErrorPanel>
    );
  }
  if (!deal || deal.type !== 'deal' || !ready || !ours) {
    return (
      <div className="deal-state">
        <Spinner label={t('deal.loading')} />
      </div>
    );
  }

  const chosenCount = (choiceId: number) => choices[choiceId]?.items.length ?? 0;
  const reasons = blockingReasons({ t, deal, slots, choices, picksOf, basket, basketId, dispositionType, money: money.format });
  const menuTotal = Object.values(choices).reduce((sum, choice) => sum + choice.originalPrice, 0);
  const saving = menuTotal - price >= 0.01 ? money.format(menuTotal - price) : null;
  const inBasket = editing && Object.hasOwn(basket.deals, basketId);

  const openModal = (choiceId: number, optionIndex: number, productId: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('modal', productId);
      next.set('type', 'pizza');
      next.set('dealId', deal.id);
      next.set('choiceId', String(choiceId));
      next.set('optionIndex', String(optionIndex));
      return next;
    });

  const add = () => {
    if (reasons.length > 0 || adding) return;
    setAdding(true);
    const result = addDeal({ deal, basketId, redeemId, price, choices });
    if (!result.added) {
      // A free-reward deal is in the basket once at most (spec 1 §4); the page's own checks normally stop it earlier.
      log.warn('Deal not added: a free-reward deal may be applied only once', { dealId: deal.id });
      setAdding(false);
      return;
    }
    clearChoices(deal.id);
    notify({ type: 'success', title: escapeHtml(t(inBasket ? 'deal.updated' : 'deal.added')), message: escapeHtml(deal.title) });
    navigate('/order/deals/');
  };

  return (
    <article className="deal-page" aria-labelledby="deal-title">
      <title>{`${deal.title} | ${t('brand')}`}</title>
      <nav className="deal-page__back" aria-label={t('deal.breadcrumb')}>
        <Link to="/order/deals/">← {t('deal.backToDeals')}</Link>
      </nav>
      <header className="deal-head">
        <Thumb src={deal.img} size={96} type="deal" />
        <div className="deal-head__text">
          <h1 id="deal-title" className="deal-head__title">
            {deal.title}
          </h1>
          {deal.desc ? <p className="deal-head__desc">{deal.desc}</p> : null}
          <p className="deal-head__price">{t('deal.from', { price: money.format(deal.price) })}</p>
        </div>
      </header>

      <ol className="deal-choices">
        {slots.map((slot) => {
          const option = deal.options[slot.optionIndex];
          if (!option) return null;
          const full = isOptionFull(option, selectedInOption(slots, slot.optionIndex, chosenCount));
          return (
            <li key={slot.choiceId}>
              <ChoiceCard
                slot={slot}
                option={option}
                choice={choices[slot.choiceId]}
                picks={picksOf(slot.optionIndex)}
                optionFull={full}
                price={money.format}
                onPick={(pick) => {
                  setChoice({ dealId: deal.id, choiceId: slot.choiceId, optionIndex: slot.optionIndex, item: itemForPick(pick, money.decimals) });
                  if (isPizza(pick.product)) openModal(slot.choiceId, slot.optionIndex, pick.product.id);
                }}
                onItems={(items) => setChoiceItems({ dealId: deal.id, choiceId: slot.choiceId, optionIndex: slot.optionIndex, items, type: slot.type })}
                onCustomise={(item) => openModal(slot.choiceId, slot.optionIndex, item.productId)}
                onClear={() => setChoice({ dealId: deal.id, choiceId: slot.choiceId, optionIndex: slot.optionIndex, item: null })}
              />
            </li>
          );
        })}
      </ol>

      <DealFooter
        total={money.format(price)}
        saving={saving}
        reasons={reasons}
        label={t(inBasket ? 'deal.update' : 'deal.add')}
        busy={adding}
        onAdd={add}
      />
    </article>
  );
}
