import { buildSearchIndexOf, filterIndex, type SearchIndex } from "../../../../domain/directory";
import { eventPaymentsOf, eventPaymentTotals } from "../../../../domain/event-payments";
import type { EventRegistrationRecord } from "../../../../domain/event-registrations";

/**
 * An event's desk (docs/rules/events.md §6): its registrations filtered by category, by where they
 * stand, by their money and by attendance, and searched by name, e-mail, phone, institution or reference, as
 * the membership desk searches (src/domain/directory.ts).
 */

type Registration = EventRegistrationRecord;
const left = (registration: Registration) => eventPaymentTotals(registration).balance;
const asked = (registration: Registration) => registration.status === "placed" || registration.status === "offered";

export const EVENT_DESK_FILTERS = [
  { id: "all", label: "All", matches: () => true },
  { id: "to-pay", label: "To pay", matches: (r: Registration) => asked(r) && left(r) > 0 },
  {
    id: "reported",
    label: "Payment reported",
    matches: (r: Registration) => eventPaymentsOf(r).some((payment) => payment.status === "reported"),
  },
  { id: "paid", label: "Paid", matches: (r: Registration) => asked(r) && left(r) <= 0 },
  { id: "offered", label: "Offered a place", matches: (r: Registration) => r.status === "offered" },
  { id: "waiting", label: "Waiting", matches: (r: Registration) => r.status === "waiting" },
  { id: "cancelled", label: "Cancelled", matches: (r: Registration) => r.status === "cancelled" },
  { id: "attended", label: "Attended", matches: (r: Registration) => r.attended === true && r.status === "placed" },
] as const satisfies readonly { id: string; label: string; matches: (registration: Registration) => boolean }[];

export type EventDeskFilterId = (typeof EVENT_DESK_FILTERS)[number]["id"];

function eventFilterCounts(registrations: readonly Registration[]): Record<EventDeskFilterId, number> {
  const counts = Object.fromEntries(EVENT_DESK_FILTERS.map((filter) => [filter.id, 0])) as Record<
    EventDeskFilterId,
    number
  >;
  for (const registration of registrations)
    for (const filter of EVENT_DESK_FILTERS) if (filter.matches(registration)) counts[filter.id] += 1;
  return counts;
}

export const eventSearchIndex = (registrations: readonly Registration[]): SearchIndex<Registration> =>
  buildSearchIndexOf(registrations, (r) => [r.name, r.email, r.phone, r.institution, r.reference]);

/** "" for every category. */
const inCategory = (category: string) => (registration: Registration) =>
  category === "" || registration.category === category;

/** The categories to choose from: the event's, and any a registration has that the event no longer offers. */
export function categoryChoices(feeNames: readonly string[], registrations: readonly Registration[]): string[] {
  const names = new Set(feeNames);
  for (const registration of registrations) names.add(registration.category);
  return [...names];
}

/** The filters' counts within one category ("" for all). */
export const categoryFilterCounts = (registrations: readonly Registration[], category: string) =>
  eventFilterCounts(registrations.filter(inCategory(category)));

/** The registrations of `category` ("" for all) that `filter` keeps and that match every word of `query`, in the list's order. */
export function shownRegistrations(
  index: SearchIndex<Registration>,
  filter: EventDeskFilterId,
  query: string,
  category = "",
): readonly Registration[] {
  const chosen = EVENT_DESK_FILTERS.find((candidate) => candidate.id === filter) ?? EVENT_DESK_FILTERS[0];
  return filterIndex(index, query).filter(
    (registration) => inCategory(category)(registration) && chosen.matches(registration),
  );
}
