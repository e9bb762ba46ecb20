import { describe, expect, it } from "vitest";
import {
  addDays,
  dayAfter,
  dayBefore,
  daysBetween,
  indiaToday,
  isCalendarDate,
  sameDateNextYear,
} from "../../src/domain/india-date";

/**
 * India's date (Asia/Kolkata, UTC+5:30, no daylight saving), whatever the server's zone: the day
 * that decides prices, windows, receipts and reminders; and the arithmetic on days.
 */

describe("indiaToday", () => {
  it("turns to the next day at 18:30 UTC, which is midnight in India", () => {
    expect(indiaToday(new Date("2026-12-31T18:29:59.999Z"))).toBe("2026-12-31");
    expect(indiaToday(new Date("2026-12-31T18:30:00.000Z"))).toBe("2027-01-01");
    // The instant an early bird ending on the 31st is over in India, while UTC still says the 31st.
    expect(indiaToday(new Date("2026-12-31T19:00:00.000Z"))).toBe("2027-01-01");
    expect(indiaToday(new Date("2026-12-31T18:00:00.000Z"))).toBe("2026-12-31");
    // A financial year's turn: 00:01 on 1 April in India is still 31 March in UTC.
    expect(indiaToday(new Date("2026-03-31T18:31:00.000Z"))).toBe("2026-04-01");
    // Early in India's morning the UTC date is the day before; late in UTC's evening, the next day in India.
    expect(indiaToday(new Date("2027-02-28T23:59:59.000Z"))).toBe("2027-03-01");
    expect(indiaToday(new Date("2028-02-28T18:30:00.000Z"))).toBe("2028-02-29");
  });

  it("is the day now when no instant is given", () => {
    const before = indiaToday(new Date());
    const today = indiaToday();
    // Read around midnight, the two calls may straddle it.
    expect([before, indiaToday(new Date())]).toContain(today);
    expect(isCalendarDate(today)).toBe(true);
  });
});

describe("days", () => {
  it("are real calendar days written YYYY-MM-DD", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const text of ["2027-02-29", "2026-02-31", "2026-13-01", "2026-1-01", "26-01-01", "2026-01-01T00:00", ""])
      expect(isCalendarDate(text), text).toBe(false);
  });

  it("move by whole days across months, years and leap days", () => {
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
    expect(dayBefore("2027-03-01")).toBe("2027-02-28");
    expect(dayBefore("2028-03-01")).toBe("2028-02-29");
    expect(addDays("2026-11-30", 40)).toBe("2027-01-09");
    expect(addDays("2026-11-30", -365)).toBe("2025-11-30");
    expect(daysBetween("2026-12-31", "2027-01-07")).toBe(7);
    expect(daysBetween("2027-01-07", "2026-12-31")).toBe(-7);
  });

  it("give the same date a year later, 29 February becoming 1 March", () => {
    expect(sameDateNextYear("2026-04-01")).toBe("2027-04-01");
    expect(sameDateNextYear("2028-02-29")).toBe("2029-03-01");
  });
});
