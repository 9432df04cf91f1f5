/** The deal id of the basket's items outside every deal (spec 1 §3 "the no-deal id is ND"). */
export const NO_DEAL_ID = 'ND';
