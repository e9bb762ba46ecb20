import { describe, expect, it } from "vitest";
import {
  chooseCategory,
  EVENT_MESSAGES,
  EVENT_REGISTRATION_MESSAGES,
  eventInput,
  priceOn,
  registrationWindow,
  type EventInput,
} from "../../src/domain/events";
import { eventRegistrationInput } from "../../src/domain/event-registrations";

/** The events' rules (docs/rules/events.md §1, §3): what an event may be, and what a registrant pays. */

export const SYMPOSIUM: EventInput = {
  title: "National Symposium on Soil Health",
  kind: "symposium",
  slug: "soil-health-2027",
  startDate: "2027-02-10",
  endDate: "2027-02-12",
  venue: "Lucknow",
  contactEmail: "events@example.org",
  registrationOpens: "2026-12-01",
  registrationCloses: "2027-02-05",
  capacity: 50,
  sac: "998596",
  fees: [
    {
      name: "Member",
      fee: 2000,
      gst: 360,
      eligibility: "members",
      earlyBird: { fee: 1500, gst: 270, until: "2026-12-31" },
    },
    { name: "Non-member", fee: 3000, gst: 540 },
    { name: "Student", fee: "₹1,000", gst: "180" },
  ],
  published: true,
};

const issuesOf = (input: unknown) => {
  const result = eventInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("an event as the office gives it", () => {
  it("is taken with its categories' amounts as typed, anyone's by default, without early-bird unless given", () => {
    const event = eventInput.parse(SYMPOSIUM);
    expect(event.fees[2]).toEqual({ name: "Student", fee: 1000, gst: 180, eligibility: "anyone", earlyBird: null });
    expect(event).toMatchObject({ capacity: 50, offerDays: 7, organisers: [], description: "", sac: "998596" });
    expect(eventInput.parse({ ...SYMPOSIUM, capacity: "" }).capacity).toBeNull();
    expect(eventInput.parse({ ...SYMPOSIUM, fees: JSON.stringify(SYMPOSIUM.fees) }).fees).toHaveLength(3);
  });

  it("refuses dates out of order, early-bird prices that are no cheaper or last too long, and two categories of one name", () => {
    expect(issuesOf({ ...SYMPOSIUM, endDate: "2027-02-09" })).toContainEqual([
      "endDate",
      EVENT_MESSAGES.endBeforeStart,
    ]);
    expect(issuesOf({ ...SYMPOSIUM, registrationCloses: "2026-11-30" })).toContainEqual([
      "registrationCloses",
      EVENT_MESSAGES.closesBeforeOpens,
    ]);
    expect(issuesOf({ ...SYMPOSIUM, registrationCloses: "2027-02-13" })).toContainEqual([
      "registrationCloses",
      EVENT_MESSAGES.closesAfterEnd,
    ]);
    const [member, ...others] = SYMPOSIUM.fees as Record<string, unknown>[];
    const withMember = (changed: Record<string, unknown>) => ({
      ...SYMPOSIUM,
      fees: [{ ...member, ...changed }, ...others],
    });
    expect(issuesOf(withMember({ earlyBird: { fee: 2000, gst: 360, until: "2026-12-31" } }))).toEqual([
      ["fees.0.earlyBird.fee", EVENT_MESSAGES.earlyBirdNotLower],
    ]);
    expect(issuesOf(withMember({ earlyBird: { fee: 1500, gst: 270, until: "2027-02-06" } }))).toEqual([
      ["fees.0.earlyBird.until", EVENT_MESSAGES.earlyBirdAfterCloses],
    ]);
    // Names differ by more than case and spaces.
    expect(issuesOf(withMember({ name: " student " }))).toEqual([["fees.2.name", EVENT_MESSAGES.duplicateCategory]]);
    expect(
      issuesOf({ ...SYMPOSIUM, fees: [...(SYMPOSIUM.fees as object[]), { name: "STUDENT", fee: 1, gst: 0 }] }),
    ).toEqual([["fees.3.name", EVENT_MESSAGES.duplicateCategory]]);
    expect(issuesOf({ ...SYMPOSIUM, fees: [] })).toEqual([["fees", "Give at least one fee category."]]);
    expect(issuesOf({ ...SYMPOSIUM, capacity: 0 })).toEqual([["capacity", "Capacity must be at least 1."]]);
    expect(issuesOf({ ...SYMPOSIUM, slug: "Soil Health" })).toEqual([
      ["slug", "Address may hold only lower-case letters, digits and single hyphens."],
    ]);
  });
});

describe("what a registrant pays, decided on India's date", () => {
  const event = eventInput.parse(SYMPOSIUM);
  const [member, nonMember] = event.fees as [(typeof event.fees)[0], (typeof event.fees)[0]];

  it("is the early-bird amount up to and on its last day, the regular amount from the day after", () => {
    expect(priceOn(member, "2026-12-31")).toEqual({
      category: "Member",
      fee: 1500,
      gst: 270,
      total: 1770,
      earlyBird: true,
    });
    expect(priceOn(member, "2027-01-01")).toEqual({
      category: "Member",
      fee: 2000,
      gst: 360,
      total: 2360,
      earlyBird: false,
    });
    expect(priceOn(nonMember, "2026-12-01")).toMatchObject({ total: 3540, earlyBird: false });
  });

  it("adds fee and GST to the paisa", () => {
    const odd = eventInput.parse({ ...SYMPOSIUM, fees: [{ name: "Odd", fee: 0.1, gst: 0.2 }] }).fees[0];
    expect(odd && priceOn(odd, "2027-01-01").total).toBe(0.3);
  });

  it("lets only members in good standing take a members' category, and names the categories there are", () => {
    expect(chooseCategory(event, "member", undefined, "2026-12-10")).toEqual({
      ok: false,
      message: EVENT_REGISTRATION_MESSAGES.membersOnly("Member"),
    });
    for (const standing of ["Pending", "Lapsed"] as const) {
      expect(chooseCategory(event, "Member", standing, "2026-12-10")).toEqual({
        ok: false,
        message: EVENT_REGISTRATION_MESSAGES.notInGoodStanding("Member", standing),
      });
    }
    for (const standing of ["Life", "Active", "Expiring"] as const) {
      expect(chooseCategory(event, " MEMBER ", standing, "2026-12-10")).toMatchObject({
        ok: true,
        price: { category: "Member", total: 1770 },
      });
    }
    expect(chooseCategory(event, "Non-member", undefined, "2026-12-10")).toMatchObject({ ok: true });
    expect(chooseCategory(event, "Guest", undefined, "2026-12-10")).toEqual({
      ok: false,
      message: "Category must be one of: Member, Non-member, Student.",
    });
  });

  it("is taken only while registration is open, the opening and closing days included", () => {
    expect(registrationWindow(event, "2026-11-30")).toBe("not-open");
    expect(registrationWindow(event, "2026-12-01")).toBe("open");
    expect(registrationWindow(event, "2027-02-05")).toBe("open");
    expect(registrationWindow(event, "2027-02-06")).toBe("closed");
    expect(EVENT_REGISTRATION_MESSAGES.closed("2027-02-05")).toBe(
      "Registration for this event closed on 5 February 2027.",
    );
  });
});

describe("a registration as the registrant gives it", () => {
  it("needs a name, an e-mail, a phone number and a category; an institution's GSTIN is checked when given", () => {
    const valid = { name: "डॉ. अनीता वर्मा", email: "anita@example.org", phone: "+91 98765 43210", category: "Student" };
    expect(eventRegistrationInput.parse(valid)).toEqual({ ...valid, institution: "" });
    const result = eventRegistrationInput.safeParse({ ...valid, phone: "12", gstin: "09AAACH7409R1ZA", email: "x" });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join("."))).toEqual([
      "email",
      "phone",
      "gstin",
    ]);
    expect(eventRegistrationInput.parse({ ...valid, gstin: " 09aaach7409r1zz " }).gstin).toBe("09AAACH7409R1ZZ");
  });
});
