import { buildSearchIndexOf, filterIndex, type SearchIndex } from "../../../../domain/directory";
import type { DeskRecord } from "./desk-record";

/**
 * The desk's filters by standing (docs/rules/members-and-money.md §5), with pending applications split by whether
 * anything was received yet, and its search: every word in one of name, e-mail, contact, number
 * or reference, as the directory searches (src/domain/directory.ts).
 */

type Filterable = Pick<DeskRecord, "standing" | "received">;

export const DESK_FILTERS = [
  { id: "all", label: "All", matches: () => true },
  {
    id: "pending-unpaid",
    label: "Pending – nothing paid",
    matches: (record: Filterable) => record.standing === "Pending" && record.received <= 0,
  },
  {
    id: "pending-paid",
    label: "Pending – paid",
    matches: (record: Filterable) => record.standing === "Pending" && record.received > 0,
  },
  { id: "active", label: "Active", matches: (record: Filterable) => record.standing === "Active" },
  { id: "expiring", label: "Expiring", matches: (record: Filterable) => record.standing === "Expiring" },
  { id: "lapsed", label: "Lapsed", matches: (record: Filterable) => record.standing === "Lapsed" },
  { id: "life", label: "Life", matches: (record: Filterable) => record.standing === "Life" },
] as const satisfies readonly { id: string; label: string; matches: (record: Filterable) => boolean }[];

export type DeskFilterId = (typeof DESK_FILTERS)[number]["id"];

const filterById = (id: DeskFilterId) => DESK_FILTERS.find((filter) => filter.id === id) ?? DESK_FILTERS[0];

/** How many records each filter shows (before the search). */
export function filterCounts(records: readonly Filterable[]): Record<DeskFilterId, number> {
  const counts = Object.fromEntries(DESK_FILTERS.map((filter) => [filter.id, 0])) as Record<DeskFilterId, number>;
  for (const record of records) {
    for (const filter of DESK_FILTERS) if (filter.matches(record)) counts[filter.id] += 1;
  }
  return counts;
}

/** The fields the desk's search box looks in. */
export const deskSearchFields = (
  record: Pick<DeskRecord, "name" | "email" | "contact" | "memberNumber" | "reference">,
): string[] => [record.name, record.email, record.contact, record.memberNumber ?? "", record.reference ?? ""];

export const deskSearchIndex = <R extends DeskRecord>(records: readonly R[]): SearchIndex<R> =>
  buildSearchIndexOf(records, deskSearchFields);

/** The records `filter` keeps that match every word of `query`, in the list's order. */
export function shownRecords<R extends DeskRecord>(
  index: SearchIndex<R>,
  filter: DeskFilterId,
  query: string,
): readonly R[] {
  const { matches } = filterById(filter);
  return filterIndex(index, query).filter((record) => matches(record));
}
