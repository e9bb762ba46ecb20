import { abstractsWindow, type AbstractsWindow } from "./event-abstract-rules";
import {
  EVENT_KIND_LABELS,
  priceTotal,
  registrationWindow,
  type EventKind,
  type EventRecord,
  type RegistrationWindow,
} from "./events";
import { formatLongDate } from "./format";
import { dayAfter } from "./india-date";

/**
 * What the public pages show of the events (docs/rules/events.md §2): where each kind is listed,
 * each event's own address and calendar file, the order of a list (upcoming first), and the
 * schema.org `Event` that search engines read. Pure: "today" is India's date, given by the caller.
 */

/** The Conference menu's page that lists each kind (the spec's three routes). */
export const EVENT_LIST_PAGES: Record<EventKind, string> = {
  symposium: "/conference/national-symposia",
  conference: "/conference/international-conferences",
  workshop: "/conference/workshop",
};

export const eventPath = (event: Pick<EventRecord, "slug">): string => `/conference/events/${event.slug}/`;

/** The event as an iCalendar file, prebuilt beside its page ("Add to calendar"). */
export const eventCalendarPath = (event: Pick<EventRecord, "slug">): string => `/conference/events/${event.slug}.ics`;

/** Not over yet on `today`: its last day has not passed. */
export const isUpcoming = (event: Pick<EventRecord, "endDate">, today: string): boolean => event.endDate >= today;

type Dated = Pick<EventRecord, "startDate" | "endDate" | "title">;

/** A list's order: upcoming events soonest first, then past ones latest first. */
export function upcomingFirst<T extends Dated>(events: readonly T[], today: string): T[] {
  const byStart = (a: T, b: T) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title, "en-IN");
  const upcoming = events.filter((event) => isUpcoming(event, today)).sort(byStart);
  const past = events.filter((event) => !isUpcoming(event, today)).sort((a, b) => byStart(b, a));
  return [...upcoming, ...past];
}

export { eventDates } from "./event-dates";

export const eventYear = (event: Pick<EventRecord, "startDate">): number => Number(event.startDate.slice(0, 4));

/** What a list and an event's page say of registration on `today`. */
export function registrationNote(
  event: Pick<EventRecord, "registrationOpens" | "registrationCloses">,
  today: string,
): { window: RegistrationWindow; text: string } {
  const window = registrationWindow(event, today);
  const text = {
    "not-open": `Registration opens on ${formatLongDate(event.registrationOpens)}.`,
    open: `Registration is open until ${formatLongDate(event.registrationCloses)}.`,
    closed: `Registration closed on ${formatLongDate(event.registrationCloses)}.`,
  }[window];
  return { window, text };
}

/** What an event's page says of abstracts on `today`; null for an event that takes none. */
export function abstractsNote(
  event: Pick<EventRecord, "abstractsUntil">,
  today: string,
): { window: Exclude<AbstractsWindow, "none">; text: string } | null {
  const window = abstractsWindow(event, today);
  if (window === "none" || event.abstractsUntil === undefined) return null;
  const day = formatLongDate(event.abstractsUntil);
  return window === "open"
    ? { window, text: `Abstracts are taken until ${day}.` }
    : {
        window,
        text: `Abstracts closed on ${day}. An author asked to revise an abstract may still send the revision.`,
      };
}

/** A fee category as the page's table shows it on `today`: whether its early-bird price still applies. */
export const earlyBirdApplies = (category: EventRecord["fees"][number], today: string): boolean =>
  category.earlyBird !== null && today <= category.earlyBird.until;

/**
 * Everything on the public pages that changes with the day alone, for the daily job: when it differs
 * between two days the site is rebuilt (an event moves from upcoming to past, registration opens or
 * closes, an early-bird price ends, abstracts close).
 */
export function eventsOnDay(events: readonly EventRecord[], today: string): string {
  return JSON.stringify(
    events
      .filter((event) => event.published)
      .map((event) => [
        event._id,
        isUpcoming(event, today),
        registrationWindow(event, today),
        abstractsWindow(event, today),
        event.fees.map((category) => earlyBirdApplies(category, today)),
      ]),
  );
}

type Offer = Record<string, unknown>;

const offer = (
  name: string,
  price: { fee: number; gst: number },
  url: string,
  validFrom: string,
  validThrough: string,
  membersOnly: boolean,
): Offer => {
  const total = priceTotal(price).toFixed(2);
  return {
    "@type": "Offer",
    name,
    url,
    price: total,
    priceCurrency: "INR",
    priceSpecification: {
      "@type": "PriceSpecification",
      price: total,
      priceCurrency: "INR",
      valueAddedTaxIncluded: true,
    },
    validFrom,
    validThrough,
    ...(membersOnly ? { eligibleCustomerType: "Members of the society in good standing" } : {}),
  };
};

/**
 * schema.org `Event` for the event's page: its days, place, organiser and each fee category as an
 * offer in INR with GST included (an early-bird price as an offer of its own, valid until its date).
 */
export function eventJsonLd(event: EventRecord, page: URL, society: { name: string; url: string }): Offer {
  const url = page.href;
  const offers = event.fees.flatMap((category) => {
    const membersOnly = category.eligibility === "members";
    const early = category.earlyBird;
    const regular = offer(
      category.name,
      category,
      url,
      early ? dayAfter(early.until) : event.registrationOpens,
      event.registrationCloses,
      membersOnly,
    );
    if (!early) return [regular];
    return [
      offer(`${category.name} (early bird)`, early, url, event.registrationOpens, early.until, membersOnly),
      regular,
    ];
  });
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description || EVENT_KIND_LABELS[event.kind],
    url,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.venue, address: event.venue },
    organizer: { "@type": "Organization", name: society.name, url: society.url, email: event.contactEmail },
    offers,
  };
}
