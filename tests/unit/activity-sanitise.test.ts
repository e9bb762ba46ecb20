import { describe, expect, it } from "vitest";
import { ACTIVITY_COLLECTIONS, actorText, changedFields, restoreKindOf } from "../../src/domain/activity";
import { RESTORABLE } from "../../src/server/activity/restorable";
import { isSecretField, secretFieldsOf, withoutSecrets } from "../../src/server/activity/sanitise";
import { summaryOf } from "../../src/server/activity/summary";

/**
 * The activity log's pure parts: the one sanitiser (no password, hash, code or token in an entry,
 * at any depth), the summary line, which fields changed, and which entries can be restored.
 */

describe("withoutSecrets", () => {
  const record = {
    _id: "0123456789abcdef01234567",
    name: "Asha Verma",
    email: "asha@example.org",
    passwordHash: "scrypt$16384$8$5$c2FsdA$aGFzaA",
    password: "plain",
    newPassword: "plain again",
    currentPassword: "old",
    sessionVersion: 3,
    code: "123456",
    codeHash: "abc",
    codes: ["123456"],
    token: "t0k3n",
    resetToken: "t0k3n2",
    apiSecret: "s3cret",
    salt: "pepper",
    reference: "APP-2345-6789",
    sac: "998599",
    payments: [{ _id: "p1", reference: "123456789012", receiptNumber: "2026-27/0001", ifscCode: "SBIN0001234" }],
    nested: { deeper: [{ sessionToken: "x", kept: true }] },
  };

  it("drops every secret field by name, at every depth, and keeps the rest", () => {
    const clean = withoutSecrets(record);
    expect(clean).toEqual({
      _id: record._id,
      name: "Asha Verma",
      email: "asha@example.org",
      reference: "APP-2345-6789",
      sac: "998599",
      payments: [{ _id: "p1", reference: "123456789012", receiptNumber: "2026-27/0001", ifscCode: "SBIN0001234" }],
      nested: { deeper: [{ kept: true }] },
    });
    expect(JSON.stringify(clean)).not.toMatch(/scrypt|plain|t0k3n|s3cret|pepper|"123456"/);
    // The record itself is left as it was.
    expect(record.passwordHash).toMatch(/^scrypt\$/);
  });

  it("names the same fields secret that it drops, so a restore can keep them from the stored record", () => {
    expect(Object.keys(secretFieldsOf(record)).sort()).toEqual(
      [
        "apiSecret",
        "code",
        "codeHash",
        "codes",
        "currentPassword",
        "newPassword",
        "password",
        "passwordHash",
        "resetToken",
        "salt",
        "sessionVersion",
        "token",
      ].sort(),
    );
    for (const name of [
      "name",
      "email",
      "reference",
      "sac",
      "ifscCode",
      "micrCode",
      "memberNumber",
      "receiptNumber",
      "upiId",
      "gstin",
      "secretary",
    ])
      expect(isSecretField(name), name).toBe(false);
    for (const name of ["clientSecret", "secretKey", "secrets"]) expect(isSecretField(name), name).toBe(true);
  });

  it("leaves values that are not objects alone", () => {
    expect(withoutSecrets("text")).toBe("text");
    expect(withoutSecrets(null)).toBeNull();
    expect(withoutSecrets([1, { token: 2 }])).toEqual([1, {}]);
  });
});

