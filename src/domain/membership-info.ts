import type { MembershipRecord } from "./memberships";

/**
 * The public membership information page shows the Indian rate table only (docs/rules/public-site.md §2); SAARC and
 * foreign rates appear in the registration form once that nationality is chosen. Cheapest first;
 * equal fees keep the order the administrator created them in.
 */
export function indianRates<T extends Pick<MembershipRecord, "nationality" | "membershipFee" | "createdAt">>(
  options: readonly T[],
): T[] {
  return options
    .filter((option) => option.nationality === "Indian")
    .sort((a, b) => a.membershipFee - b.membershipFee || a.createdAt.localeCompare(b.createdAt));
}
