// The dealbot (spec 1 §3 Dealbot, §7 optimise): regroup the basket's items into the deals that make
// it cheapest. Exact (solver.ts says why) up to the branch and bound's node budget; past it,
// optimiseBasketExact asks the injected MILP solver (milp.ts) for the proven optimum. Ties keep the
// basket as it is, so nothing churns. Pure.
import { dealChoiceSlots } from '../deals/choice-slots';
import { roundMoney } from '../money/round';
import type { BasketDealFacts, BasketItemFacts, PricingBasket, PricingCatalogue, PricingDeal } from '../pricing/types';
import { NO_DEAL_ID } from '../basket/ids';
import {
  basketLines,
  candidateDeals,
  classKey,
  dealLineCost,
  itemClasses,
  mergedClasses,
  solverProblem,
  storedOptionIndex,
  type BasketLines,
  type ItemClass,
} from './problem';
import { dealFacts, menuPrice } from './item-facts';
import { solveDealsExact, type ExactOptions, type MilpSolver } from './milp';
import { solveDeals, type SolverAnswer, type SolverInstance, type SolverProblem } from './solver';
import type { OptimiseBasket, OptimiseContext, OptimiseResult } from './types';

/** Money differences below this are rounding, not a saving. */
const EPSILON = 1e-6;

interface Plan {
  instances: { deal: PricingDeal; instance: SolverInstance }[];
  classes: ItemClass[];
  /** Σ kept lines + the solver's total, basket decimals. */
  total: number;
  exact: boolean;
}

function looseCost(items: readonly BasketItemFacts[], catalogue: PricingCatalogue, decimals: number): number {
  return items.reduce((sum, item) => sum + menuPrice(item, catalogue, decimals), 0);
}

/** What the basket's lines cost now, and the goods value thresholds are read on (gift cards left out). */
function currentTotals(lines: BasketLines, catalogue: PricingCatalogue, decimals: number): { total: number; goods: number } {
  let total = looseCost(lines.loose, catalogue, decimals);
  let goods = total;
  for (const line of [...lines.kept, ...lines.pooledDeals]) {
    const cost = dealLineCost(line, catalogue, decimals);
    total += cost;
    if (catalogue.deals.get(line.entry.deal.id)?.kind !== 'giftcard') goods += cost;
  }
  return { total, goods };
}

/**
 * Our reading of thresholds (spec 1 §5 "a deal shows only if its threshold is met by the eligible
 * basket total"), as the pricing engine checks them: the rest of the basket's goods, the deal's own
 * line left out. A plan whose answer breaks that (the regrouping made the basket cheaper) is solved
 * again without the deals it broke.
 */
function brokenThresholds(plan: Plan, giftCards: number): Set<string> {
  const broken = new Set<string>();
  const goods = plan.total - giftCards;
  for (const { deal, instance } of plan.instances) {
    const rest = goods - instance.cost;
    if (deal.threshold !== undefined && deal.threshold > 0 && rest < deal.threshold - EPSILON) broken.add(deal.id);
  }
  return broken;
}

/** A plan yields its solver problem and is resumed with the answer, so one flow serves the sync and the async solvers. */
function* plan(
  lines: BasketLines,
  catalogue: PricingCatalogue,
  context: OptimiseContext,
  goods: number,
  keptCost: number,
  excluded: ReadonlySet<string>,
): Generator<SolverProblem, Plan, SolverAnswer> {
  const decimals = context.decimals.product;
  const pool = [...lines.loose, ...lines.pooledDeals.flatMap((line) => line.items)];
  const candidates = candidateDeals(catalogue, context, lines.kept.map((line) => line.entry), goods, excluded);
  const { classes, facts } = mergedClasses(itemClasses(pool, catalogue, decimals), candidates, catalogue, decimals);
  const problem = solverProblem(classes, candidates, catalogue, decimals, facts);
  // 10-G17: a basket whose goods met the minimum order may drop at most to it. The solver's saving is
  // counted from the pool's items all loose, so the goods after are (goods less the pool as it is
  // now) + (the pool loose) − saving, and that must stay at the minimum or above.
  const minimum = context.minimumOrder ?? null;
  const poolNow = looseCost(lines.loose, catalogue, decimals) + lines.pooledDeals.reduce((sum, line) => sum + dealLineCost(line, catalogue, decimals), 0);
  const poolLoose = classes.reduce((sum, entry) => sum + entry.items.length * entry.loose, 0);
  const maxSaving = minimum !== null && minimum > 0 && goods >= minimum - EPSILON ? Math.max(0, goods - poolNow + poolLoose - minimum) : undefined;
  const answer = yield maxSaving === undefined ? problem : { ...problem, maxSaving };
  return {
    classes,
    instances: answer.instances.map((instance) => ({ deal: candidates[instance.deal]?.deal as PricingDeal, instance })),
    total: keptCost + answer.total,
    exact: answer.exact,
  };
}