describe("summaryOf", () => {
  it("says what happened to which record, in words", () => {
    expect(summaryOf("delete", "executives", { name: "Dr. Asha Verma" }, "id1")).toBe(
      "Council member deleted: Dr. Asha Verma",
    );
    expect(summaryOf("create", "news", { title: "Annual meet" }, "id2")).toBe("News item added: Annual meet");
    expect(summaryOf("accept", "membership-registrations", { name: "Ravi", memberNumber: "SAEETD-00007" }, "id3")).toBe(
      "Membership accepted: Ravi (SAEETD-00007)",
    );
    expect(summaryOf("update", "memberships", { nationality: "Indian", membershipType: "Life" }, "id4")).toBe(
      "Membership type changed: Indian Life",
    );
    expect(summaryOf("update", "award-nomination", { mainContent: "<p>x</p>" }, "id5")).toBe(
      "Nomination info changed: id5",
    );
    expect(summaryOf("sign-in", "administrators", undefined, "admin@example.org")).toBe(
      "Administrator signed in: admin@example.org",
    );
    expect(summaryOf("create", "news", { title: "x".repeat(300) }, "id6").length).toBeLessThan(150);
    // A conference listing by its kind and year (its year is a number), and its theme once given.
    expect(summaryOf("create", "conference-listings", { kind: "conference", year: 2023, theme: "" }, "id7")).toBe(
      "Conference listing added: International conference 2023",
    );
    expect(summaryOf("update", "conference-listings", { kind: "symposium", year: 2021, theme: "Soil" }, "id8")).toBe(
      "Conference listing changed: National symposium 2021: Soil",
    );
  });

  it("words the event desk's attendance and certificates, one entry per registration", () => {
    const registration = { name: "Asha Verma", reference: "EVT-ABCD-EFGH", category: "Delegate" };
    expect(summaryOf("event-attendance", "event-registrations", { ...registration, attended: true }, "r1")).toBe(
      "Attendance marked: Asha Verma (EVT-ABCD-EFGH)",
    );
    expect(summaryOf("event-attendance", "event-registrations", { ...registration, attended: false }, "r1")).toBe(
      "Attendance unmarked: Asha Verma (EVT-ABCD-EFGH)",
    );
    expect(
      summaryOf(
        "event-certificates-sent",
        "event-registrations",
        { ...registration, certificateSentOn: "2027-02-03" },
        "r1",
      ),
    ).toBe("Participation certificate sent: Asha Verma (EVT-ABCD-EFGH)");
    expect(summaryOf("event-promote", "event-registrations", registration, "r1")).toBe(
      "Offered a place from the waiting list: Asha Verma (EVT-ABCD-EFGH)",
    );
  });
});

describe("changedFields and restoreKindOf", () => {
  it("lists the fields that differ, nested values compared whole", () => {
    expect(changedFields({ a: 1, b: [1, 2], c: "same", d: "gone" }, { a: 2, b: [1, 2], c: "same", e: "new" })).toEqual([
      "a",
      "d",
      "e",
    ]);
    expect(changedFields(undefined, { a: 1 })).toEqual(["a"]);
  });

  it("restores deletions and updates of records, never creations, settings or sign-ins", () => {
    expect(restoreKindOf({ collection: "news", before: { a: 1 } })).toBe("deletion");
    expect(restoreKindOf({ collection: "news", before: { a: 1 }, after: { a: 2 } })).toBe("update");
    expect(restoreKindOf({ collection: "news", after: { a: 2 } })).toBeUndefined();
    expect(restoreKindOf({ collection: "settings", before: { a: 1 }, after: { a: 2 } })).toBeUndefined();
    expect(restoreKindOf({ collection: "administrators" })).toBeUndefined();
    expect(restoreKindOf({ collection: "unknown", before: { a: 1 } })).toBeUndefined();
  });

  it("offers Restore exactly for the collections the server restores, so the panel shows no button that is refused", () => {
    const offered = Object.keys(ACTIVITY_COLLECTIONS).filter(
      (collection) => restoreKindOf({ collection, before: { a: 1 } }) !== undefined,
    );
    expect(offered.sort()).toEqual(Object.keys(RESTORABLE).sort());
    for (const collection of ["events", "event-registrations", "event-abstracts", "journal"])
      expect(restoreKindOf({ collection, before: { a: 1 }, after: { a: 2 } }), collection).toBeUndefined();
  });

  it("names who acted", () => {
    expect(actorText({ kind: "public" })).toBe("The public");
    expect(actorText({ kind: "member", email: "m@example.org" })).toBe("Member m@example.org");
    expect(actorText({ kind: "admin", email: "admin@example.org" })).toBe("admin@example.org");
  });
});
