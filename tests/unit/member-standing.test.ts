import { describe, expect, it } from "vitest";
import { isListedInDirectory, standingOf } from "../../src/domain/member-standing";

const annual = (validUntil?: string) => ({
  status: "accepted" as const,
  membershipType: "Annual Member",
  ...(validUntil ? { validUntil } : {}),
});

describe("standingOf", () => {
  it("is Pending for a pending application, whatever its type", () => {
    expect(standingOf({ status: "pending", membershipType: "Life Member" }, "2026-11-27")).toBe("Pending");
    expect(standingOf({ status: "pending", membershipType: "Annual Member" }, "2026-11-27")).toBe("Pending");
  });

  it("is Life for an accepted member of a type named Life, in any case, never lapsing", () => {
    for (const membershipType of ["Life Member", "life membership", "Institutional LIFE"]) {
      expect(standingOf({ status: "accepted", membershipType }, "2026-11-27"), membershipType).toBe("Life");
    }
    expect(
      standingOf({ status: "accepted", membershipType: "Life Member", validUntil: "2020-01-01" }, "2026-11-27"),
    ).toBe("Life");
    // docs/rules/members-and-money.md §2: a type whose name contains "Life" (a "Lifetime" membership too).
    expect(standingOf({ status: "accepted", membershipType: "Lifetime Member" }, "2026-11-27")).toBe("Life");
    expect(standingOf({ status: "accepted", membershipType: "Annual Member" }, "2026-11-27")).toBe("Active");
    // A term frozen on the record decides over the name.
    expect(standingOf({ status: "accepted", membershipType: "Life Member", term: "Annual" }, "2026-11-27")).toBe(
      "Active",
    );
  });

  it("is Active for an accepted annual member without a validity date yet", () => {
    expect(standingOf(annual(), "2026-11-27")).toBe("Active");
  });

  it("counts the days left in India's calendar: Active, Expiring at 30 days or fewer, Lapsed after the last day", () => {
    expect(standingOf(annual("2026-12-28"), "2026-11-27")).toBe("Active"); // 31 days left
    expect(standingOf(annual("2026-12-27"), "2026-11-27")).toBe("Expiring"); // 30 days left
    expect(standingOf(annual("2026-11-27"), "2026-11-27")).toBe("Expiring"); // the last day
    expect(standingOf(annual("2026-11-26"), "2026-11-27")).toBe("Lapsed");
    // Across a leap day and a year end.
    expect(standingOf(annual("2028-03-29"), "2028-02-28")).toBe("Expiring"); // 30 days with 29 February
    expect(standingOf(annual("2028-03-30"), "2028-02-28")).toBe("Active");
    expect(standingOf(annual("2027-01-01"), "2026-12-31")).toBe("Expiring");
  });
});

describe("the public directory's listing (docs/rules/members-and-money.md §5)", () => {
  const annualUntil = (validUntil: string) => ({
    status: "accepted" as const,
    membershipType: "Annual Member",
    validUntil,
  });
  const today = "2026-11-27";

  it("lists Life, Active and Expiring members and those lapsed for 90 days or fewer; never a pending one", () => {
    expect(isListedInDirectory({ status: "pending", membershipType: "Life Member" }, today)).toBe(false);
    expect(isListedInDirectory({ status: "accepted", membershipType: "Life Member" }, today)).toBe(true);
    expect(isListedInDirectory(annualUntil("2027-06-01"), today)).toBe(true); // Active
    expect(isListedInDirectory(annualUntil("2026-12-01"), today)).toBe(true); // Expiring
    expect(isListedInDirectory(annualUntil("2026-11-26"), today)).toBe(true); // lapsed yesterday
    expect(isListedInDirectory(annualUntil("2026-08-29"), today)).toBe(true); // 90 days
    expect(isListedInDirectory(annualUntil("2026-08-28"), today)).toBe(false); // 91 days
  });

  it("moves with the day: a member lapsed 90 days today is gone tomorrow", () => {
    expect(isListedInDirectory(annualUntil("2026-08-29"), "2026-11-27")).toBe(true);
    expect(isListedInDirectory(annualUntil("2026-08-29"), "2026-11-28")).toBe(false);
  });
});