/** The basket deal an instance can stay as: same deal, same classes in the same options. */
function sameFilling(line: { entry: BasketDealFacts; items: BasketItemFacts[] }, deal: PricingDeal, picks: readonly (readonly number[])[], keyOf: ReadonlyMap<string, number>): boolean {
  if (line.entry.deal.id !== deal.id) return false;
  const held = picks.map(() => [] as number[]);
  for (const item of line.items) {
    const list = held[storedOptionIndex(item)];
    const c = keyOf.get(classKey(item));
    if (!list || c === undefined) return false;
    list.push(c);
  }
  return held.every((list, o) => list.sort((a, b) => a - b).join() === [...(picks[o] ?? [])].join());
}

/** An item placed in a new deal, as the deal page stores it (src/atoms/basket-edits.ts basketWithDeal). */
function inDeal(item: BasketItemFacts, deal: PricingDeal, basketId: string, optionIndex: number, choiceId: number, catalogue: PricingCatalogue, decimals: number): BasketItemFacts {
  const menu = menuPrice(item, catalogue, decimals);
  const extras = dealFacts(deal, optionIndex, item, classKey(item), catalogue, decimals)?.extras ?? 0;
  return {
    ...item,
    dealId: basketId,
    item: {
      ...item.item,
      properties: { ...item.item.properties, choiceId, optionIndex, basketDealID: basketId, extras, originalPrice: menu, price: menu },
    },
  };
}

/** An item taken out of a deal: loose, its place in the deal forgotten, at its menu price. */
function outOfDeal(item: BasketItemFacts, catalogue: PricingCatalogue, decimals: number): BasketItemFacts {
  const { choiceId: _choice, optionIndex: _option, basketDealID: _deal, extras: _extras, ...rest } = item.item.properties;
  return { ...item, dealId: NO_DEAL_ID, item: { ...item.item, properties: { ...rest, price: menuPrice(item, catalogue, decimals) } } };
}

/** The choice ids of an option's items in order: each numbered choice filled to its capacity (a dips group holds all). */
function choiceIds(deal: PricingDeal, optionIndex: number, count: number): number[] {
  const ids: number[] = [];
  for (const slot of dealChoiceSlots(deal).filter((entry) => entry.optionIndex === optionIndex))
    for (let n = 0; n < slot.capacity && ids.length < count; n += 1) ids.push(slot.choiceId);
  const last = ids.at(-1) ?? 1;
  while (ids.length < count) ids.push(last);
  return ids;
}

