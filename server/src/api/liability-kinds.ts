/**
 * The summary keys of the kinds whose balance the member owes (loans and cards): the ledger keeps
 * them negative, the app shows them positive.
 */
export const liabilitySummaryKeys: readonly string[] = ['loans', 'creditCards'];

/** The same keys as an SQL list, for `pk.summary_key in …`. */
export const liabilityKinds = `(${liabilitySummaryKeys.map((key) => `'${key}'`).join(', ')})`;
