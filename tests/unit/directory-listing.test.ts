import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { memberDirectory } from "../../src/domain/membership-registrations";
import { issueAdminToken } from "../../src/server/auth";
import { registrationsCollection } from "../../src/server/content/collections";
import { publishIfDaysChangedListing } from "../../src/server/membership/directory-listing";
import { call } from "../support/api";
import { storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";
import { countPublishRequests } from "../support/recorders";

/**
 * Who the public directory lists follows the day as well as the records (docs/rules/members-and-money.md §5): the daily
 * job rebuilds the site when the days alone changed the list, and a renewal that brings a
 * long-lapsed member back rebuilds it at once.
 */

useOwnSandbox("directory-listing");

const publishSpy = countPublishRequests();

beforeAll(() => {
  // Each rebuild request warns without a build hook.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

// test-isolation: shared. The real clock is put back after each test.
afterEach(() => {
  vi.useRealTimers();
});

/** Noon in India on `day`. */
const atIndianNoon = (day: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${day}T06:30:00Z`));
};

describe("the daily directory check", () => {
  it("rebuilds the day a lapsed member passes 90 days, and not again", async () => {
    const member = await storeMember({ status: "accepted", membershipType: "Annual Member", validUntil: "2026-08-29" });
    const listed = async (day: string) =>
      memberDirectory(await registrationsCollection.list(), day).some((entry) => entry._id === member._id);

    atIndianNoon("2026-11-27");
    expect(await listed("2026-11-27")).toBe(true);
    expect(await publishIfDaysChangedListing()).toEqual({ rebuilt: false }); // the first check only notes the day
    const before = publishSpy.calls;

    atIndianNoon("2026-11-28");
    expect(await listed("2026-11-28")).toBe(false);
    expect(await publishIfDaysChangedListing()).toEqual({ rebuilt: true });
    expect(publishSpy.calls).toBe(before + 1);

    expect(await publishIfDaysChangedListing()).toEqual({ rebuilt: false });
    atIndianNoon("2026-11-29");
    expect(await publishIfDaysChangedListing()).toEqual({ rebuilt: false });
    expect(publishSpy.calls).toBe(before + 1);
  });

  it("a renewal of a long-lapsed member brings them back at once", async () => {
    const member = await storeMember({
      status: "accepted",
      membershipType: "Annual Member",
      term: "Annual",
      memberNumber: "SAEETD-09999",
      acceptedAt: "2024-01-10",
      validUntil: "2025-01-09",
      // Its renewal period is open at ₹1,180 (when it opens: membership-payments-api.test.ts).
      renewals: [{ number: 1, period: "2026-27", opensOn: "2026-11-20", dues: { fee: 1000, gst: 180, total: 1180 } }],
    });
    expect(memberDirectory([member], "2026-11-27")).toEqual([]);
    const before = publishSpy.calls;
    const answer = await call("POST", `/api/membership-registrations/${member._id}/payments`, {
      token: await issueAdminToken(),
      body: { method: "Cash", reference: "CASH-7781", amount: 1180, paidOn: "2026-11-20", purpose: "renewal" },
    });
    expect(answer.status).toBe(201);
    const renewed = await registrationsCollection.get(member._id);
    expect(renewed?.validUntil).toBe("2027-11-19");
    expect(memberDirectory(renewed ? [renewed] : [], "2026-11-27")).toHaveLength(1);
    expect(publishSpy.calls).toBe(before + 1);
  });
});
