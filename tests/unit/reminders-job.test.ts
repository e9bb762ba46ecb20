import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RegistrationRecord } from "../../src/domain/membership-registrations";
import { registrationsCollection } from "../../src/server/content/collections";
import { dailyJobs } from "../../src/server/scheduled/daily-jobs";
import { runReminders } from "../../src/server/reminders/run";
import { deleteDocument, listDocumentKeys, readDocument } from "../../src/server/store";
import { adminToken, call, namedBadTokens } from "../support/api";
import { onlyAnnualOptionAt, storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";
import { recordSentMail } from "../support/recorders";

/**
 * The renewal reminders job (docs/rules/members-and-money.md §5) against a real store, with India's clock moved: which
 * e-mails go out on which day, each once per validity period, also when runs repeat or overlap;
 * and POST /api/admin/reminders/run. Its own store, since the job reads every record.
 */

useOwnSandbox("reminders");

const sentMail = recordSentMail();

const FIRST_RUN_KEY = "state/reminders-first-run";

/** India's morning of `day` (06:00 IST = 00:30 UTC), or an exact instant. */
function setClock(dayOrInstant: string) {
  vi.setSystemTime(new Date(dayOrInstant.length === 10 ? `${dayOrInstant}T00:30:00Z` : dayOrInstant));
}

/** Has the job "first run" long ago, so that only the test's own dates matter. */
async function jobRunningSince(day: string | undefined) {
  await deleteDocument(FIRST_RUN_KEY);
  if (day === undefined) return;
  const { claimDocument } = await import("../../src/server/store");
  await claimDocument(FIRST_RUN_KEY, { day });
}

const annualMember = (validUntil: string, extra: Partial<RegistrationRecord> = {}) =>
  storeMember({
    status: "accepted",
    membershipType: "Annual Member",
    term: "Annual",
    memberNumber: `SAEETD-${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`,
    acceptedAt: "2026-04-01",
    validUntil,
    ...extra,
  });

/** The e-mails sent since the last call, as "to kind". */
function takeMail(): string[] {
  const taken = sentMail.messages.map((mail) => `${mail.to} ${mail.kind}`);
  sentMail.messages.length = 0;
  return taken.sort();
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock("2026-06-01");
  // A clean slate: no records, no reminder sent, the job running since 1 January 2026.
  for (const record of await registrationsCollection.list()) await registrationsCollection.remove(record._id);
  for (const key of await listDocumentKeys("reminders/")) await deleteDocument(key);
  await jobRunningSince("2026-01-01");
  sentMail.messages.length = 0;
});

