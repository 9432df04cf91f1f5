// The dealbot's public face: the optimiser and its wire shapes (spec 1 §3 Dealbot, §7).
export { solveDealsExact, solveDealsMilp, type ExactOptions, type MilpSolution, type MilpSolver } from './milp';
export { optimiseBasket, optimiseBasketExact } from './optimise';
export { optimisePayload, optimiseResponse } from './payload';
export { solveDeals } from './solver';
export type * from './types';
