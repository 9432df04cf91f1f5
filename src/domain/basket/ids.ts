// The basket's fixed ids (spec 1 §3). The contract, the Dexie records, the atoms, the pricing engine
// and the dealbot read the no-deal id from here, so it is spelled once.

/** The no-deal id: items outside every deal belong to ND, priced 0 (spec 1 §3, §7). */
export const NO_DEAL_ID = 'ND';
