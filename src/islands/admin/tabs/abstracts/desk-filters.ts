import { buildSearchIndexOf, filterIndex, type SearchIndex } from "../../../../domain/directory";
import type { EventAbstractRecord } from "../../../../domain/event-abstracts";

/**
 * An event's abstracts at the desk (docs/rules/events.md §8): filtered by status and searched by
 * title, author, sender, e-mail or reference, as the other desks search (src/domain/directory.ts).
 */

type Abstract = EventAbstractRecord;

export const ABSTRACT_DESK_FILTERS = [
  { id: "all", label: "All", matches: () => true },
  { id: "submitted", label: "Submitted", matches: (a: Abstract) => a.status === "submitted" },
  { id: "revision", label: "Revision asked", matches: (a: Abstract) => a.status === "revision" },
  { id: "accepted", label: "Accepted", matches: (a: Abstract) => a.status === "accepted" },
  { id: "rejected", label: "Rejected", matches: (a: Abstract) => a.status === "rejected" },
] as const satisfies readonly { id: string; label: string; matches: (entry: Abstract) => boolean }[];

export type AbstractDeskFilterId = (typeof ABSTRACT_DESK_FILTERS)[number]["id"];

export function abstractFilterCounts(abstracts: readonly Abstract[]): Record<AbstractDeskFilterId, number> {
  const counts = Object.fromEntries(ABSTRACT_DESK_FILTERS.map((filter) => [filter.id, 0])) as Record<
    AbstractDeskFilterId,
    number
  >;
  for (const entry of abstracts)
    for (const filter of ABSTRACT_DESK_FILTERS) if (filter.matches(entry)) counts[filter.id] += 1;
  return counts;
}

export const abstractSearchIndex = (abstracts: readonly Abstract[]): SearchIndex<Abstract> =>
  buildSearchIndexOf(abstracts, (a) => [a.title, ...a.authors, a.name, a.email, a.reference]);

/** The abstracts `filter` keeps that match every word of `query`, in the list's order. */
export function shownAbstracts(
  index: SearchIndex<Abstract>,
  filter: AbstractDeskFilterId,
  query: string,
): readonly Abstract[] {
  const chosen = ABSTRACT_DESK_FILTERS.find((candidate) => candidate.id === filter) ?? ABSTRACT_DESK_FILTERS[0];
  return filterIndex(index, query).filter((entry) => chosen.matches(entry));
}
