/** docs/rules/public-site.md §4: the nationality categories of membership, in the order forms offer them. Free of zod (islands use it). */
export const NATIONALITIES = ["Indian", "SAARC", "Foreign"] as const;
export type Nationality = (typeof NATIONALITIES)[number];
