/**
 * The summary keys of the kinds whose balance the member owes (loans and cards): the ledger keeps
 * them negative, the app shows them positive. As an SQL list for `pk.summary_key in …`.
 */
export const liabilityKinds = `('loans', 'creditCards')`;