// test-isolation: shared. The real clock is put back after each test.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the reminders job", () => {
  it("sends the 30-day reminder from the first minute of India's day 30 days before validUntil", async () => {
    await onlyAnnualOptionAt(1000, 180);
    const member = await annualMember("2027-03-31");
    // 23:59 on 28 February in India: 31 days left.
    setClock("2027-02-28T18:29:59Z");
    expect(await runReminders()).toEqual({ sent: 0, skipped: 0, waiting: 0 });
    // Midnight in India, still 28 February in UTC.
    setClock("2027-02-28T18:30:00Z");
    expect(await runReminders()).toEqual({ sent: 1, skipped: 0, waiting: 0 });
    const [mail] = sentMail.messages;
    expect(mail).toMatchObject({ to: member.email, kind: "reminder-30-days", memberId: member._id });
    expect(mail?.subject).toContain("Your membership ends on 31 March 2027");
    expect(mail?.text).toContain(`Dear ${member.name},`);
    expect(mail?.text).toContain(`(membership number ${member.memberNumber ?? ""}) is valid until 31 March 2027`);
    expect(mail?.text).toContain("the annual fee of ₹1,180.00");
    expect(mail?.text).toContain("http://localhost:8888/account");
  });

  it("opens the renewal period with the first reminder, at the price in force that day, kept after a change", async () => {
    await onlyAnnualOptionAt(1000, 180);
    const member = await annualMember("2027-06-30");
    setClock("2027-05-30");
    await runReminders();
    expect((await registrationsCollection.get(member._id))?.renewals).toBeUndefined();
    // The price rises the day before the period opens: the new price is the renewal's.
    await onlyAnnualOptionAt(1250, 225);
    setClock("2027-05-31");
    expect(await runReminders()).toEqual({ sent: 1, skipped: 0, waiting: 0 });
    expect(sentMail.messages.at(-1)?.text).toContain("the annual fee of ₹1,475.00");
    const opened = await registrationsCollection.get(member._id);
    expect(opened?.renewals).toEqual([
      {
        number: 1,
        period: "2027-28",
        opensOn: "2027-05-31",
        dues: { fee: 1250, gst: 225, total: 1475 },
        duesSetBy: "option",
      },
    ]);
    // A change after it opened leaves its price alone; the 7-day reminder names the same.
    await onlyAnnualOptionAt(2000, 360);
    setClock("2027-06-23");
    expect(await runReminders()).toEqual({ sent: 1, skipped: 1, waiting: 0 });
    expect(sentMail.messages.at(-1)?.text).toContain("₹1,475.00");
    expect((await registrationsCollection.get(member._id))?.renewals).toEqual(opened?.renewals);
  });

  it("over a validity period sends 30 days before, 7 days before and the day after, each once", async () => {
    const member = await annualMember("2027-03-31");
    const timeline: string[] = [];
    const subjects: string[] = [];
    for (const day of [
      "2027-02-28",
      "2027-03-01",
      "2027-03-02",
      "2027-03-23",
      "2027-03-24",
      "2027-03-25",
      "2027-03-31",
      "2027-04-01",
      "2027-04-02",
      "2027-05-01",
    ]) {
      setClock(day);
      const summary = await runReminders();
      subjects.push(...sentMail.messages.map((mail) => mail.subject));
      const kinds = takeMail().map((line) => line.replace(`${member.email} `, ""));
      timeline.push(`${day}: ${kinds.join(", ") || "-"} (skipped ${summary.skipped})`);
    }
    expect(timeline).toEqual([
      "2027-02-28: - (skipped 0)",
      "2027-03-01: reminder-30-days (skipped 0)",
      "2027-03-02: - (skipped 1)",
      "2027-03-23: - (skipped 1)",
      "2027-03-24: reminder-7-days (skipped 1)",
      "2027-03-25: - (skipped 2)",
      "2027-03-31: - (skipped 2)",
      "2027-04-01: reminder-lapsed (skipped 2)",
      "2027-04-02: - (skipped 3)",
      "2027-05-01: - (skipped 3)",
    ]);
    expect(subjects.map((subject) => subject.replace(/ - \w+$/, ""))).toEqual([
      "Your membership ends on 31 March 2027",
      "Your membership ends on 31 March 2027",
      "Your membership has lapsed",
    ]);
  });

  it("sends nothing new when it runs again the same day", async () => {
    const a = await annualMember("2027-03-31");
    const b = await annualMember("2027-03-08");
    setClock("2027-03-01");
    // b's 30-day reminder fell due on 6 February and was never sent: it goes now, with its 7-day one.
    expect(await runReminders()).toEqual({ sent: 3, skipped: 0, waiting: 0 });
    expect(takeMail()).toEqual(
      [`${a.email} reminder-30-days`, `${b.email} reminder-30-days`, `${b.email} reminder-7-days`].sort(),
    );
    expect(await runReminders()).toEqual({ sent: 0, skipped: 3, waiting: 0 });
    expect(takeMail()).toEqual([]);
  });

  it("sends each reminder once when two or five runs overlap", async () => {
    const members = await Promise.all(["2027-03-31", "2027-03-08", "2027-02-28"].map((day) => annualMember(day)));
    setClock("2027-03-01");
    const [first, second] = await Promise.all([runReminders(), runReminders()]);
    // 30 days (a), 30 + 7 days (b, the 30-day one fell due on 6 February), all three (c).
    const due = 1 + 2 + 3;
    expect(first.sent + second.sent).toBe(due);
    expect(first.skipped + second.skipped).toBe(due);
    const mail = takeMail();
    expect(mail).toHaveLength(due);
    expect(new Set(mail).size).toBe(due);

    // The next validity period of all three, raced by five runs at once.
    for (const member of members) {
      await registrationsCollection.modify(member._id, (current) => ({ ...current, validUntil: "2028-03-31" }));
    }
    setClock("2028-03-01");
    const runs = await Promise.all(Array.from({ length: 5 }, () => runReminders()));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
    expect(takeMail()).toEqual(members.map((member) => `${member.email} reminder-30-days`).sort());
  });

  it("starts again after a renewal moves validUntil, and no longer sends the old period's reminders", async () => {
    const member = await annualMember("2027-03-31");
    setClock("2027-03-24");
    await runReminders();
    expect(takeMail()).toEqual([`${member.email} reminder-30-days`, `${member.email} reminder-7-days`]);
    // Renewed early: a year after the old validUntil. The old period's lapsed reminder never comes.
    await registrationsCollection.modify(member._id, (current) => ({ ...current, validUntil: "2028-03-31" }));
    for (const day of ["2027-04-01", "2027-04-02", "2028-02-29"]) {
      setClock(day);
      expect(await runReminders(), day).toMatchObject({ sent: 0 });
    }
    setClock("2028-03-01");
    expect(await runReminders()).toEqual({ sent: 1, skipped: 0, waiting: 0 });
    expect(sentMail.messages[0]?.text).toContain("is valid until 31 March 2028, 30 days from today.");
    expect(takeMail()).toEqual([`${member.email} reminder-30-days`]);
    expect(await listDocumentKeys(`reminders/${member._id}/`)).toEqual([
      `reminders/${member._id}/2027-03-31/reminder-30-days`,
      `reminders/${member._id}/2027-03-31/reminder-7-days`,
      `reminders/${member._id}/2028-03-31/reminder-30-days`,
    ]);
  });

  it("sends life members, pending applicants and annual members without a date nothing", async () => {
    await annualMember("2027-03-31", { membershipType: "Life Member", term: "Life" });
    await annualMember("2027-03-31", { status: "pending", memberNumber: undefined, acceptedAt: undefined });
    await annualMember("2027-03-31", { validUntil: undefined });
    await storeMember({ status: "accepted", membershipType: "Life Member" });
    for (const day of ["2027-03-01", "2027-03-24", "2027-04-01"]) {
      setClock(day);
      expect(await runReminders(), day).toEqual({ sent: 0, skipped: 0, waiting: 0 });
    }
    expect(takeMail()).toEqual([]);
  });

  it("after missed days sends each reminder that fell due and was not sent, once", async () => {
    const member = await annualMember("2027-03-31");
    setClock("2027-02-20");
    await runReminders();
    // No run from 21 February to 25 March: the 30-day and the 7-day reminder both fell due.
    setClock("2027-03-26");
    expect(await runReminders()).toEqual({ sent: 2, skipped: 0, waiting: 0 });
    expect(takeMail()).toEqual([`${member.email} reminder-30-days`, `${member.email} reminder-7-days`]);
    // Each says how many days are really left.
    setClock("2027-04-05");
    expect(await runReminders()).toEqual({ sent: 1, skipped: 2, waiting: 0 });
    expect(takeMail()).toEqual([`${member.email} reminder-lapsed`]);
  });

  it("on its very first run sends nothing that fell due before it, and remembers that day", async () => {
    await jobRunningSince(undefined);
    await annualMember("2025-05-31"); // lapsed long before the feature
    const expiring = await annualMember("2027-07-01"); // its 30-day reminder is due on the first day
    const soon = await annualMember("2027-06-20"); // 30-day reminder missed before the feature; 7-day ahead
    setClock("2027-06-01");
    expect(await runReminders()).toEqual({ sent: 1, skipped: 0, waiting: 0 });
    expect(takeMail()).toEqual([`${expiring.email} reminder-30-days`]);
    expect(await readDocument(FIRST_RUN_KEY)).toEqual({ day: "2027-06-01" });
    setClock("2027-06-13");
    expect(await runReminders()).toEqual({ sent: 1, skipped: 1, waiting: 0 });
    expect(takeMail()).toEqual([`${soon.email} reminder-7-days`]);
  });

  it("leaves what it has no time for to the next run", async () => {
    const members = await Promise.all(["2027-03-31", "2027-03-30"].map((day) => annualMember(day)));
    setClock("2027-03-01");
    // A clock that moves 10 s a reading: the budget is spent before the first claim.
    let readings = 0;
    const fastClock = () => Date.now() + 10_000 * readings++;
    expect(await runReminders({ budgetMs: 5_000 }, fastClock)).toEqual({ sent: 0, skipped: 0, waiting: 2 });
    expect(takeMail()).toEqual([]);
    expect(await runReminders()).toEqual({ sent: 2, skipped: 0, waiting: 0 });
    expect(takeMail()).toEqual(members.map((member) => `${member.email} reminder-30-days`).sort());
  });

  it("keeps markers without member data, and logs nothing about members", async () => {
    const member = await annualMember("2027-03-31", { name: "Asha Verma" });
    const logged: unknown[] = [];
    for (const method of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(...args));
    }
    setClock("2027-03-01");
    await runReminders();
    expect(await readDocument(`reminders/${member._id}/2027-03-31/reminder-30-days`)).toEqual({
      kind: "reminder-30-days",
      validUntil: "2027-03-31",
      day: "2027-03-01",
      claimedAt: "2027-03-01T00:30:00.000Z",
    });
    const text = JSON.stringify(logged);
    for (const secret of [member.email, "Asha", member.memberNumber ?? "?"]) expect(text).not.toContain(secret);
  });

  it("runs with the daily jobs", async () => {
    const member = await annualMember("2027-03-31");
    setClock("2027-03-01");
    const report = await dailyJobs();
    expect(report.reminders).toEqual({ sent: 1, skipped: 0, waiting: 0 });
    expect(report.mailRetry).toMatchObject({ sent: 0 });
    expect(takeMail()).toEqual([`${member.email} reminder-30-days`]);
  });
});

