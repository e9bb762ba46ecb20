/**
 * Membership numbers (docs/rules/members-and-money.md §5): `<prefix>-<5 digits>`, e.g. `SAEETD-00042`, given in order on
 * acceptance and never given again (docs/decisions/receipt-numbers.md says how).
 */

/** The `sequence`-th number: five digits at least, more past 99999. */
export const memberNumber = (prefix: string, sequence: number): string =>
  `${prefix}-${String(sequence).padStart(5, "0")}`;