/** The plan as a basket: kept deals, unchanged deals kept under their ids, new deals, the rest loose. */
function applyPlan(basket: PricingBasket, lines: BasketLines, chosen: Plan, catalogue: PricingCatalogue, decimals: number, newId: () => string): PricingBasket {
  // A merged class holds items of several keys (problem.ts mergedClasses).
  const keyOf = new Map(chosen.classes.flatMap((entry, c) => entry.items.map((item) => [classKey(item), c] as const)));
  const free = chosen.classes.map((entry) => [...entry.items]);
  // Maps, then own properties: an id such as '__proto__' must stay a key.
  const deals = new Map<string, BasketDealFacts>();
  const items = new Map<string, BasketItemFacts>();
  for (const line of lines.kept) deals.set(line.entry.id, line.entry);
  for (const line of lines.kept) for (const item of line.items) items.set(item.id, item);
  const unused = [...lines.pooledDeals];
  const take = (c: number, id: string) => {
    const list = free[c] as BasketItemFacts[];
    const at = list.findIndex((item) => item.id === id);
    return list.splice(at >= 0 ? at : 0, 1)[0] as BasketItemFacts;
  };
  for (const { deal, instance } of chosen.instances) {
    const same = unused.findIndex((line) => sameFilling(line, deal, instance.picks, keyOf));
    if (same >= 0) {
      const line = unused.splice(same, 1)[0] as (typeof unused)[number];
      deals.set(line.entry.id, line.entry);
      for (const item of line.items) items.set(item.id, take(keyOf.get(classKey(item)) as number, item.id));
      continue;
    }
    const basketId = newId();
    deals.set(basketId, { id: basketId, deal: { id: deal.id, price: instance.cost, type: deal.type } });
    instance.picks.forEach((list, optionIndex) => {
      const ids = choiceIds(deal, optionIndex, list.length);
      list.forEach((c, n) => {
        const item = take(c, '');
        items.set(item.id, inDeal(item, deal, basketId, optionIndex, ids[n] as number, catalogue, decimals));
      });
    });
  }
  for (const list of free) for (const item of list) items.set(item.id, item.dealId === null || item.dealId === NO_DEAL_ID ? item : outOfDeal(item, catalogue, decimals));
  // Items in the order the basket had them.
  const ordered = Object.keys(basket.items).flatMap((id) => (items.has(id) ? [[id, items.get(id) as BasketItemFacts] as const] : []));
  return { ...basket, deals: Object.fromEntries(deals), items: Object.fromEntries(ordered) };
}

/** The optimiser's steps: it yields each solver problem (one more per threshold a regrouping broke) and is resumed with its answer. */
function* optimiseSteps(
  basket: PricingBasket,
  catalogue: PricingCatalogue,
  context: OptimiseContext,
  newId: () => string,
): Generator<SolverProblem, OptimiseResult, SolverAnswer> {
  const decimals = context.decimals.product;
  const lines = basketLines(basket, catalogue);
  const current = currentTotals(lines, catalogue, decimals);
  const before = roundMoney(current.total, context.decimals.basket);
  const keptCost = lines.kept.reduce((sum, line) => sum + dealLineCost(line, catalogue, decimals), 0);
  const giftCards = lines.kept.reduce((sum, line) => sum + (catalogue.deals.get(line.entry.deal.id)?.kind === 'giftcard' ? dealLineCost(line, catalogue, decimals) : 0), 0);

  const excluded = new Set<string>();
  let chosen = yield* plan(lines, catalogue, context, current.goods, keptCost, excluded);
  for (let broken = brokenThresholds(chosen, giftCards); broken.size > 0; broken = brokenThresholds(chosen, giftCards)) {
    for (const id of broken) excluded.add(id);
    chosen = yield* plan(lines, catalogue, context, current.goods, keptCost, excluded);
  }
  const after = roundMoney(chosen.total, context.decimals.basket);
  if (after >= before - EPSILON) return { basket, before, after: before, savings: 0, changed: false, exact: chosen.exact };
  return {
    basket: applyPlan(basket, lines, chosen, catalogue, decimals, newId),
    before,
    after,
    savings: roundMoney(before - after, context.decimals.basket),
    changed: true,
    exact: chosen.exact,
  };
}

/** Synchronous, branch and bound only: past its node budget the answer is the best found, `exact: false`. */
export const optimiseBasket: OptimiseBasket = (basket, catalogue, context, newId): OptimiseResult => {
  const steps = optimiseSteps(basket, catalogue, context, newId);
  let step = steps.next();
  while (!step.done) step = steps.next(solveDeals(step.value));
  return step.value;
};

/**
 * The proven cheapest grouping: the branch and bound, and where it stops at its node budget the same
 * problem solved by `milp` (milp.ts; HiGHS on the server and in the worker). Without `milp`, or when
 * the MILP fails, it answers as optimiseBasket does (`exact: false` past the budget).
 */
export async function optimiseBasketExact(
  basket: PricingBasket,
  catalogue: PricingCatalogue,
  context: OptimiseContext,
  newId: () => string,
  milp?: MilpSolver,
  options: ExactOptions = {},
): Promise<OptimiseResult> {
  const steps = optimiseSteps(basket, catalogue, context, newId);
  let step = steps.next();
  while (!step.done) step = steps.next(await solveDealsExact(step.value, milp, options));
  return step.value;
}
