import { executiveCategory, type ExecutiveCategory, type ExecutivesRecord } from "./executives";

/** docs/rules/public-site.md §2 and §9: the Executive Council has 24 members and meets at least twice a year. */
export const COUNCIL_SIZE = 24;

/**
 * The order of the Present Executive Council grid: the office-bearers first, in the order a
 * society lists them (President, President-elect, Vice President(s), any other president such as a
 * Past President, Secretary, Joint Secretary, Treasurer, Chief Editor), then every other member in
 * the order the administrator added them (the stored order). Within one office the stored order
 * holds too.
 */
export function councilRank(designation: string): number {
  const category = executiveCategory(designation);
  if (category === "President") {
    if (/\belect\b/i.test(designation)) return 1;
    if (/\bvice\b/i.test(designation)) return 2;
    if (/\b(?:past|former|founder|founding|immediate|emeritus)\b/i.test(designation)) return 3;
    return 0;
  }
  const after: Record<Exclude<ExecutiveCategory, "President">, number> = {
    Secretary: 4,
    "Joint Secretary": 5,
    Treasurer: 6,
    "Chief Editor": 7,
    Member: 8,
  };
  return after[category];
}

/** The council in display order (see councilRank); records added earlier come first within a rank. */
export function sortCouncil(members: readonly ExecutivesRecord[]): ExecutivesRecord[] {
  return [...members].sort(
    (a, b) => councilRank(a.designation) - councilRank(b.designation) || a.createdAt.localeCompare(b.createdAt),
  );
}

const HONORIFICS = /^(?:dr|prof|professor|mr|mrs|ms|miss|shri|sri|smt|kumari|km|er|late)\.?$/i;

/**
 * Up to two letters for a member without a photo: the first and last words of the name after
 * titles such as "Dr." and "Prof." ("Dr. Anil Kumar Singh" -> "AS").
 */
export function nameInitials(name: string): string {
  const words = name
    .split(/[\s.]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word !== "" && !HONORIFICS.test(word));
  const first = words[0];
  if (first === undefined) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => (word[0] ?? "").toLocaleUpperCase("en"))
    .join("");
}
