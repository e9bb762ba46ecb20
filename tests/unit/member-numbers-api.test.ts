import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { issueAdminToken } from "../../src/server/auth";
import { registrationsCollection } from "../../src/server/content/collections";
import { outboxEntries } from "../../src/server/mail";
import { issuedMemberNumbers, issueMemberNumber } from "../../src/server/membership/member-numbers";
import { defaultSettings, writeSettings } from "../../src/server/membership/settings";
import { call } from "../support/api";
import { storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * Acceptance (docs/rules/members-and-money.md §5): membership numbers in order and never again, the acceptance date and
 * validity, the welcome and rejection e-mails. Its own store, so numbers start at 00001.
 */

useOwnSandbox("member-numbers");

let token = "";

async function clockAt(instant: string): Promise<void> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  token = await issueAdminToken();
}

beforeAll(async () => {
  token = await issueAdminToken();
  // Each accept and reject asks for a rebuild, which warns without a build hook.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

// test-isolation: shared. The real clock is put back after each test.
afterEach(async () => {
  vi.useRealTimers();
  // A token signed at a moved clock has expired by the real one once its 8 hours are past that
  // instant: the next test signs in again, now.
  token = await issueAdminToken();
});

const accept = (id: string) => call("PUT", `/api/membership-registrations/accept/${id}`, { token });
const reject = (id: string) => call("DELETE", `/api/membership-registrations/reject/${id}`, { token });
const mailsTo = async (email: string) => (await outboxEntries()).filter((entry) => entry.to === email);

describe("accepting an application", () => {
  it("gives the first number, today's date in India and a year's validity, and welcomes the member once", async () => {
    // 00:30 on 27 November in India is still 26 November in UTC.
    await clockAt("2026-11-26T19:00:00.000Z");
    const applicant = await storeMember();
    const accepted = await accept(applicant._id);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      message: "Membership request accepted successfully!",
      status: "accepted",
      standing: "Active",
      memberNumber: "SAEETD-00001",
      acceptedAt: "2026-11-27",
      validUntil: "2027-11-26",
      amountDue: 1180,
      received: 0,
      balance: 1180,
    });
    expect(accepted.bytes.toString()).not.toContain("scrypt");

    // Accepting again keeps everything and sends nothing.
    await clockAt("2026-12-05T06:00:00.000Z");
    const again = await accept(applicant._id);
    expect(again.json).toMatchObject({
      memberNumber: "SAEETD-00001",
      acceptedAt: "2026-11-27",
      validUntil: "2027-11-26",
    });

    const mails = await mailsTo(applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "welcome",
      memberId: applicant._id,
      subject: expect.stringContaining("Welcome: your membership number is SAEETD-00001") as unknown,
    });
    expect(mails[0]?.text).toContain("Valid until: 26 November 2027");
    expect(mails[0]?.text).not.toContain("scrypt");
    expect((await issuedMemberNumbers()).map((entry) => entry.number)).toEqual(["SAEETD-00001"]);
  });

  it("gives a life member no end date, and one accepted on 29 February a year to 28 February", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const life = await storeMember({ membershipType: "Life Member" });
    const lifeAnswer = await accept(life._id);
    expect(lifeAnswer.json).toMatchObject({ standing: "Life", acceptedAt: "2026-11-27" });
    expect(lifeAnswer.json).not.toHaveProperty("validUntil");
    expect((await mailsTo(life.email))[0]?.text).toContain("Valid: for life");

    await clockAt("2028-02-29T06:00:00.000Z");
    const leap = await storeMember();
    expect((await accept(leap._id)).json).toMatchObject({ acceptedAt: "2028-02-29", validUntil: "2029-02-28" });
  });

  it("never gives a removed member's number again, and takes no number for an unknown id", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const first = await storeMember();
    const highest = await storeMember();
    const firstNumber = String((await accept(first._id)).json.memberNumber);
    const highestNumber = String((await accept(highest._id)).json.memberNumber);
    expect(Number(highestNumber.slice(-5))).toBe(Number(firstNumber.slice(-5)) + 1);

    const removed = await reject(highest._id);
    expect(removed.json).toEqual({ message: "Membership request rejected successfully!" });
    // A removed member gets no "application not accepted" e-mail.
    expect((await mailsTo(highest.email)).map((mail) => mail.kind)).toEqual(["welcome"]);

    const unknown = await accept("0123456789abcdef01234567");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: "Membership request not found." });

    const next = await storeMember();
    const nextNumber = String((await accept(next._id)).json.memberNumber);
    expect(Number(nextNumber.slice(-5))).toBe(Number(highestNumber.slice(-5)) + 1);
    const numbers = (await issuedMemberNumbers()).map((entry) => entry.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.filter((number) => number === highestNumber)).toHaveLength(1);
  });

  it("gives the number an interrupted acceptance took, not another, when accepted again", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const applicant = await storeMember();
    // An earlier accept took a number from the ledger and stopped before writing the record.
    const taken = await issueMemberNumber(applicant._id);
    const count = (await issuedMemberNumbers()).length;
    const answers = await Promise.all([accept(applicant._id), accept(applicant._id)]);
    expect(answers.map((answer) => answer.json.memberNumber)).toEqual([taken, taken]);
    expect((await issuedMemberNumbers()).length).toBe(count);
    expect((await mailsTo(applicant.email)).map((mail) => mail.kind)).toEqual(["welcome"]);
  });

  it("numbers with the society's prefix as set now, continuing the same count", async () => {
    await clockAt("2026-11-27T06:00:00.000Z");
    const count = (await issuedMemberNumbers()).length;
    await writeSettings({ ...defaultSettings(), memberNumberPrefix: "SOC" });
    try {
      const applicant = await storeMember();
      expect((await accept(applicant._id)).json.memberNumber).toBe(`SOC-${String(count + 1).padStart(5, "0")}`);
    } finally {
      await writeSettings(defaultSettings());
    }
  });
});

describe("rejecting an application", () => {
  it("removes it and sends the applicant a short, polite e-mail; the number count is untouched", async () => {
    const applicant = await storeMember();
    const numbers = (await issuedMemberNumbers()).length;
    expect((await reject(applicant._id)).status).toBe(200);
    expect(await registrationsCollection.get(applicant._id)).toBeUndefined();
    const [mail, ...others] = await mailsTo(applicant.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "application-rejected", memberId: applicant._id });
    expect(mail?.subject).toContain("Your membership application");
    expect(mail?.text).toContain(`for your application (${applicant.reference ?? ""}).`);
    expect((await issuedMemberNumbers()).length).toBe(numbers);
  });
});
