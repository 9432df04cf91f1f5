import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { log } from '../../log/logger';
import { basketAtom } from '../../atoms/basket';
import { signedInAtom } from '../../atoms/identity';
import { loyaltyAtom, loyaltyBalanceAtom, loyaltyMemberAtom } from '../../atoms/loyalty';
import { basketRewardIdsAtom } from '../../atoms/loyalty-basket';
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
import { creditsAtom } from '../../atoms/checkout';
import { currentHutAtom } from '../../atoms/huts';
import { notify } from '../../atoms/notifications';
import { sessionAtom } from '../../atoms/session';
import { settingsAtom } from '../../atoms/settings';
import { dealChoiceSlots, isOptionFull, selectedInOption } from '../../domain/deals/choice-slots';
import { passesVegetarianFilter } from '../../domain/menu/product-filters';
import { blockingReasons } from './deal-blocks';
import { chargesOfChoices, choicesFromBasket, defaultChoices, isPizza, itemForPick, picksForOption, priceOfChoices, type DealPick } from './deal-model';
import type { DealActions, DealScreenState } from './model';
import { escapeHtml, useMoney } from './page-helpers';
import { useDealAddress } from './use-deal-address';
import { useDealLists } from './use-deal-lists';
import { skuIdsAtom } from '../../atoms/skus';
import { isSkuAvailable } from '../../domain/menu/skus';

/**
 * The deal page's model (see model.ts): the deal of the address with its choices, opened with their
 * defaults or with the basket deal being edited, priced by the pricing engine, and the reasons it
 * cannot be added yet; the actions fill the choices and put the deal into the basket.
 */
export function useDealModel(): DealScreenState {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { dealId, basketId, editing, redeemId: addressRedeemId, focusChoice, modalOpen, openModal } = useDealAddress();
  const signedIn = useAtomValue(signedInAtom);
  const loyaltyMember = useAtomValue(loyaltyMemberAtom);
  const loyaltyBalance = useAtomValue(loyaltyBalanceAtom);
  const loyaltyAccount = useAtomValue(loyaltyAtom).account;
  const rewardIds = useAtomValue(basketRewardIdsAtom);

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

  const { deal, products, productsById, ready, failed } = useDealLists(dealId);
  const slots = useMemo(() => (deal ? dealChoiceSlots(deal) : []), [deal]);
  const { vegetarianOnly } = useAtomValue(settingsAtom);
  const skuIds = useAtomValue(skuIdsAtom);
  const voucherDealId = useAtomValue(creditsAtom).voucher?.dealId ?? null;
  // The vegetarian filter applies inside deal choices too: non-vegetarian entities are not offered
  // (they are not missing from the menu, so they are filtered after the lookup, not logged as failures).
  const picksByOption = useMemo(
    () =>
      deal && ready
        ? deal.options.map((_, index) => {
            const { picks, missing } = picksForOption(deal, index, products);
            // A product the hut's SKU list lacks is not offered either (10-G6).
            const offered = picks.filter((pick) => passesVegetarianFilter(pick.product, { vegetarianOnly }) && isSkuAvailable(skuIds, pick.product.id));
            return { picks: offered, missing };
          })
        : [],
    [deal, ready, products, vegetarianOnly, skuIds],
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

  if (failed) return { status: 'error', retry: failed };
  if (!deal || deal.type !== 'deal' || !ready || !ours) return { status: 'loading' };

  const chosenCount = (choiceId: number) => choices[choiceId]?.items.length ?? 0;
  // The reward this deal redeems (S1 §2 `redeemId`; S3 §3 reward.redeemable_id): the address's, else the
  // member's online reward for this deal, so a reward opened from the menu still carries it (12-G12).
  const redeemId = deal.loyalty
    ? (addressRedeemId ?? loyaltyAccount?.rewards.find((reward) => reward.type === 'online' && reward.dealId === deal.id)?.redeemable_id ?? null)
    : null;
  const loyalty = { signedIn, member: loyaltyMember, balance: loyaltyBalance, rewardInBasket: rewardIds.some((id) => id !== basketId) };
  const reasons = blockingReasons({ t, deal, slots, choices, picksOf, basket, basketId, dispositionType, money: money.format, voucherDealId, loyalty });
  const menuTotal = Object.values(choices).reduce((sum, choice) => sum + choice.originalPrice, 0);
  const charges = chargesOfChoices(deal, choices, productsById, money.decimals);
  const inBasket = editing && Object.hasOwn(basket.deals, basketId);

  const actions: DealActions = {
    pick: (slot, pick) => {
      setChoice({ dealId: deal.id, choiceId: slot.choiceId, optionIndex: slot.optionIndex, item: itemForPick(pick, money.decimals) });
      if (isPizza(pick.product)) openModal(deal.id, slot.choiceId, slot.optionIndex, pick.product.id);
    },
    setItems: (slot, items) => setChoiceItems({ dealId: deal.id, choiceId: slot.choiceId, optionIndex: slot.optionIndex, items, type: slot.type }),
    customise: (slot, item) => openModal(deal.id, slot.choiceId, slot.optionIndex, item.productId),
    clear: (slot) => setChoice({ dealId: deal.id, choiceId: slot.choiceId, optionIndex: slot.optionIndex, item: null }),
    add: () => {
      if (reasons.length > 0 || adding) return;
      setAdding(true);
      const result = addDeal({ deal, basketId, redeemId, price, choices });
      if (!result.added) {
        // A free-reward deal is in the basket once at most (C41); the page's own checks normally stop it earlier.
        log.warn('Deal not added: a free-reward deal may be applied only once', { dealId: deal.id });
        notify({ type: 'error', title: escapeHtml(deal.title), message: escapeHtml(t('loyaltyBasket.deal.onceOnly')) });
        setAdding(false);
        return;
      }
      clearChoices(deal.id);
      notify({ type: 'success', title: escapeHtml(t(inBasket ? 'deal.updated' : 'deal.added')), message: escapeHtml(deal.title) });
      navigate('/order/deals/');
    },
  };

  return {
    status: 'ready',
    model: {
      deal,
      choices: slots.flatMap((slot) => {
        const option = deal.options[slot.optionIndex];
        if (!option) return [];
        const optionFull = isOptionFull(option, selectedInOption(slots, slot.optionIndex, chosenCount));
        return [{ slot, option, choice: choices[slot.choiceId], picks: picksOf(slot.optionIndex), optionFull, charge: charges.get(slot.choiceId) ?? 0 }];
      }),
      total: money.format(price),
      saving: menuTotal - price >= 0.01 ? money.format(menuTotal - price) : null,
      reasons,
      inBasket,
      adding,
      price: money.format,
    },
    actions,
  };
}
