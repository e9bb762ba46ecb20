import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eventDates, eventJsonLd, eventsOnDay, registrationNote, upcomingFirst } from "../../src/domain/event-pages";
import { eventInput, eventRecord, type EventInput, type EventRecord } from "../../src/domain/events";
import { eventsCollection } from "../../src/server/content/collections";
import { publishIfDaysChangedEvents } from "../../src/server/events/day-check";
import { useOwnSandbox } from "../support/own-sandbox";
import { countPublishRequests } from "../support/recorders";

/**
 * What the public event pages show (docs/rules/events.md §2): the lists' order, the dates and the
 * registration note, the schema.org Event with its offers, and the daily job's rebuild when the
 * day alone changes what the prebuilt pages say.
 */

useOwnSandbox("event-pages");

const publishSpy = countPublishRequests();

beforeAll(() => {
  // Each rebuild request warns without a build hook.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

// test-isolation: shared. The real clock is put back after each test.
afterEach(() => {
  vi.useRealTimers();
});

const INPUT: EventInput = {
  title: "Symposium on Soil",
  kind: "symposium",
  slug: "soil-2027",
  startDate: "2027-01-28",
  endDate: "2027-01-29",
  venue: "Lucknow",
  contactEmail: "events@example.org",
  registrationOpens: "2026-11-01",
  registrationCloses: "2027-01-18",
  sac: "998596",
  fees: [
    {
      name: "Member",
      fee: 2000,
      gst: 360,
      eligibility: "members",
      earlyBird: { fee: 1500, gst: 270, until: "2026-12-14" },
    },
    { name: "Student", fee: 1000, gst: 180 },
  ],
  published: true,
};

const STORED = {
  _id: "e1",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  brochure: "",
};
const record = (changes: Partial<EventInput> = {}, id = "e1"): EventRecord =>
  eventRecord.parse({ ...eventInput.parse({ ...INPUT, ...changes }), ...STORED, _id: id });

describe("the event pages' rules", () => {
  it("lists upcoming events soonest first, then past ones latest first; an event is upcoming through its last day", () => {
    const events = [
      record(
        {
          title: "Past, older",
          startDate: "2025-03-01",
          endDate: "2025-03-02",
          registrationOpens: "2025-01-01",
          registrationCloses: "2025-02-01",
          fees: [{ name: "A", fee: 1, gst: 0 }],
        },
        "a",
      ),
      record({ title: "Later", startDate: "2027-05-01", endDate: "2027-05-02" }, "b"),
      record(
        {
          title: "Ends today",
          startDate: "2026-11-28",
          endDate: "2026-11-29",
          registrationOpens: "2026-10-01",
          registrationCloses: "2026-11-20",
          fees: [{ name: "A", fee: 1, gst: 0 }],
        },
        "c",
      ),
      record(
        {
          title: "Past, newer",
          startDate: "2026-06-01",
          endDate: "2026-06-01",
          registrationOpens: "2026-05-01",
          registrationCloses: "2026-05-20",
          fees: [{ name: "A", fee: 1, gst: 0 }],
        },
        "d",
      ),
    ];
    expect(upcomingFirst(events, "2026-11-29").map((event) => event.title)).toEqual([
      "Ends today",
      "Later",
      "Past, newer",
      "Past, older",
    ]);
  });

  it("writes one day or a span of days, and what registration is doing on the day", () => {
    expect(eventDates(record())).toBe("28 January 2027 to 29 January 2027");
    expect(eventDates(record({ endDate: "2027-01-28" }))).toBe("28 January 2027");
    expect(registrationNote(record(), "2026-10-31")).toEqual({
      window: "not-open",
      text: "Registration opens on 1 November 2026.",
    });
    expect(registrationNote(record(), "2027-01-18")).toEqual({
      window: "open",
      text: "Registration is open until 18 January 2027.",
    });
    expect(registrationNote(record(), "2027-01-19")).toEqual({
      window: "closed",
      text: "Registration closed on 18 January 2027.",
    });
  });

  it("describes the event as schema.org Event, each price an offer in INR with GST, an early-bird price valid to its day", () => {
    const page = new URL("https://society.example.org/conference/events/soil-2027/");
    const data = eventJsonLd(record(), page, { name: "The Society", url: "https://society.example.org/" });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Symposium on Soil",
      startDate: "2027-01-28",
      endDate: "2027-01-29",
      url: page.href,
      location: { "@type": "Place", name: "Lucknow", address: "Lucknow" },
      organizer: { "@type": "Organization", name: "The Society", email: "events@example.org" },
    });
    const offers = data.offers as Record<string, unknown>[];
    expect(
      offers.map((offer) => [offer.name, offer.price, offer.priceCurrency, offer.validFrom, offer.validThrough]),
    ).toEqual([
      ["Member (early bird)", "1770.00", "INR", "2026-11-01", "2026-12-14"],
      ["Member", "2360.00", "INR", "2026-12-15", "2027-01-18"],
      ["Student", "1180.00", "INR", "2026-11-01", "2027-01-18"],
    ]);
    expect(offers[0]).toMatchObject({
      eligibleCustomerType: "Members of the society in good standing",
      priceSpecification: { valueAddedTaxIncluded: true },
    });
    expect(offers[2]).not.toHaveProperty("eligibleCustomerType");
  });

  it("changes what the day shows when registration opens or closes, an early-bird price ends or the event passes, and not otherwise", () => {
    const events = [record()];
    const shown = (day: string) => eventsOnDay(events, day);
    expect(shown("2026-11-02")).toBe(shown("2026-11-03"));
    expect(shown("2026-10-31")).not.toBe(shown("2026-11-01")); // opens
    expect(shown("2026-12-14")).not.toBe(shown("2026-12-15")); // early bird ends
    expect(shown("2027-01-18")).not.toBe(shown("2027-01-19")); // closes
    expect(shown("2027-01-29")).not.toBe(shown("2027-01-30")); // past
    // A draft is on no page.
    expect(eventsOnDay([record({ published: false })], "2026-10-31")).toBe(
      eventsOnDay([record({ published: false })], "2026-11-01"),
    );
  });
});

/** Noon in India on `day`. */
const atIndianNoon = (day: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${day}T06:30:00Z`));
};

describe("the daily event pages check", () => {
  it("rebuilds the day registration closes, and not on a day that changes nothing", async () => {
    await eventsCollection.insert({ ...eventInput.parse(INPUT), brochure: "" });
    atIndianNoon("2027-01-17");
    expect(await publishIfDaysChangedEvents()).toEqual({ rebuilt: false }); // the first check only notes the day
    const before = publishSpy.calls;

    atIndianNoon("2027-01-18");
    expect(await publishIfDaysChangedEvents()).toEqual({ rebuilt: false });
    atIndianNoon("2027-01-19");
    expect(await publishIfDaysChangedEvents()).toEqual({ rebuilt: true });
    expect(publishSpy.calls).toBe(before + 1);
    expect(await publishIfDaysChangedEvents()).toEqual({ rebuilt: false });
    expect(publishSpy.calls).toBe(before + 1);
  });
});
