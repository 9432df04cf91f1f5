// What a basket item is, described for the customer (10-G16, issue 13 walkthrough defect 8): the
// size and crust, both halves of a half-and-half pizza, each topping added or removed against the
// product's defaults, a changed sauce or cheese, a side's option and modifiers. The basket, the
// checkout summary, the order summary and the server's summary all describe an item through here,
// so they cannot disagree. The answer is structured (ids with the catalogue's names), never a
// sentence: each caller words it in the customer's language (describeLineText takes the phrases).
// Pure: no React, DOM or fetch.
import { basketItemContent, type PizzaChoice } from './item';

/** A catalogue entry named: the id lets a page look the name up again in its own translated catalogue. */
export interface NamedRef {
  id: string;
  name: string;
}

/** What a pizza (or one half) has that differs from its product's defaults. */
export interface ToppingChanges {
  added: NamedRef[];
  removed: NamedRef[];
  /** Set only when not the product's default sauce / cheese. */
  sauce: NamedRef | null;
  cheese: NamedRef | null;
}

export interface HalfDescription extends ToppingChanges {
  product: NamedRef;
}

export interface ItemDescription extends ToppingChanges {
  /** The product (a half-and-half pizza: its first half's product). */
  product: NamedRef;
  size: NamedRef | null;
  crust: NamedRef | null;
  /** Half-and-half: first and second half, each with its own changes (the item's own changes are then empty). */
  halves: [HalfDescription, HalfDescription] | null;
  /** A side or drink's option, when the product has more than one. */
  option: NamedRef | null;
  /** Charged modifiers of a simple product. */
  modifiers: NamedRef[];
}

interface Named {
  readonly id: string;
  readonly name: string;
}

/**
 * The names a description reads from a product record (the catalogue contract's Product satisfies
 * it, on the page and on the server; a page may pass its translated catalogue instead).
 */
export interface DescribableProduct {
  readonly id?: string;
  readonly type: string;
  readonly title: string;
  readonly sizes?: readonly Named[];
  readonly crusts?: readonly Named[];
  readonly sauces?: readonly Named[];
  readonly cheeses?: readonly Named[];
  readonly toppings?: readonly Named[];
  readonly defaultOptions?: { readonly sauce: string; readonly cheese: string; readonly toppings: readonly string[] };
  readonly options?: readonly Named[];
  readonly modifiers?: readonly Named[];
}

export type ProductLookup = (productId: string) => DescribableProduct | undefined;

function named(list: readonly Named[] | undefined, id: string | undefined): NamedRef | null {
  if (id === undefined || id === '') return null;
  return { id, name: list?.find((entry) => entry.id === id)?.name ?? id };
}

function namedAll(list: readonly Named[] | undefined, ids: readonly string[]): NamedRef[] {
  return ids.map((id) => named(list, id)).filter((ref): ref is NamedRef => ref !== null);
}

const NO_CHANGES: ToppingChanges = { added: [], removed: [], sauce: null, cheese: null };

/**
 * A pizza's changes against its product's defaults. Toppings not stored mean the defaults (the
 * editor stores the full list once the customer touches it); a product unknown to the caller's
 * catalogue shows no changes rather than a guess.
 */
function toppingChanges(choice: PizzaChoice, product: DescribableProduct | undefined): ToppingChanges {
  const defaults = product?.defaultOptions;
  if (!product || !defaults) return NO_CHANGES;
  const toppings = choice.toppings ?? defaults.toppings;
  const kept = new Set(toppings);
  const base = new Set(defaults.toppings);
  // Each id once, in the order the customer has them (added) or the product lists them (removed).
  const added = [...new Set(toppings.filter((id) => !base.has(id)))];
  const removed = defaults.toppings.filter((id) => !kept.has(id));
  return {
    added: namedAll(product.toppings, added),
    removed: namedAll(product.toppings, removed),
    sauce: choice.sauce && choice.sauce !== defaults.sauce ? named(product.sauces, choice.sauce) : null,
    cheese: choice.cheese && choice.cheese !== defaults.cheese ? named(product.cheeses, choice.cheese) : null,
  };
}

function productRef(productId: string | undefined, product: DescribableProduct | undefined, storedTitle: string | undefined): NamedRef {
  const id = productId ?? '';
  return { id, name: product?.title ?? storedTitle ?? id };
}

