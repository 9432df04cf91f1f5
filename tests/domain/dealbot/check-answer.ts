// One check of a solver answer for every solver test (branch and bound, MILP): recomputed from the
// problem alone, never from the solver's own bookkeeping.
import { expect } from 'vitest';
import type { SolverAnswer, SolverProblem } from '../../../src/domain/dealbot/solver';

export /** An answer re-checked from scratch: instances valid, limits kept, items not over-used, total right. */
function checkAnswer(problem: SolverProblem, answer: SolverAnswer): void {
  const used = problem.classes.map(() => 0);
  const perDeal = problem.deals.map(() => 0);
  const groups = new Map<string, number>();
  let total = 0;
  for (const instance of answer.instances) {
    const deal = problem.deals[instance.deal];
    if (!deal) throw new Error(`no deal ${instance.deal}`);
    perDeal[instance.deal] = (perDeal[instance.deal] ?? 0) + 1;
    if (deal.group) groups.set(deal.group, (groups.get(deal.group) ?? 0) + 1);
    deal.options.forEach((option, o) => {
      const picks = instance.picks[o] ?? [];
      expect(picks.length).toBeGreaterThanOrEqual(option.required);
      expect(picks.length).toBeLessThanOrEqual(option.capacity);
      for (const c of picks) {
        expect(option.eligible).toContain(c);
        used[c] = (used[c] ?? 0) + 1;
      }
    });
    expect(instance.cost).toBeCloseTo(problem.cost(instance.deal, instance.picks), 9);
    total += instance.cost;
  }
  problem.deals.forEach((deal, d) => {
    expect(perDeal[d]).toBeLessThanOrEqual(deal.maxInstances);
    if ((perDeal[d] ?? 0) > 0) for (const other of deal.conflicts) if (other !== d) expect(perDeal[other]).toBe(0);
  });
  for (const n of groups.values()) expect(n).toBeLessThanOrEqual(1);
  problem.classes.forEach((entry, c) => {
    expect(used[c]).toBeLessThanOrEqual(entry.count);
    total += (entry.count - (used[c] ?? 0)) * entry.loose;
  });
  expect(answer.total).toBeCloseTo(total, 6);
}
