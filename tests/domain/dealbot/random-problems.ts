// Random abstract dealbot problems for the property tests: classes with counts and loose prices, deals
// with options, limits, conflicts, the price-type group, and costs of the kinds the menu has (fixed
// price plus extras, cheapest-free, percentage off) or an arbitrary one.
import fc from 'fast-check';
import type { Picks, SolverProblem } from '../../../src/domain/dealbot/solver';
import type { OracleProblem } from './oracle';

type CostKind = 'fixed' | 'cheapest' | 'category' | 'arbitrary';

export interface RandomProblem {
  problem: SolverProblem;
  kinds: CostKind[];
}

const cents = (value: number) => Math.round(value * 100) / 100;

function costOf(kind: CostKind, price: number, extras: number[][], looseOf: (c: number) => number, d: number) {
  return (picks: Picks): number => {
    const chosen = picks.flatMap((list, o) => list.map((c) => ({ c, extra: extras[o]?.[c] ?? 0 })));
    switch (kind) {
      case 'fixed':
        return cents(chosen.reduce((sum, item) => sum + item.extra, price));
      case 'cheapest': {
        const sorted = chosen.map((item) => looseOf(item.c)).sort((a, b) => a - b);
        return cents(sorted.reduce((sum, value, index) => sum + (index === 0 ? 0 : value), 0));
      }
      case 'category':
        return cents(chosen.reduce((sum, item) => sum + looseOf(item.c) * 0.8, 0));
      case 'arbitrary': {
        // Any symmetric function of the option multisets: a hash of them.
        const text = `${d}:${picks.map((list) => [...list].sort((a, b) => a - b).join('.')).join('|')}`;
        let hash = 7;
        for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 10007;
        return cents(chosen.length * 2 + (hash % 1500) / 100);
      }
    }
  };
}

export function randomProblem(limits: { maxItems: number; maxClasses: number; maxDeals: number }): fc.Arbitrary<RandomProblem> {
  return fc
    .record({
      classes: fc.array(fc.record({ count: fc.integer({ min: 1, max: 3 }), loose: fc.integer({ min: 50, max: 2000 }) }), {
        minLength: 1,
        maxLength: limits.maxClasses,
      }),
      deals: fc.array(
        fc.record({
          options: fc.array(
            fc.record({
              required: fc.integer({ min: 0, max: 2 }),
              extra: fc.integer({ min: 0, max: 2 }),
              eligible: fc.array(fc.boolean(), { minLength: limits.maxClasses, maxLength: limits.maxClasses }),
              extras: fc.array(fc.constantFrom(0, 0, 50, 125), { minLength: limits.maxClasses, maxLength: limits.maxClasses }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
          maxInstances: fc.integer({ min: 1, max: 3 }),
          conflicts: fc.array(fc.integer({ min: 0, max: limits.maxDeals - 1 }), { maxLength: 2 }),
          group: fc.constantFrom(null, null, null, 'price'),
          kind: fc.constantFrom<CostKind>('fixed', 'fixed', 'cheapest', 'category', 'arbitrary'),
          price: fc.integer({ min: 100, max: 3000 }),
        }),
        { minLength: 1, maxLength: limits.maxDeals },
      ),
    })
    .map(({ classes: rawClasses, deals }) => {
      // Trim the counts to the item limit.
      let room = limits.maxItems;
      const classes = rawClasses
        .map((entry) => {
          const count = Math.min(entry.count, room);
          room -= count;
          return { count, loose: entry.loose / 100 };
        })
        .filter((entry) => entry.count > 0);
      const costs = deals.map((deal, d) =>
        costOf(deal.kind, deal.price / 100, deal.options.map((option) => option.extras.map((value) => value / 100)), (c) => classes[c]?.loose ?? 0, d),
      );
      const problem: SolverProblem = {
        classes,
        deals: deals.map((deal) => ({
          options: deal.options.map((option) => ({
            required: option.required,
            capacity: Math.max(1, option.required + option.extra),
            eligible: classes.map((_, c) => c).filter((c) => option.eligible[c]),
          })),
          maxInstances: deal.maxInstances,
          conflicts: deal.conflicts.filter((other) => other < deals.length),
          group: deal.group,
        })),
        cost: (d, picks) => (costs[d] as (picks: Picks) => number)(picks),
      };
      return { problem, kinds: deals.map((deal) => deal.kind) };
    });
}

/** The same problem item by item, for the brute-force oracle. */
export function asOracleProblem(problem: SolverProblem): OracleProblem {
  const classOf = problem.classes.flatMap((entry, c) => Array.from({ length: entry.count }, () => c));
  return {
    items: classOf.length,
    deals: problem.deals,
    fits: (d, o, item) => problem.deals[d]?.options[o]?.eligible.includes(classOf[item] as number) ?? false,
    loose: (item) => problem.classes[classOf[item] as number]?.loose ?? 0,
    cost: (d, picks) => problem.cost(d, picks.map((list) => list.map((item) => classOf[item] as number).sort((a, b) => a - b))),
  };
}
