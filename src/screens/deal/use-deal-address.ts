import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { newId, readInteger } from './page-helpers';

/**
 * The deal page's address (spec 1 §2 /order/deal/?id=&basketId=&editing=&redeemId=&choiceId=):
 * basketId is generated when absent and written into the address without a history entry; a pizza
 * choice opens the product modal over the page (`modal`, `type`, `dealId`, `choiceId`, `optionIndex`).
 */
export function useDealAddress() {
  const [params, setParams] = useSearchParams();
  const basketIdParam = params.get('basketId');
  const [generatedBasketId] = useState(newId);

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

  const openModal = useCallback(
    (dealId: string, choiceId: number, optionIndex: number, productId: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('modal', productId);
        next.set('type', 'pizza');
        next.set('dealId', dealId);
        next.set('choiceId', String(choiceId));
        next.set('optionIndex', String(optionIndex));
        return next;
      }),
    [setParams],
  );

  return {
    dealId: (params.get('id') || params.get('dealId') || '').trim(),
    basketId: basketIdParam || generatedBasketId,
    editing: params.get('editing') === 'true',
    redeemId: params.get('redeemId'),
    focusChoice: readInteger(params.get('choiceId')),
    modalOpen: params.has('modal'),
    openModal,
  };
}
