import { beforeAll, describe, expect, inject, it } from "vitest";
import type { z } from "zod";
import {
  DEMO_MEMBER_PASSWORD,
  demoAwardees,
  demoAwards,
  demoEditorials,
  demoMemberships,
  demoNews,
  demoNomination,
  demoPaymentDetails,
  demoRegistrations,
  demoWorkshops,
} from "../../scripts/lib/demo-content";
import { seedDemoContent, seedDemoContentOnce } from "../../scripts/lib/seed";
import { awardNominationRecord } from "../../src/domain/award-nomination";
import { awardeesRecord } from "../../src/domain/awardees";
import { awardsRecord, PERIODICITIES } from "../../src/domain/awards";
import { editorialsRecord } from "../../src/domain/editorials";
import type { StoredMeta } from "../../src/domain/fields";
import { registrationRecord } from "../../src/domain/membership-registrations";
import { findMembershipOption, membershipRecord } from "../../src/domain/memberships";
import { newsRecord } from "../../src/domain/news";
import { IFSC_PATTERN, paymentDetailsRecord } from "../../src/domain/payment-details";
import { workshopsRecord } from "../../src/domain/workshops";
import { isPasswordHash, verifyPassword } from "../../src/server/auth";
import { sanitizeRichText } from "../../src/server/html";
import { awardNominationCollection } from "../../src/server/resources/award-nomination";
import { awardeesCollection } from "../../src/server/resources/awardees";
import { awardsCollection } from "../../src/server/resources/awards";
import { editorialsCollection } from "../../src/server/resources/editorials";
import { registrationsCollection } from "../../src/server/resources/membership-registrations";
import { membershipsCollection } from "../../src/server/resources/memberships";
import { newsCollection } from "../../src/server/resources/news";
import { paymentDetailsCollection } from "../../src/server/resources/payment-details";
import { workshopsCollection } from "../../src/server/resources/workshops";
import { readDocument, updateDocument, type Collection } from "../../src/server/store";

process.env.NETLIFY_BLOBS_CONTEXT = inject("blobsContext");

/**
 * The Blobs sandbox is shared with the other test files, which add records of their own to these
 * collections at the same time: the demo records are told apart by a field only demo content uses.
 */
function demoRecords<T extends StoredMeta>(target: Collection<T>, key: (record: T) => string, demoKeys: string[]) {
  const keys = new Set(demoKeys);
  return async (): Promise<T[]> => (await target.list()).filter((record) => keys.has(key(record)));
}

const seeded = {
  news: demoRecords(
    newsCollection,
    (record) => record.title,
    demoNews.map((item) => item.title),
  ),
  editorials: demoRecords(
    editorialsCollection,
    (record) => record.content,
    demoEditorials.map((item) => item.content),
  ),
  workshops: demoRecords(
    workshopsCollection,
    (record) => record.topic,
    demoWorkshops.map((item) => item.topic),
  ),
  awards: demoRecords(
    awardsCollection,
    (record) => record.name,
    demoAwards.map((item) => item.name),
  ),
  awardees: demoRecords(
    awardeesCollection,
    (record) => record.awardeeName,
    demoAwardees.map((item) => item.awardeeName),
  ),
  "award-nomination": demoRecords(awardNominationCollection, (record) => record.links[0] ?? "", [
    "https://example.org/demo-award-nomination-form",
  ]),
  memberships: demoRecords(
    membershipsCollection,
    (record) => record.membershipInfo,
    demoMemberships.map((item) => item.membershipInfo),
  ),
  "payment-details": demoRecords(
    paymentDetailsCollection,
    (record) => record.accountHolderName,
    demoPaymentDetails.map((item) => item.accountHolderName),
  ),
  "membership-registrations": demoRecords(
    registrationsCollection,
    (record) => record.email,
    demoRegistrations.map((item) => item.email),
  ),
};
type Name = keyof typeof seeded;
const names = Object.keys(seeded) as Name[];

const schemas: Record<Name, z.ZodObject> = {
  news: newsRecord,
  editorials: editorialsRecord,
  workshops: workshopsRecord,
  awards: awardsRecord,
  awardees: awardeesRecord,
  "award-nomination": awardNominationRecord,
  memberships: membershipRecord,
  "payment-details": paymentDetailsRecord,
  "membership-registrations": registrationRecord,
};

