import { describe, expect, it } from "vitest";
import type { EventRegistrationRecord } from "../../src/domain/event-registrations";
import {
  categoryChoices,
  categoryFilterCounts,
  eventSearchIndex,
  shownRegistrations,
} from "../../src/islands/admin/tabs/event-registrations/desk-filters";

/** The event's desk's filters (docs/rules/events.md §6): category, standing, money and attendance, with the search. */

let made = 0;
function registration(changes: Partial<EventRegistrationRecord>): EventRegistrationRecord {
  made += 1;
  return {
    _id: String(made).padStart(24, "0"),
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    eventId: "e".repeat(24),
    reference: `EVT-AAAA-${String(made).padStart(4, "0")}`,
    name: `Delegate ${String(made)}`,
    email: `delegate-${String(made)}@example.org`,
    phone: "+91 98765 43210",
    institution: "",
    category: "Delegate",
    fee: 1000,
    gst: 180,
    total: 1180,
    earlyBird: false,
    registeredOn: "2026-11-01",
    status: "placed",
    ...changes,
  };
}

const rows = [
  registration({ category: "Student", name: "Asha Student", attended: true }),
  registration({ category: "Student", status: "waiting" }),
  registration({ category: "Delegate", name: "Asha Delegate", attended: true }),
  registration({ category: "Retired category" }),
];
const index = eventSearchIndex(rows);

describe("the event's desk's filters", () => {
  it("offer the event's categories and any a registration kept after the event renamed its own", () => {
    expect(categoryChoices(["Delegate", "Student", "Member"], rows)).toEqual([
      "Delegate",
      "Student",
      "Member",
      "Retired category",
    ]);
  });

  it("show one category with the others' filters and the search, and count within it", () => {
    expect(shownRegistrations(index, "all", "", "Student").map((row) => row.category)).toEqual(["Student", "Student"]);
    expect(shownRegistrations(index, "attended", "asha", "").map((row) => row.name)).toEqual([
      "Asha Student",
      "Asha Delegate",
    ]);
    expect(shownRegistrations(index, "attended", "asha", "Delegate").map((row) => row.name)).toEqual(["Asha Delegate"]);
    expect(shownRegistrations(index, "waiting", "", "Delegate")).toEqual([]);
    expect(categoryFilterCounts(rows, "Student")).toMatchObject({ all: 2, waiting: 1, attended: 1 });
    expect(categoryFilterCounts(rows, "")).toMatchObject({ all: 4, waiting: 1, attended: 2 });
  });
});
