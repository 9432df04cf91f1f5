import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PizzaProduct } from '../../api/contract/catalogue';
import {
  crustAllowedForHalfAndHalf,
  crustAvailable,
  halfAndHalfParts,
  priceHalfAndHalf,
  pricePizza,
  type FreeToppings,
  type PizzaSize,
} from '../../domain/pricing/pizza';
import { Choice, ChoiceGroup, EditorFooter } from './parts';
import {
  configurationOf,
  crustSelectable,
  halfAndHalfOf,
  hasSize,
  initialState,
  settleCrust,
  stateFromProperties,
  toggleTopping,
  type HalfState,
  type LimitRefusal,
  type PizzaEditorState,
} from './pizza-editor-state';
import { HalfAndHalfControls } from './HalfAndHalfControls';
import { PizzaLiveArt } from './ProductArt';
import { ToppingsPicker } from './ToppingsPicker';
import type { EditorResult, SubmitText } from './editor-result';

interface PizzaEditorProps {
  product: PizzaProduct;
  /** The hut's listed pizzas: the second half is chosen among the halvable ones. */
  pizzas: readonly PizzaProduct[];
  price: (amount: number) => string;
  decimals: number;
  /** A deal may sell the pizza at one size only. */
  fixedSize: PizzaSize | null;
  free: FreeToppings;
  /** Inside a deal: what a configuration adds to the deal's price (deal-model chargeOfReplacement). */
  dealCharge?: ((result: EditorResult) => number) | null;
  initial: Record<string, unknown> | null;
  submitText: SubmitText;
  onSubmit: (result: EditorResult) => void;
}

