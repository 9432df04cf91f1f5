// An upper bound on what the items left can still save, for the solver's pruning: a Lagrangian
// relaxation of the item counts. With a price y_c ≥ 0 on each class, any grouping saves at most
//   Σ_c (items of c left) · y_c + the best choice of deals, each used (instances left) times at
//   r_d = max(0, max over the deal's patterns of saving − Σ y_c · uses),
// because every instance's saving is covered by its items' prices plus its deal's r_d. The choice
// keeps conflicting deals apart and a price-type group to one instance in all, found exactly over
// each small cluster of deals tied by conflicts or a group (larger clusters are relaxed: they only
// raise the bound). Any prices give a valid bound; subgradient steps make it tight.

export interface BoundPattern {
  deal: number;
  saving: number;
  uses: readonly (readonly [number, number])[];
}

export interface BoundDeal {
  maxInstances: number;
  /** Mutual (the solver normalises them). */
  conflicts: readonly number[];
  group: string | null;
}

interface Cluster {
  deals: number[];
  /** Subsets (bit masks over `deals`) with no two conflicting deals; null: too large, relaxed. */
  masks: number[] | null;
}

export interface Bound {
  /** y_c. */
  prices: readonly number[];
  /** r_d at those prices. */
  dealValues: readonly number[];
  clusters: readonly Cluster[];
}

export interface BoundState {
  left: readonly number[];
  instancesLeft: (deal: number) => number;
  groupOpen: (group: string) => boolean;
}

const ITERATIONS = 150;
const LARGEST_EXACT_CLUSTER = 12;

function clustersOf(deals: readonly BoundDeal[]): Cluster[] {
  const parent = deals.map((_, d) => d);
  const root = (d: number): number => (parent[d] === d ? d : (parent[d] = root(parent[d] as number)));
  const join = (a: number, b: number) => (parent[root(a)] = root(b));
  const groupHead = new Map<string, number>();
  deals.forEach((deal, d) => {
    for (const other of deal.conflicts) join(d, other);
    if (deal.group === null) return;
    const head = groupHead.get(deal.group);
    if (head === undefined) groupHead.set(deal.group, d);
    else join(d, head);
  });
  const members = new Map<number, number[]>();
  deals.forEach((_, d) => members.set(root(d), [...(members.get(root(d)) ?? []), d]));
  return [...members.values()].map((list) => {
    if (list.length > LARGEST_EXACT_CLUSTER) return { deals: list, masks: null };
    const masks: number[] = [];
    for (let mask = 0; mask < 1 << list.length; mask += 1) {
      const apart = list.every((d, i) => !(mask & (1 << i)) || (deals[d]?.conflicts ?? []).every((other) => !(mask & (1 << list.indexOf(other)))));
      if (apart) masks.push(mask);
    }
    return { deals: list, masks };
  });
}

/** The relaxed choice of deals: its value and, for the subgradient, [deal, instances] taken. */
function bestChoice(bound: Omit<Bound, 'prices'>, deals: readonly BoundDeal[], state: BoundState): { value: number; taken: [number, number][] } {
  let value = 0;
  const taken: [number, number][] = [];
  for (const cluster of bound.clusters) {
    // Most deals stand alone (no conflict, no group): taken as often as they can be.
    const alone = cluster.deals.length === 1 && deals[cluster.deals[0] as number]?.group === null ? (cluster.deals[0] as number) : null;
    if (alone !== null) {
      const r = bound.dealValues[alone] as number;
      const n = r > 0 ? state.instancesLeft(alone) : 0;
      if (n > 0) {
        value += n * r;
        taken.push([alone, n]);
      }
      continue;
    }
    const worth = (members: readonly number[]) => {
      let total = 0;
      const pick: [number, number][] = [];
      const groupBest = new Map<string, [number, number]>();
      for (const d of members) {
        const r = bound.dealValues[d] as number;
        const n = state.instancesLeft(d);
        const group = deals[d]?.group ?? null;
        if (r <= 0 || n <= 0) continue;
        if (group === null) {
          total += n * r;
          pick.push([d, n]);
        } else if (state.groupOpen(group) && r > (groupBest.get(group)?.[1] ?? 0)) groupBest.set(group, [d, r]);
      }
      for (const [d, r] of groupBest.values()) {
        total += r;
        pick.push([d, 1]);
      }
      return { total, pick };
    };
    if (cluster.masks === null) {
      const { total, pick } = worth(cluster.deals);
      value += total;
      taken.push(...pick);
      continue;
    }
    let best = { total: 0, pick: [] as [number, number][] };
    for (const mask of cluster.masks) {
      const option = worth(cluster.deals.filter((_, i) => mask & (1 << i)));
      if (option.total > best.total) best = option;
    }
    value += best.total;
    taken.push(...best.pick);
  }
  return { value, taken };
}

