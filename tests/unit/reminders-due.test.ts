import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../../src/domain/india-date";
import { remindersDue, type ReminderInput } from "../../src/domain/reminders-due";

/** Which reminders a record has due on a day (docs/rules/members-and-money.md §5); the job's behaviour is in reminders-job.test.ts. */

const annual = (validUntil?: string, extra: Partial<ReminderInput> = {}): ReminderInput => ({
  status: "accepted",
  membershipType: "Annual Member",
  ...(validUntil ? { validUntil } : {}),
  ...extra,
});
/** Long before any reminder of these records: the job's first run. */
const SINCE = "2026-01-01";
const kindsDue = (record: ReminderInput, today: string, since = SINCE) =>
  remindersDue(record, today, since).map((reminder) => reminder.kind);

describe("addDays and daysBetween", () => {
  it("count India's calendar days across month ends, leap days and year ends", () => {
    expect(addDays("2027-03-31", -30)).toBe("2027-03-01");
    expect(addDays("2028-03-30", -30)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2027-02-24", "2027-03-03")).toBe(7);
    expect(daysBetween("2027-03-04", "2027-03-03")).toBe(-1);
  });
});

describe("remindersDue", () => {
  const record = annual("2027-03-31");

  it("has nothing due before 30 days are left", () => {
    expect(kindsDue(record, "2027-02-28")).toEqual([]);
  });

  it("has the 30-day reminder from 30 days before validUntil", () => {
    expect(remindersDue(record, "2027-03-01", SINCE)).toEqual([
      { kind: "reminder-30-days", validUntil: "2027-03-31", day: "2027-03-01" },
    ]);
  });

  it("adds the 7-day reminder 7 days before, and the lapsed one the day after validUntil, never on it", () => {
    expect(kindsDue(record, "2027-03-23")).toEqual(["reminder-30-days"]);
    expect(kindsDue(record, "2027-03-24")).toEqual(["reminder-30-days", "reminder-7-days"]);
    expect(kindsDue(record, "2027-03-31")).toEqual(["reminder-30-days", "reminder-7-days"]);
    expect(remindersDue(record, "2027-04-01", SINCE).at(-1)).toEqual({
      kind: "reminder-lapsed",
      validUntil: "2027-03-31",
      day: "2027-04-01",
    });
  });

  it("after missed days, still has each reminder that fell due (the caller sends those not sent yet)", () => {
    // Nothing ran from 60 days before to 10 days after: all three fell due meanwhile.
    expect(kindsDue(record, "2027-04-10")).toEqual(["reminder-30-days", "reminder-7-days", "reminder-lapsed"]);
  });

  it("has none that fell due before the job first ran", () => {
    expect(kindsDue(record, "2027-04-10", "2027-03-20")).toEqual(["reminder-7-days", "reminder-lapsed"]);
    expect(kindsDue(record, "2027-04-10", "2027-04-02")).toEqual([]);
    // A membership that lapsed years before the feature: no stale e-mails on the first run.
    expect(kindsDue(annual("2023-05-01"), "2027-04-10", "2027-04-10")).toEqual([]);
  });

  it("starts again for a new validity period after a renewal", () => {
    const renewed = annual("2028-03-31");
    expect(kindsDue(renewed, "2027-04-10")).toEqual([]);
    expect(remindersDue(renewed, "2028-03-01", SINCE)).toEqual([
      { kind: "reminder-30-days", validUntil: "2028-03-31", day: "2028-03-01" },
    ]);
  });

  it("has none for life members, pending applicants, or an annual member without a (valid) date", () => {
    const today = "2027-04-10";
    expect(kindsDue(annual("2027-03-31", { membershipType: "Life Member" }), today)).toEqual([]);
    expect(kindsDue(annual("2027-03-31", { term: "Life", membershipType: "Patron" }), today)).toEqual([]);
    expect(kindsDue(annual("2027-03-31", { status: "pending" }), today)).toEqual([]);
    expect(kindsDue(annual(), today)).toEqual([]);
    expect(kindsDue(annual("2027-02-31"), today)).toEqual([]);
    // The term on the record decides over the type's name.
    expect(kindsDue(annual("2027-03-31", { term: "Annual", membershipType: "Life Member" }), today)).toHaveLength(3);
  });
});