/** The pizza editor (spec 1 §2, §5): size, crust, sauce, cheese, toppings, half-and-half, live price. */
export function PizzaEditor({ product, pizzas, price, decimals, fixedSize, free, dealCharge = null, initial, submitText, onSubmit }: PizzaEditorProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PizzaEditorState>(() =>
    initial ? stateFromProperties(product, initial) : initialState(product, fixedSize ?? undefined),
  );
  const [refusal, setRefusal] = useState<LimitRefusal>(null);

  const halvable = useMemo(() => pizzas.filter((pizza) => pizza.halvable), [pizzas]);
  const byId = (id: string) => (id === product.id ? product : halvable.find((pizza) => pizza.id === id)) ?? product;
  const secondProduct = state.second ? byId(state.second.productId) : null;
  const halves = secondProduct ? [product, secondProduct] : [product];
  const editingHalf: HalfState = state.editing === 'second' && state.second ? state.second : state.first;
  const editingProduct = state.editing === 'second' && secondProduct ? secondProduct : product;

  const update = (next: PizzaEditorState) => setState(settleCrust(product, next.second ? [product, byId(next.second.productId)] : [product], next));

  /** The editor's result for a state (null while invalid): its price, menu price and base. */
  const resultOf = (current: PizzaEditorState): EditorResult | null => {
    const second = current.second ? byId(current.second.productId) : null;
    const halfConfig = halfAndHalfOf(current);
    const priced =
      halfConfig && second
        ? priceHalfAndHalf(product, second, halfConfig, { decimals, free })
        : pricePizza(product, configurationOf(current, current.first), { decimals, free });
    if (!priced.ok) return null;
    const menuPriced =
      halfConfig && second ? priceHalfAndHalf(product, second, halfConfig, { decimals }) : pricePizza(product, configurationOf(current, current.first), { decimals });
    const sizePrice = (pizza: PizzaProduct) => pizza.sizes.find((size) => size.id === current.size)?.price ?? 0;
    return {
      title: second ? t('product.halfAndHalf.title', { first: product.title, second: second.title }) : product.title,
      price: priced.price,
      originalPrice: menuPriced.ok ? menuPriced.price : priced.price,
      basePrice: second ? (sizePrice(product) + sizePrice(second)) / 2 : sizePrice(product),
      properties: {
        id: product.id,
        kind: product.kind,
        ...(product.subtype ? { subtype: product.subtype } : {}),
        size: current.size,
        crust: current.crust,
        sauce: current.first.sauce,
        cheese: current.first.cheese,
        toppings: current.first.toppings,
        ...(halfConfig ? { firstHalf: halfConfig.firstHalf, secondHalf: halfConfig.secondHalf } : {}),
        price: priced.price,
      },
    };
  };

  // Live price: the configured price, and the same without a deal's free toppings (its menu price).
  const halfConfig = halfAndHalfOf(state);
  const result = resultOf(state);
  const valid = result !== null;
  const text = submitText(result);

  /** A crust's charge in the deal: this pizza with that crust, less the same with the plainest crust at the size. */
  const crustDealCharge = (crustId: string): number => {
    if (!dealCharge) return 0;
    const at = (id: string) => {
      const priced = resultOf({ ...state, crust: id });
      return priced ? dealCharge(priced) : null;
    };
    const plainest = [...product.crusts]
      .filter((crust) => crust.surcharge[state.size] !== undefined)
      .sort((a, b) => (a.surcharge[state.size] ?? 0) - (b.surcharge[state.size] ?? 0))[0];
    const charged = at(crustId);
    const base = plainest ? at(plainest.id) : 0;
    return charged === null || base === null ? 0 : Math.max(0, Math.round((charged - base) * 100) / 100);
  };

  // Both halves share the size: while halved, only sizes both pizzas are made in.
  const sizes = product.sizes.filter(
    (size) => (!fixedSize || size.id === fixedSize) && (!secondProduct || hasSize(secondProduct, size.id)),
  );
  const parts = halfConfig && secondProduct ? halfAndHalfParts(product, secondProduct, halfConfig, free) : null;

  return (
    <div className="editor">
      <PizzaLiveArt product={product} state={state} />
      {product.desc ? <p className="editor__desc">{product.desc}</p> : null}

      <ChoiceGroup legend={t('product.size')}>
        {sizes.map((size) => (
          <Choice
            key={size.id}
            name="size"
            value={size.id}
            checked={state.size === size.id}
            label={size.name}
            aside={fixedSize ? undefined : price(size.price)}
            onChange={() => update({ ...state, size: size.id })}
          />
        ))}
      </ChoiceGroup>

      {product.halvable && halvable.length > 0 ? (
        <HalfAndHalfControls
          product={product}
          halvable={halvable}
          state={state}
          onChange={(next) => {
            setRefusal(null);
            update(next);
          }}
        />
      ) : null}

      <ChoiceGroup legend={t('product.crust')}>
        {product.crusts.map((crust) => {
          const madeAtSize = halves.every((pizza) => crustAvailable(pizza, crust.id, state.size));
          const halfAllowed = !state.second || halves.every((pizza) => crustAllowedForHalfAndHalf(pizza, crust.id));
          // Inside a deal the row shows what the deal charges for the crust (its own crust price,
          // 10-G15), the figure the add button and the total then move by; else the menu surcharge.
          const surcharge = dealCharge ? crustDealCharge(crust.id) : (crust.surcharge[state.size] ?? 0);
          return (
            <Choice
              key={crust.id}
              name="crust"
              value={crust.id}
              checked={state.crust === crust.id}
              disabled={!crustSelectable(halves, state, crust.id)}
              label={crust.name}
              note={!madeAtSize ? t('product.crustNotForSize') : !halfAllowed ? t('product.crustNotForHalfAndHalf') : undefined}
              aside={madeAtSize && surcharge > 0 ? `+${price(surcharge)}` : undefined}
              onChange={() => update({ ...state, crust: crust.id })}
            />
          );
        })}
      </ChoiceGroup>

      <ChoiceGroup legend={state.second ? t('product.sauceFor', { name: editingProduct.title }) : t('product.sauce')}>
        {editingProduct.sauces.map((sauce) => (
          <Choice
            key={sauce.id}
            name={`sauce-${state.editing}`}
            value={sauce.id}
            checked={editingHalf.sauce === sauce.id}
            label={sauce.name}
            aside={sauce.id !== editingProduct.defaultOptions.sauce && sauce.price > 0 ? `+${price(sauce.price)}` : undefined}
            onChange={() => setHalf(state, setState, { ...editingHalf, sauce: sauce.id })}
          />
        ))}
      </ChoiceGroup>

      <ChoiceGroup legend={state.second ? t('product.cheeseFor', { name: editingProduct.title }) : t('product.cheese')}>
        {editingProduct.cheeses.map((cheese) => (
          <Choice
            key={cheese.id}
            name={`cheese-${state.editing}`}
            value={cheese.id}
            checked={editingHalf.cheese === cheese.id}
            label={cheese.name}
            aside={cheese.id !== editingProduct.defaultOptions.cheese && cheese.price > 0 ? `+${price(cheese.price)}` : undefined}
            onChange={() => setHalf(state, setState, { ...editingHalf, cheese: cheese.id })}
          />
        ))}
      </ChoiceGroup>

      <ToppingsPicker
        product={editingProduct}
        pizzas={pizzas}
        half={editingHalf}
        size={state.size}
        halfName={state.second ? editingProduct.title : null}
        price={price}
        refusal={refusal}
        onToggle={(toppingId, on) => {
          const { half, refused } = toggleTopping(editingProduct, editingHalf, toppingId, on);
          setRefusal(refused);
          if (!refused) setHalf(state, setState, half);
        }}
      />

      <EditorFooter
        label={text.label}
        price={text.price}
        disabled={!result}
        problem={valid ? null : t('product.invalid')}
        summary={
          parts && secondProduct ? (
            <p className="editor-footer__halves">
              {t('product.halfAndHalf.summary', {
                first: product.title,
                firstPrice: price(parts.firstFull),
                second: secondProduct.title,
                secondPrice: price(parts.secondFull),
              })}
            </p>
          ) : null
        }
        onSubmit={() => result && onSubmit(result)}
      />
    </div>
  );
}

function setHalf(state: PizzaEditorState, setState: (next: PizzaEditorState) => void, half: HalfState) {
  setState(state.editing === 'second' && state.second ? { ...state, second: half } : { ...state, first: half });
}
