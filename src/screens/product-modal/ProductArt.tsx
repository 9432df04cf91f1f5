import { createElement, useId, useMemo, useState, type ReactNode } from 'react';
import type { PizzaProduct } from '../../api/contract/catalogue';
import { fallbackArtPath } from '../../domain/art/paths';
import { pizzaArt, type PizzaHalfArt } from '../../domain/art/pizza';
import type { SvgNode } from '../../domain/art/svg';
import type { PizzaEditorState } from './pizza-editor-state';

/** The product's picture at the top of the modal (not a pizza: the pizza editor draws its own, below). */
export function ProductArt({ src, type }: { src: string; type: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="editor-art" aria-hidden="true">
      <img
        src={failed || !src ? fallbackArtPath(type) : src}
        alt=""
        width={320}
        height={160}
        decoding="async"
        onError={() => (failed ? undefined : setFailed(true))}
      />
    </div>
  );
}

/**
 * The pizza being ordered, drawn live (issue 13 "the pizza editor redraws the picture live as size,
 * crust, halves and toppings change"): the same drawing code that made the menu picture, fed the
 * editor's state instead of the default options, so it works offline and matches the menu exactly.
 */
export function PizzaLiveArt({ product, state }: { product: PizzaProduct; state: PizzaEditorState }) {
  // useId gives ':r1:'-like ids; gradient references need plain ones.
  const prefix = `live${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  const tree = useMemo(() => {
    const half = (choice: PizzaEditorState['first']): PizzaHalfArt => ({ sauce: choice.sauce, cheese: choice.cheese, toppings: choice.toppings });
    return pizzaArt({
      seed: product.id,
      size: state.size,
      crust: state.crust,
      halves: state.second ? [half(state.first), half(state.second)] : [half(state.first)],
      kinds: Object.fromEntries(product.toppings.map((topping) => [topping.id, topping.kind])),
      idPrefix: prefix,
    });
  }, [product, state.size, state.crust, state.first, state.second, prefix]);
  return (
    <div className="editor-art editor-art--pizza" aria-hidden="true" data-testid="pizza-art">
      {renderSvg(tree, 'art')}
    </div>
  );
}

/** 'stroke-width' → 'strokeWidth': React names SVG presentation attributes in camel case. */
const reactName = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function renderSvg(node: SvgNode | string, key: string): ReactNode {
  if (typeof node === 'string') return node;
  const props: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(node.attrs)) props[reactName(name)] = value;
  if (node.tag === 'svg') props.focusable = 'false';
  return createElement(node.tag, props, ...(node.children ?? []).map((child, i) => renderSvg(child, `${key}.${i}`)));
}
