// The dealbot's exact solver on an abstract problem: item classes (interchangeable items, with a
// count and a loose price) and candidate deals (options that accept some classes, between a required
// count and a capacity of items each). It finds the cheapest way to group the items into deal
// instances, every other item staying loose. Pure, no catalogue: optimise.ts builds the problem.
//
// Why it is exact:
// 1. Patterns. An instance is fully described by the multiset of classes each option holds, so the
//    solver lists every valid filling of every deal that the counts allow (its "patterns") and prices
//    each with the cost callback. Of patterns holding the same multiset of classes it keeps the
//    cheapest (they use the same items, so the dearer one is never better), and it drops patterns that
//    save nothing: putting their items back loose is never dearer.
// 2. Search (branch and bound). Among the classes left, take one (the first in a fixed order, fewest
//    patterns first, so branches stay few). In any optimum either some instance holds one of its items — so
//    branching on "which pattern holding this class comes next" reaches it, whatever the order
//    instances are picked in — or none does, and the class is all loose. Every branch removes items, so the search ends; together the
//    branches cover every assignment.
// 3. Cuts that lose nothing. (a) A state whose saving so far plus an upper bound on what is left
//    (solver-bound.ts) cannot beat the best grouping found (at first a greedy one) is dropped.
//    Children are ranked by a cheaper bound that is never below their own (the parent's bound less
//    the Lagrangian prices of the items the pattern takes, plus its saving), best first.
//    (b) What can follow a state depends only on the counts left and the deal limits spent, so a
//    state reached again with no more saved is dropped: all below it was searched (or cut by (a)
//    against a best that has only grown) the first time.
// The one way out of exactness is the node budget (DEFAULT_NODE_BUDGET): a search that reaches it
// answers its best grouping so far with `exact: false`, so the worker never hangs on a huge basket.
//
// Files: patterns.ts (1), parts.ts (normalised deals, independent parts), search.ts (2, 3),
// solver-bound.ts (the bound).
import { EPSILON, dealPatterns, undominated } from './patterns';
import { independentParts, normalisedDeals } from './parts';
import { searchPart } from './search';

export interface SolverOption {
  /** Items the option must hold (0: optional). */
  required: number;
  /** Items it may hold at most. */
  capacity: number;
  /** Class indices it accepts. */
  eligible: readonly number[];
}

export interface SolverDeal {
  options: readonly SolverOption[];
  /** Instances allowed (already net of the ones the basket keeps). */
  maxInstances: number;
  /** Indices of deals never used together with this one. */
  conflicts: readonly number[];
  /** Deals of one group have at most one instance between them (price-type deals); null: none. */
  group: string | null;
}

/** picks[o] = the class indices option o holds, ascending. */
export type Picks = readonly (readonly number[])[];

export interface SolverProblem {
  classes: readonly { count: number; loose: number }[];
  deals: readonly SolverDeal[];
  /** An instance's price. It must not depend on the order of classes within an option. */
  cost: (deal: number, picks: Picks) => number;
  /**
   * The most the grouping may save (10-G17): a basket that met its minimum order keeps meeting it,
   * so the answer is the best grouping saving at most this. Undefined: no cap.
   */
  maxSaving?: number;
}

export interface SolverInstance {
  deal: number;
  picks: number[][];
  cost: number;
}

export interface SolverAnswer {
  /** Σ instance costs + Σ loose prices of the rest. */
  total: number;
  instances: SolverInstance[];
  /** False when the search stopped at its node budget: the best grouping found, not proven cheapest. */
  exact: boolean;
}

/**
 * Nodes the search may visit before it stops with the best grouping found so far (about 0.1–0.4 s).
 * Baskets of up to 20 items finish far below it; some 40-item baskets against 60 deals with many
 * near-identical two-pizza deals do not (bench/dealbot.mjs counts them), and the worker must answer.
 */
export const DEFAULT_NODE_BUDGET = 5_000;

/** The cheapest grouping of the problem's items into deal instances (see the header for why it is exact). */
export function solveDeals(input: SolverProblem, nodeBudget = DEFAULT_NODE_BUDGET): SolverAnswer {
  const problem: SolverProblem = { ...input, deals: normalisedDeals(input.deals) };
  const looseTotal = problem.classes.reduce((sum, entry) => sum + entry.count * entry.loose, 0);
  const cap = problem.maxSaving ?? Infinity;
  // A pattern saving more than the cap can be in no grouping within it.
  const patterns = undominated(
    problem,
    problem.deals.flatMap((_, d) => dealPatterns(problem, d)).filter((pattern) => pattern.saving <= cap + EPSILON),
  );
  if (patterns.length === 0) return { total: looseTotal, instances: [], exact: true };
  let saved = 0;
  let exact = true;
  const instances: SolverInstance[] = [];
  for (const part of independentParts(problem, patterns)) {
    const found = searchPart(problem, part, nodeBudget);
    saved += found.saved;
    exact &&= found.exact;
    for (const pattern of found.patterns) instances.push({ deal: pattern.deal, picks: pattern.picks.map((list) => [...list]), cost: pattern.cost });
  }
  return { exact, total: looseTotal - saved, instances };
}