/** Describes one stored or wire basket item ({type, properties}) with the caller's catalogue. */
export function describeItem(item: { readonly type: string; readonly properties: Readonly<Record<string, unknown>> }, productOf: ProductLookup): ItemDescription {
  const content = basketItemContent(item);
  const product = content.productId ? productOf(content.productId) : undefined;
  const ref = productRef(content.productId, product, content.title);
  const empty = { halves: null, option: null, modifiers: [] };
  if (content.type === 'pizza' || content.type === 'half-and-half') {
    const size = named(product?.sizes, content.size);
    const crust = named(product?.crusts, content.crust);
    if (content.type === 'pizza') return { product: ref, size, crust, ...toppingChanges(content, product), ...empty };
    // A missing first half is the item's own configuration (item.ts); both halves share size and crust.
    const firstId = content.firstHalf?.productId ?? content.firstHalf?.id ?? content.productId;
    const firstProduct = firstId ? productOf(firstId) : undefined;
    const secondId = content.secondHalf.productId ?? content.secondHalf.id;
    const secondProduct = secondId ? productOf(secondId) : undefined;
    const first: HalfDescription = {
      product: productRef(firstId, firstProduct, content.title),
      ...toppingChanges(content.firstHalf ?? content, firstProduct),
    };
    const second: HalfDescription = { product: productRef(secondId, secondProduct, undefined), ...toppingChanges(content.secondHalf, secondProduct) };
    return { product: first.product, size, crust, ...NO_CHANGES, halves: [first, second], option: null, modifiers: [] };
  }
  const option = (product?.options?.length ?? 0) > 1 ? named(product?.options, content.option) : null;
  return { product: ref, size: null, crust: null, ...NO_CHANGES, halves: null, option, modifiers: namedAll(product?.modifiers, content.modifiers ?? []) };
}

// ── Wording ──────────────────────────────────────────────────────────────────────────────────────

/** The connecting words, in one language: the page passes its translations, the server a table below. */
export interface DescriptionPhrases {
  /** 'extra Mushrooms'. */
  added: (name: string) => string;
  /** 'no Ham'. */
  removed: (name: string) => string;
  /** 'Half Margherita (extra Onions) + half Hawaiian'. */
  halves: (first: string, second: string) => string;
  /** 'Margherita (extra Onions)'. */
  withChanges: (name: string, changes: string) => string;
  /** Joins changes: 'extra Onions, no Ham'. */
  list: (parts: readonly string[]) => string;
}

/** Lets a page re-translate names by id (its translated catalogue); the stored name otherwise. */
export type NameOf = (kind: 'product' | 'size' | 'crust' | 'topping' | 'sauce' | 'cheese' | 'option' | 'modifier', ref: NamedRef, productId: string) => string;

const storedName: NameOf = (_kind, ref) => ref.name;

function changesText(changes: ToppingChanges, productId: string, phrases: DescriptionPhrases, nameOf: NameOf): string {
  const parts = [
    ...(changes.sauce ? [nameOf('sauce', changes.sauce, productId)] : []),
    ...(changes.cheese ? [nameOf('cheese', changes.cheese, productId)] : []),
    ...changes.added.map((ref) => phrases.added(nameOf('topping', ref, productId))),
    ...changes.removed.map((ref) => phrases.removed(nameOf('topping', ref, productId))),
  ];
  return parts.length > 0 ? phrases.list(parts) : '';
}

/**
 * The lines under an item's title: 'Large (13.5") · Classic Pan', then the halves or the
 * changes, then a side's option and modifiers. Empty when there is nothing to say.
 */
export function describeLineText(description: ItemDescription, phrases: DescriptionPhrases, nameOf: NameOf = storedName): string[] {
  const productId = description.product.id;
  const lines: string[] = [];
  const base = [
    description.size ? nameOf('size', description.size, productId) : null,
    description.crust ? nameOf('crust', description.crust, productId) : null,
    description.option ? nameOf('option', description.option, productId) : null,
  ].filter((part): part is string => part !== null);
  if (base.length > 0) lines.push(base.join(' · '));
  if (description.halves) {
    const [first, second] = description.halves.map((half) => {
      const name = nameOf('product', half.product, half.product.id);
      const changes = changesText(half, half.product.id, phrases, nameOf);
      return changes ? phrases.withChanges(name, changes) : name;
    }) as [string, string];
    lines.push(phrases.halves(first, second));
  } else {
    const changes = changesText(description, productId, phrases, nameOf);
    if (changes) lines.push(changes);
  }
  if (description.modifiers.length > 0) lines.push(phrases.list(description.modifiers.map((ref) => phrases.added(nameOf('modifier', ref, productId)))));
  return lines;
}

/** The server's wording of a summary line (the page re-words it from the structured parts in the customer's language). */
export const SERVER_DESCRIPTION_PHRASES: Readonly<Record<'en' | 'fr', DescriptionPhrases>> = {
  en: {
    added: (name) => `extra ${name}`,
    removed: (name) => `no ${name}`,
    halves: (first, second) => `Half ${first} + half ${second}`,
    withChanges: (name, changes) => `${name} (${changes})`,
    list: (parts) => parts.join(', '),
  },
  fr: {
    added: (name) => `supplément ${name}`,
    removed: (name) => `sans ${name}`,
    halves: (first, second) => `Moitié ${first} + moitié ${second}`,
    withChanges: (name, changes) => `${name} (${changes})`,
    list: (parts) => parts.join(', '),
  },
};
