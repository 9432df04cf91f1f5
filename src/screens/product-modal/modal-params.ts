import type { ProductListType } from '../../api/contract/catalogue';

/**
 * The product modal's query values (spec 1 §2): modal (the product id), basketItemId, type,
 * subtype, mode=grouped, groupingKey=kind, dealId, choiceId (read as an integer), optionIndex,
 * previousBasketItemId. Closing the modal removes all of them.
 */
export const MODAL_PARAM_NAMES = [
  'modal',
  'basketItemId',
  'type',
  'subtype',
  'mode',
  'groupingKey',
  'dealId',
  'choiceId',
  'optionIndex',
  'previousBasketItemId',
] as const;

export type ModalProductType = 'pizza' | 'side' | 'drink' | 'dessert' | 'dip';

export interface ModalParams {
  productId: string;
  type: ModalProductType | null;
  subtype: string | null;
  grouped: boolean;
  /** The product field a grouped editor groups by; only 'kind' is known. */
  groupingKey: 'kind';
  /** Editing this basket item: its choices are loaded and saving replaces it. */
  basketItemId: string | null;
  /** The basket item this new one replaces once added. */
  previousBasketItemId: string | null;
  /** Opened from a deal page: the choice to fill. */
  deal: { dealId: string; choiceId: number; optionIndex: number } | null;
}

const TYPES: readonly ModalProductType[] = ['pizza', 'side', 'drink', 'dessert', 'dip'];

/** The menu list a product type lives in. */
export const LIST_OF_TYPE: Readonly<Record<ModalProductType, ProductListType>> = {
  pizza: 'pizzas',
  side: 'sides',
  drink: 'drinks',
  dessert: 'desserts',
  dip: 'dips',
};

/** "choiceId (read as an integer)": '2' → 2; anything that is not a whole number → null. */
function integer(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  return Number.parseInt(value, 10);
}

export function readModalParams(params: URLSearchParams): ModalParams | null {
  const productId = params.get('modal')?.trim();
  if (!productId) return null;
  const type = params.get('type');
  const dealId = params.get('dealId')?.trim() || null;
  const choiceId = integer(params.get('choiceId'));
  const optionIndex = integer(params.get('optionIndex'));
  return {
    productId,
    type: TYPES.includes(type as ModalProductType) ? (type as ModalProductType) : null,
    subtype: params.get('subtype') || null,
    grouped: params.get('mode') === 'grouped',
    groupingKey: 'kind',
    basketItemId: params.get('basketItemId') || null,
    previousBasketItemId: params.get('previousBasketItemId') || null,
    deal: dealId && choiceId !== null && choiceId >= 1 ? { dealId, choiceId, optionIndex: optionIndex ?? 0 } : null,
  };
}

/** The search without any modal value: what closing the modal leaves in the address. */
export function withoutModalParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of MODAL_PARAM_NAMES) next.delete(name);
  return next;
}
