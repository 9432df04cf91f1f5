import type { PizzaProduct } from '../../api/contract/catalogue';
import {
  crustAllowedForHalfAndHalf,
  crustAvailable,
  defaultConfiguration,
  toppingChanges,
  type HalfAndHalfConfiguration,
  type PizzaConfiguration,
  type PizzaSize,
} from '../../domain/pricing/pizza';
import { itemProperties, type PizzaChoice } from '../../domain/basket/item';

/**
 * The pizza editor's state and its changes. Size and crust belong to the whole pizza; sauce, cheese
 * and toppings to each half (spec 1 §3 Pizza firstHalf/secondHalf, §5 both halves share size and crust).
 */
export interface HalfState {
  productId: string;
  sauce: string;
  cheese: string;
  toppings: string[];
}

export interface PizzaEditorState {
  size: PizzaSize;
  crust: string;
  first: HalfState;
  /** Set while the pizza is half-and-half. */
  second: HalfState | null;
  /** Which half the sauce, cheese and topping choices apply to. */
  editing: 'first' | 'second';
}

export type LimitRefusal = { kind: 'additions' | 'removals'; max: number } | null;

function halfOf(config: PizzaConfiguration): HalfState {
  return { productId: config.productId, sauce: config.sauce, cheese: config.cheese, toppings: [...config.toppings] };
}

/** The size the editor opens at when nothing imposes one: medium, the size most pizzas are ordered in. */
export const PREFERRED_SIZE: PizzaSize = 'medium';

/** A listed pizza's starting point (04-G28), at a size a deal may impose (else medium when offered). */
export function initialState(product: PizzaProduct, size?: PizzaSize): PizzaEditorState {
  const config = defaultConfiguration(product, size ?? PREFERRED_SIZE);
  return { size: config.size, crust: config.crust, first: halfOf(config), second: null, editing: 'first' };
}

/** A state from a saved basket item's properties, when they still fit the product; else the defaults. */
export function stateFromProperties(product: PizzaProduct, properties: Record<string, unknown>): PizzaEditorState {
  const item = itemProperties(properties);
  const base = initialState(product, item.size as PizzaSize | undefined);
  const half = (source: PizzaChoice & { productId?: string | undefined }, fallback: HalfState): HalfState => ({
    productId: source.productId ?? fallback.productId,
    sauce: source.sauce ?? fallback.sauce,
    cheese: source.cheese ?? fallback.cheese,
    toppings: source.toppings ? [...source.toppings] : fallback.toppings,
  });
  const crust = item.crust !== undefined && crustAvailable(product, item.crust, base.size) ? item.crust : base.crust;
  // The item's own sauce, cheese and toppings are the first half's when it stores no firstHalf.
  const first = half(item.firstHalf ?? { ...item, productId: undefined }, base.first);
  const second = item.secondHalf ? half(item.secondHalf, base.first) : null;
  return { ...base, crust, first: { ...first, productId: product.id }, second };
}

export function configurationOf(state: PizzaEditorState, half: HalfState): PizzaConfiguration {
  return { ...half, size: state.size, crust: state.crust };
}

export function halfAndHalfOf(state: PizzaEditorState): HalfAndHalfConfiguration | null {
  if (!state.second) return null;
  return { firstHalf: configurationOf(state, state.first), secondHalf: configurationOf(state, state.second) };
}

/** Crusts the customer may pick now: made at the size, and allowed for half-and-half when halved. */
export function crustSelectable(products: readonly PizzaProduct[], state: PizzaEditorState, crustId: string): boolean {
  return products.every(
    (product) => crustAvailable(product, crustId, state.size) && (!state.second || crustAllowedForHalfAndHalf(product, crustId)),
  );
}

/** Keeps the crust valid after a size or half-and-half change: the first selectable crust otherwise. */
export function settleCrust(main: PizzaProduct, halves: readonly PizzaProduct[], state: PizzaEditorState): PizzaEditorState {
  if (crustSelectable(halves, state, state.crust)) return state;
  const next = main.crusts.find((crust) => crustSelectable(halves, state, crust.id));
  return next ? { ...state, crust: next.id } : state;
}

/**
 * Adds or removes one topping on the half being edited, unless that breaks the pizza's limits
 * (spec 1 §5; 04-G29): then the state is kept and the refusal says which limit.
 */
export function toggleTopping(
  record: PizzaProduct,
  half: HalfState,
  toppingId: string,
  on: boolean,
): { half: HalfState; refused: LimitRefusal } {
  const toppings = on ? [...new Set([...half.toppings, toppingId])] : half.toppings.filter((id) => id !== toppingId);
  const { added, removed } = toppingChanges(record, toppings);
  if (on && added.length > record.maxAdditions) return { half, refused: { kind: 'additions', max: record.maxAdditions } };
  if (!on && removed.length > record.maxRemovals) return { half, refused: { kind: 'removals', max: record.maxRemovals } };
  return { half: { ...half, toppings }, refused: null };
}

/** Whether a pizza is made at a size (both halves of a half-and-half must be). */
export function hasSize(product: Pick<PizzaProduct, 'sizes'>, size: PizzaSize): boolean {
  return product.sizes.some((candidate) => candidate.id === size);
}

/** A fresh half for another pizza, at its defaults. */
export function halfFor(product: PizzaProduct): HalfState {
  return halfOf(defaultConfiguration(product));
}