describe("POST /api/admin/reminders/run", () => {
  it("refuses every bad token (401) and sends nothing", async () => {
    await annualMember("2027-03-31");
    setClock("2027-03-01");
    for (const { name, token } of await namedBadTokens()) {
      const answer = await call("POST", "/api/admin/reminders/run", token === undefined ? {} : { token });
      expect(answer.status, name).toBe(401);
      expect(answer.json, name).toEqual({ message: "Authentication required. Please log in." });
    }
    expect(takeMail()).toEqual([]);
    expect(await listDocumentKeys("reminders/")).toEqual([]);
  });

  it("runs the job now and answers { sent, skipped, waiting }; again, nothing new", async () => {
    const member = await annualMember("2027-03-31");
    setClock("2027-03-24");
    const token = await adminToken();
    const first = await call("POST", "/api/admin/reminders/run", { token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ sent: 2, skipped: 0, waiting: 0 });
    expect(takeMail()).toEqual([`${member.email} reminder-30-days`, `${member.email} reminder-7-days`]);
    const again = await call("POST", "/api/admin/reminders/run", { token });
    expect(again.json).toEqual({ sent: 0, skipped: 2, waiting: 0 });
    expect(takeMail()).toEqual([]);
    // Only POST.
    const get = await call("GET", "/api/admin/reminders/run", { token });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
