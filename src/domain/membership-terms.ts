/** How long a membership lasts (docs/rules/members-and-money.md §2): a year at a time, renewed, or for life. */
export const MEMBERSHIP_TERMS = ["Annual", "Life"] as const;
export type MembershipTerm = (typeof MEMBERSHIP_TERMS)[number];
