/**
 * Finding the membership option a registrant chose, for the API (register, duplicate types), the
 * registration form and the seed. Free of zod so the form's island can use it.
 */

/** Membership types are matched ignoring case and spacing ("Life  member" is "Life Member"). */
export const membershipTypeKey = (type: string): string => type.trim().replace(/\s+/g, " ").toLowerCase();

/** The option with this nationality and type; undefined when there is none (or the type is blank). */
export function findMembershipOption<T extends { nationality: string; membershipType: string }>(
  options: readonly T[],
  nationality: string,
  membershipType: string,
): T | undefined {
  const key = membershipTypeKey(membershipType);
  if (key === "") return undefined;
  return options.find(
    (option) => option.nationality === nationality && membershipTypeKey(option.membershipType) === key,
  );
}