const expectedCounts: Record<Name, number> = {
  news: 3,
  editorials: 8,
  workshops: 5,
  awards: 3,
  awardees: 7,
  "award-nomination": 1,
  memberships: 9,
  "payment-details": 1,
  "membership-registrations": 15,
};

async function demoIds(): Promise<Record<Name, string[]>> {
  const entries = await Promise.all(
    names.map(async (name) => [name, (await seeded[name]()).map((record) => record._id)] as const),
  );
  return Object.fromEntries(entries) as Record<Name, string[]>;
}

/** Removes the state/seeded marker (only the marker: the demo records of earlier seeds stay). */
const forgetSeeding = () =>
  updateDocument<unknown, undefined>("state/seeded", null, () => ({ next: null, result: undefined }));

/** What the first seed added to each collection. */
let added: Record<Name, string[]>;

beforeAll(async () => {
  await forgetSeeding();
  const before = await demoIds();
  const startedAt = performance.now();
  const answers = await Promise.all([seedDemoContentOnce(), seedDemoContentOnce()]);
  console.log(`Seeding took ${Math.round(performance.now() - startedAt)} ms.`);
  expect(answers.filter(Boolean)).toEqual([true]);
  const after = await demoIds();
  added = Object.fromEntries(
    names.map((name) => [name, after[name].filter((id) => !before[name].includes(id))]),
  ) as Record<Name, string[]>;
}, 60_000);

async function addedRecords<N extends Name>(name: N): Promise<Awaited<ReturnType<(typeof seeded)[N]>>> {
  const records = await seeded[name]();
  return records.filter((record) => added[name].includes(record._id)) as Awaited<ReturnType<(typeof seeded)[N]>>;
}