function dealValuesAt(prices: readonly number[], deals: readonly BoundDeal[], patterns: readonly BoundPattern[]) {
  const values = deals.map(() => 0);
  const best: (BoundPattern | null)[] = deals.map(() => null);
  for (const pattern of patterns) {
    let reduced = pattern.saving;
    for (const [c, n] of pattern.uses) reduced -= n * (prices[c] as number);
    if (reduced > (values[pattern.deal] as number)) {
      values[pattern.deal] = reduced;
      best[pattern.deal] = pattern;
    }
  }
  return { values, best };
}

/**
 * The bound at a state of the search: the prices found for the whole basket, each deal's r_d over
 * only the patterns the items left still fill (any subset of patterns keeps the bound valid).
 */
export function boundValue(bound: Bound, deals: readonly BoundDeal[], patterns: readonly BoundPattern[], state: BoundState): number {
  let total = 0;
  state.left.forEach((n, c) => (total += n * (bound.prices[c] as number)));
  const dealValues = deals.map(() => 0);
  for (const pattern of patterns) {
    let reduced = pattern.saving;
    let fits = true;
    for (const [c, n] of pattern.uses) {
      if ((state.left[c] as number) < n) {
        fits = false;
        break;
      }
      reduced -= n * (bound.prices[c] as number);
    }
    if (fits && reduced > (dealValues[pattern.deal] as number)) dealValues[pattern.deal] = reduced;
  }
  return total + bestChoice({ dealValues, clusters: bound.clusters }, deals, state).value;
}

/**
 * Prices from subgradient steps on the full counts, starting at each class's best saving per item
 * (those starting prices alone are a valid bound: every pattern's reduced saving is then ≤ 0).
 * `iterations` 0 answers the starting prices: for a part of a few patterns the search is cheaper
 * than tightening them.
 */
export function lagrangianBound(counts: readonly number[], deals: readonly BoundDeal[], patterns: readonly BoundPattern[], lowerBound: number, iterations = ITERATIONS): Bound {
  const clusters = clustersOf(deals);
  const full: BoundState = { left: counts, instancesLeft: (d) => deals[d]?.maxInstances ?? 0, groupOpen: () => true };
  const prices = counts.map(() => 0);
  for (const pattern of patterns) {
    const size = pattern.uses.reduce((sum, [, n]) => sum + n, 0);
    for (const [c] of pattern.uses) prices[c] = Math.max(prices[c] as number, pattern.saving / size);
  }
  let best: Bound = { prices: [...prices], dealValues: dealValuesAt(prices, deals, patterns).values, clusters };
  let bestValue = Infinity;
  let step = 1;
  let stale = 0;
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const { values, best: chosen } = dealValuesAt(prices, deals, patterns);
    const at: Bound = { prices, dealValues: values, clusters };
    const choice = bestChoice(at, deals, full);
    const value = counts.reduce((sum, n, c) => sum + n * (prices[c] as number), 0) + choice.value;
    if (value < bestValue - 1e-9) {
      bestValue = value;
      best = { prices: [...prices], dealValues: values, clusters };
      stale = 0;
    } else if ((stale += 1) >= 8) {
      step /= 2;
      stale = 0;
    }
    // Subgradient: items of c in the basket minus those the relaxed choice uses.
    const gradient = [...counts];
    for (const [d, n] of choice.taken) for (const [c, k] of chosen[d]?.uses ?? []) gradient[c] = (gradient[c] as number) - k * n;
    // A price at 0 pushed lower stays at 0: that part of the gradient does not count.
    const norm = gradient.reduce((sum, g, c) => sum + ((prices[c] as number) <= 0 && g > 0 ? 0 : g * g), 0);
    if (norm <= 1e-12 || value - lowerBound <= 1e-9 || step < 1e-4) break;
    const length = (step * (value - lowerBound)) / norm;
    gradient.forEach((g, c) => (prices[c] = Math.max(0, (prices[c] as number) - length * g)));
  }
  return best;
}
