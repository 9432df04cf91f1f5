import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basketAtom } from '../../atoms/basket';
import { addItemToBasketAtom } from '../../atoms/basket-actions';
import { dealChoicesAtom, dealChoicesOf, setDealChoiceAtom, type DealChoiceType } from '../../atoms/deal-choices';
import { notify } from '../../atoms/notifications';
import { roundMoney } from '../../domain/money/format';
import type { EditorResult } from './editor-result';
import type { ModalParams } from './modal-params';

/** Product titles go into the toast, whose text is treated as HTML: escape them. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Where a confirmed product goes. From a deal page (dealId, choiceId, optionIndex) it fills that
 * choice of the deal; otherwise it goes into the basket as an item outside any deal (or replaces
 * the item being edited, basketItemId; or the one it swaps for, previousBasketItemId), with a
 * success notice. Either way the modal then closes.
 */
export function useSubmit(modal: ModalParams, onClose: () => void) {
  const { t } = useTranslation();
  const basket = useAtomValue(basketAtom);
  const addItem = useSetAtom(addItemToBasketAtom);
  const dealChoices = useAtomValue(dealChoicesAtom);
  const setDealChoice = useSetAtom(setDealChoiceAtom);

  // What the editor starts from: the item being edited, or what this deal choice already holds.
  const [initial] = useState<Record<string, unknown> | null>(() => {
    if (modal.deal) {
      const choice = dealChoicesOf(dealChoices, modal.deal.dealId)?.choices[modal.deal.choiceId];
      const item = choice?.items.find((candidate) => candidate.productId === modal.productId);
      return item ? item.properties : null;
    }
    if (modal.basketItemId && Object.hasOwn(basket.items, modal.basketItemId)) {
      const properties = basket.items[modal.basketItemId]?.item.properties ?? null;
      return properties && properties.id === modal.productId ? properties : null;
    }
    return null;
  });
  const editing = !modal.deal && modal.basketItemId !== null && Object.hasOwn(basket.items, modal.basketItemId);

  /** `dealCharge`: what the deal charges for this configuration (pricing/deal-price `dealItemCharge`); null while the deal is unknown. */
  const text = (result: EditorResult | null, price: (amount: number) => string, dealCharge: number | null = null) => {
    if (modal.deal) {
      const extra = result ? (dealCharge ?? Math.max(0, result.price - result.basePrice)) : 0;
      return { label: t('product.addToDeal'), price: extra > 0 ? `+${price(extra)}` : null };
    }
    return { label: editing ? t('product.saveChanges') : t('product.addToBasket'), price: result ? price(result.price) : null };
  };

  const save = (type: DealChoiceType, result: EditorResult) => {
    if (modal.deal) {
      setDealChoice({
        ...modal.deal,
        item: {
          type,
          productId: modal.productId,
          title: result.title,
          price: roundMoney(Math.max(0, result.price - result.basePrice), 2),
          originalPrice: result.originalPrice,
          properties: result.properties,
        },
      });
      onClose();
      return;
    }
    // Editing keeps the line's id (and its deal); a swap drops the line it replaces.
    addItem({
      type,
      properties: result.properties,
      id: editing ? (modal.basketItemId ?? undefined) : undefined,
      replaces: modal.previousBasketItemId,
    });
    notify({
      type: 'success',
      title: escapeHtml(editing ? t('product.updated') : t('product.added')),
      message: escapeHtml(result.title),
    });
    onClose();
  };

  return { initial, text, save };
}