describe("demo content seed", () => {
  it("adds every collection's demo content once, and nothing on later calls", async () => {
    expect(Object.fromEntries(names.map((name) => [name, added[name].length]))).toEqual(expectedCounts);
    const marker = await readDocument<{ seededAt: string }>("state/seeded");
    expect(Number.isNaN(Date.parse(marker?.seededAt ?? ""))).toBe(false);

    expect(await seedDemoContentOnce()).toBe(false);
    const again = await demoIds();
    for (const name of names)
      expect(
        again[name].filter((id) => !added[name].includes(id)),
        name,
      ).toEqual([]);
  });

  it("stores records of exactly the shape each collection keeps, visibly marked as demo content", async () => {
    for (const name of names) {
      const records = await addedRecords(name);
      expect(records.length, name).toBeGreaterThan(0);
      for (const record of records) {
        expect(() => schemas[name].strict().parse(record), `${name} ${record._id}`).not.toThrow();
        expect(JSON.stringify(record), `${name} ${record._id}`).toMatch(/Demo|demonstration/);
      }
    }
  });

  it("stores members as the register route does: hashed shared password, fee from the option", async () => {
    const members = await addedRecords("membership-registrations");
    const options = await addedRecords("memberships");
    expect(members.filter((member) => member.status === "accepted")).toHaveLength(12);
    expect(members.filter((member) => member.status === "pending")).toHaveLength(3);
    for (const member of members) {
      expect(member).not.toHaveProperty("password");
      expect(member).not.toHaveProperty("confirmPassword");
      expect(JSON.stringify(member)).not.toContain(DEMO_MEMBER_PASSWORD);
      expect(isPasswordHash(member.passwordHash)).toBe(true);
      expect(member.name).toMatch(/^Demo Member /);
      expect(member.email).toMatch(/@example\.org$/);
      const option = findMembershipOption(options, member.nationality, member.membershipType);
      expect(option, member.email).toBeDefined();
      expect(member.membershipFee).toBe(option?.total);
    }
    expect(new Set(members.map((member) => member.passwordHash)).size).toBe(1);
    expect(await verifyPassword(DEMO_MEMBER_PASSWORD, members[0]?.passwordHash ?? "")).toBe(true);
    const shown = members.filter((member) => member.showContactInDirectory).length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(members.length / 2);
  });

  it("offers Annual, Life and Institutional options per nationality, in rupees with 18% GST", async () => {
    const options = await addedRecords("memberships");
    for (const nationality of ["Indian", "SAARC", "Foreign"] as const) {
      expect(
        options
          .filter((option) => option.nationality === nationality)
          .map((option) => option.membershipType)
          .sort(),
      ).toEqual(["Annual", "Institutional", "Life"]);
    }
    for (const option of options) {
      expect(option.gst).toBe(Math.round(option.membershipFee * 18) / 100);
      expect(option.total).toBe(option.membershipFee + option.gst);
    }
    const [bank] = await addedRecords("payment-details");
    expect(bank?.bankAndBranch).toContain("Demo Bank");
    expect(bank?.accountNumber).toBe("000000000000");
    expect(bank?.ifscCode).toMatch(IFSC_PATTERN);
  });

  it("links awardees to seeded awards and numbers awards and workshops from 1", async () => {
    const awards = await addedRecords("awards");
    expect(awards.map((award) => award.sno).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    for (const award of awards) expect(PERIODICITIES).toContain(award.periodicity);
    const awardees = await addedRecords("awardees");
    for (const award of awards) {
      const count = awardees.filter((awardee) => awardee.awardName === award.name).length;
      expect(count, award.name).toBeGreaterThanOrEqual(2);
      expect(count, award.name).toBeLessThanOrEqual(3);
    }
    expect(awardees.every((awardee) => awards.some((award) => award.name === awardee.awardName))).toBe(true);

    const workshops = await addedRecords("workshops");
    expect(workshops.map((workshop) => workshop.serialNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(workshops.map((workshop) => workshop.year).sort((a, b) => a - b)).toEqual([2022, 2023, 2024, 2025, 2026]);

    const editorials = await addedRecords("editorials");
    for (const category of ["Chief Editor", "Editors", "Advisory Board"]) {
      const count = editorials.filter((entry) => entry.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(1);
      expect(count, category).toBeLessThanOrEqual(4);
    }
  });

  it("cleans rich text as the API does", async () => {
    const [nomination] = await addedRecords("award-nomination");
    expect(nomination?.mainContent).toMatch(/^<p>/);
    // Links get the rel the sanitizer adds: the stored text is the cleaned one, not the typed one.
    expect(nomination?.mainContent).toContain('rel="noopener noreferrer"');
    expect(nomination?.mainContent).toBe(sanitizeRichText(demoNomination[0]?.mainContent ?? ""));
    expect(nomination?.instructions.length).toBeGreaterThanOrEqual(4);
    expect(nomination?.instructions.length).toBeLessThanOrEqual(5);
    expect(nomination?.links).toEqual([expect.stringMatching(/^https:\/\/example\.org\//)]);
    for (const item of await addedRecords("news")) {
      const typed = demoNews.find((demo) => demo.title === item.title);
      expect(item.bigContent).toBe(sanitizeRichText(typed?.bigContent ?? ""));
      expect(item.bigContent).toMatch(/^<p>/);
    }
  });

  it("never duplicates membership options or members when run again without the marker", async () => {
    const before = await demoIds();
    const counts = await seedDemoContent();
    expect(counts).toMatchObject({ memberships: 0, "membership-registrations": 0, awards: 3 });
    const after = await demoIds();
    expect(after.memberships).toEqual(before.memberships);
    expect(after["membership-registrations"]).toEqual(before["membership-registrations"]);
    expect(after.awards.length - before.awards.length).toBe(3);
  });

  it("validates all demo content before claiming the marker", async () => {
    await forgetSeeding();
    const before = await demoIds();
    demoWorkshops.push({
      serialNumber: 0,
      year: 2026,
      topic: "Demo: invalid",
      venue: "Demo venue",
      date: "2026-01-01",
    });
    try {
      await expect(seedDemoContentOnce()).rejects.toThrow(/Serial number must be at least 1/);
    } finally {
      demoWorkshops.pop();
    }
    expect(await readDocument("state/seeded")).toBeNull();
    expect(await demoIds()).toEqual(before);
  });
});
