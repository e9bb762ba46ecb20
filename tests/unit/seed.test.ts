import { beforeAll, describe, expect, it } from "vitest";
import { workerBlobsContext } from "../support/worker-store";
import type { z } from "zod";
import {
  DEMO_MEMBER_PASSWORD,
  demoAnnualReports,
  demoAwardees,
  demoAwards,
  demoBooks,
  demoConferenceListings,
  demoDownloads,
  demoEditorials,
  demoExecutives,
  demoMemberships,
  demoNews,
  demoNomination,
  demoPaymentDetails,
  demoRegistrations,
  demoWorkshops,
} from "../../scripts/lib/demo-content";
import { seedDemoContent, seedDemoContentOnce } from "../../scripts/lib/seed";
import { annualReportsRecord } from "../../src/domain/annual-reports";
import { awardNominationRecord } from "../../src/domain/award-nomination";
import { awardeesRecord } from "../../src/domain/awardees";
import { awardsRecord, PERIODICITIES } from "../../src/domain/awards";
import { booksRecord } from "../../src/domain/books";
import { conferenceListingRecord, type ConferenceListingInput } from "../../src/domain/conference-listings";
import { downloadsRecord } from "../../src/domain/downloads";
import { editorialsRecord } from "../../src/domain/editorials";
import { EXECUTIVE_CATEGORIES, executiveCategory, executivesRecord, parseBiodata } from "../../src/domain/executives";
import type { StoredMeta } from "../../src/domain/fields";
import { isApplicationReference } from "../../src/domain/application-reference";
import { registrationRecord } from "../../src/domain/membership-registrations";
import { termOf } from "../../src/domain/member-standing";
import { findMembershipOption, membershipRecord } from "../../src/domain/memberships";
import { newsRecord } from "../../src/domain/news";
import { IFSC_PATTERN, paymentDetailsRecord } from "../../src/domain/payment-details";
import { isUpiId } from "../../src/domain/upi";
import { workshopsRecord } from "../../src/domain/workshops";
import { isPasswordHash, verifyPassword } from "../../src/server/auth";
import { sniffImage } from "../../src/server/content/files";
import { sanitizeRichText } from "../../src/server/content/html";
import {
  annualReportsCollection,
  awardeesCollection,
  awardNominationCollection,
  awardsCollection,
  booksCollection,
  conferenceListingsCollection,
  downloadsCollection,
  editorialsCollection,
  executivesCollection,
  membershipsCollection,
  newsCollection,
  paymentDetailsCollection,
  registrationsCollection,
  workshopsCollection,
} from "../../src/server/content/collections";
import { readDocument, updateDocument, type Collection } from "../../src/server/store";
import { call, list } from "../support/api";

process.env.NETLIFY_BLOBS_CONTEXT = workerBlobsContext();

/**
 * The Blobs sandbox is shared with the other test files, which add records of their own to these
 * collections at the same time: the demo records are told apart by a field only demo content uses.
 */
function demoRecords<T extends StoredMeta>(target: Collection<T>, key: (record: T) => string, demoKeys: string[]) {
  const keys = new Set(demoKeys);
  return async (): Promise<T[]> => (await target.list()).filter((record) => keys.has(key(record)));
}

/** A conference listing as its fields say it: kind, year, theme, venue and dates. */
const listingKey = (record: ConferenceListingInput) =>
  JSON.stringify([record.kind, Number(record.year), record.theme ?? "", record.venue ?? "", record.dates ?? ""]);

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
  // The site's starting rows, 2023 and 2022 with nothing else: other files' listings have a theme or another year.
  "conference-listings": demoRecords(conferenceListingsCollection, listingKey, demoConferenceListings.map(listingKey)),
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
  executives: demoRecords(
    executivesCollection,
    (record) => record.email,
    demoExecutives.map((item) => item.email),
  ),
  books: demoRecords(
    booksCollection,
    (record) => record.name,
    demoBooks.map((item) => item.name),
  ),
  downloads: demoRecords(
    downloadsCollection,
    (record) => record.title,
    demoDownloads.map((item) => item.title),
  ),
  // Other test files' reports have other years: the year is the API's unique key.
  "annual-reports": demoRecords(
    annualReportsCollection,
    (record) => record.year,
    demoAnnualReports.map((item) => item.year),
  ),
};
type Name = keyof typeof seeded;
const names = Object.keys(seeded) as Name[];

const schemas: Record<Name, z.ZodObject> = {
  news: newsRecord,
  editorials: editorialsRecord,
  workshops: workshopsRecord,
  "conference-listings": conferenceListingRecord,
  awards: awardsRecord,
  awardees: awardeesRecord,
  "award-nomination": awardNominationRecord,
  memberships: membershipRecord,
  "payment-details": paymentDetailsRecord,
  "membership-registrations": registrationRecord,
  executives: executivesRecord,
  books: booksRecord,
  downloads: downloadsRecord,
  "annual-reports": annualReportsRecord,
};

/** Each demo item is stored once: as many records as the demo content has items. */
const demoItems: Record<Name, number> = {
  news: demoNews.length,
  editorials: demoEditorials.length,
  workshops: demoWorkshops.length,
  "conference-listings": demoConferenceListings.length,
  awards: demoAwards.length,
  awardees: demoAwardees.length,
  "award-nomination": demoNomination.length,
  memberships: demoMemberships.length,
  "payment-details": demoPaymentDetails.length,
  "membership-registrations": demoRegistrations.length,
  executives: demoExecutives.length,
  books: demoBooks.length,
  downloads: demoDownloads.length,
  "annual-reports": demoAnnualReports.length,
};

async function demoIds(): Promise<Record<Name, string[]>> {
  const entries = await Promise.all(
    names.map(async (name) => [name, (await seeded[name]()).map((record) => record._id)] as const),
  );
  return Object.fromEntries(entries) as Record<Name, string[]>;
}

const DEMO = "This is demonstration content.";

/** A PDF reader's first checks: header, end marker, and every cross-reference offset pointing at its object. */
function expectWellFormedPdf(bytes: Buffer, label: string) {
  const text = bytes.toString("latin1");
  expect(text.startsWith("%PDF-"), label).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF"), label).toBe(true);
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(xrefAt, xrefAt + 5), label).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefAt)) ?? [];
  expect(Number(first), label).toBe(0);
  const entries = text
    .slice(xrefAt)
    .split("\n")
    .slice(2, 2 + Number(count));
  expect(entries[0], label).toBe("0000000000 65535 f ");
  entries.slice(1).forEach((entry, index) => {
    expect(entry, label).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + 8), `${label} object ${index + 1}`).toBe(`${index + 1} 0 obj\n`);
  });
  expect(text, label).toMatch(new RegExp(`/Size ${count} /Root 1 0 R`));
  // The page's text, as written in the content stream.
  expect(text, label).toContain("(This is demonstration content, not a real document of the society.) Tj");
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
    expect(Object.fromEntries(names.map((name) => [name, added[name].length]))).toEqual(demoItems);
    for (const name of names) expect(demoItems[name], name).toBeGreaterThan(0);
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
        // The annual reports and the conference listings are the site's starting rows: the reports' PDFs say
        // so, and the listings are the two years the International Conferences page started with (below).
        if (name !== "annual-reports" && name !== "conference-listings")
          expect(JSON.stringify(record), `${name} ${record._id}`).toMatch(/Demo|demonstration/);
      }
    }
  });

  it("stores members as the register route does: hashed shared password, fee from the option", async () => {
    const members = await addedRecords("membership-registrations");
    const options = await addedRecords("memberships");
    // Each with the status the demo content gives it: accepted members and pending requests.
    expect(members.map((member) => `${member.email} ${member.status}`).sort()).toEqual(
      demoRegistrations.map((member) => `${member.email} ${member.status}`).sort(),
    );
    expect(new Set(members.map((member) => member.status))).toEqual(new Set(["accepted", "pending"]));
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
      // Frozen as the register route freezes them, with a reference of the same form.
      expect(member).toMatchObject({ amountDue: option?.total, feeDue: option?.membershipFee, gstDue: option?.gst });
      expect(member.term, member.email).toBe(option ? termOf(option) : undefined);
      expect(isApplicationReference(member.reference ?? ""), member.email).toBe(true);
      expect(member.state, member.email).toBe(member.nationality === "Indian" ? "Uttar Pradesh" : undefined);
    }
    const references = (await registrationsCollection.list()).flatMap((record) => record.reference ?? []);
    expect(new Set(references).size).toBe(references.length);
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
    expect(isUpiId(bank?.upiId ?? ""), bank?.upiId).toBe(true);
  });

  it("links awardees to seeded awards and numbers awards and workshops from 1", async () => {
    const numberedFromOne = (numbers: number[]) =>
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    const awards = await addedRecords("awards");
    numberedFromOne(awards.map((award) => award.sno));
    for (const award of awards) expect(PERIODICITIES).toContain(award.periodicity);
    const awardees = await addedRecords("awardees");
    for (const award of awards) {
      expect(
        awardees.some((awardee) => awardee.awardName === award.name),
        award.name,
      ).toBe(true);
    }
    expect(awardees.every((awardee) => awards.some((award) => award.name === awardee.awardName))).toBe(true);

    numberedFromOne((await addedRecords("workshops")).map((workshop) => workshop.serialNumber));

    const editorials = await addedRecords("editorials");
    for (const category of ["Chief Editor", "Editors", "Advisory Board"]) {
      expect(
        editorials.some((entry) => entry.category === category),
        category,
      ).toBe(true);
    }
  });

  it("cleans rich text as the API does", async () => {
    const [nomination] = await addedRecords("award-nomination");
    expect(nomination?.mainContent).toMatch(/^<p>/);
    // Links get the rel the sanitizer adds: the stored text is the cleaned one, not the typed one.
    expect(nomination?.mainContent).toContain('rel="noopener noreferrer"');
    expect(nomination?.mainContent).toBe(sanitizeRichText(demoNomination[0]?.mainContent ?? ""));
    expect(nomination?.instructions.length).toBeGreaterThanOrEqual(1);
    expect(nomination?.links).toEqual([expect.stringMatching(/^https:\/\/example\.org\//)]);
    for (const item of await addedRecords("news")) {
      const typed = demoNews.find((demo) => demo.title === item.title);
      expect(item.bigContent).toBe(sanitizeRichText(typed?.bigContent ?? ""));
      expect(item.bigContent).toMatch(/^<p>/);
    }
  });

  it("seats the council in the demo content's order, covering every category, with demo contact details", async () => {
    const council = await addedRecords("executives");
    // Stored in the order given, so the office-bearers the page lists first stay first.
    expect(council.map((member) => member.name)).toEqual(demoExecutives.map((member) => member.name));
    for (const category of EXECUTIVE_CATEGORIES) {
      expect(
        council.some((member) => executiveCategory(member.designation) === category),
        category,
      ).toBe(true);
    }
    for (const member of council) {
      expect(member.name).toMatch(/^(?:Dr|Prof)\. Demo /);
      expect(member.email).toMatch(/^demo\.[a-z.]+@example\.org$/);
      expect(member.mobile).toMatch(/^\+91 90000 000\d{2}$/);
      expect(member.postalAddress).toMatch(/^Demo address: .+\n.+, Uttar Pradesh$/);
    }
    expect(new Set(council.map((member) => member.email)).size).toBe(council.length);
    expect(new Set(council.map((member) => member.mobile)).size).toBe(council.length);
  });

  it("gives the council both shapes of biodata the profile reads, all marked as demo", async () => {
    const biodata = (await addedRecords("executives")).map((member) => parseBiodata(member.biodata));
    const structured = biodata.filter((entry) => entry.kind === "structured");
    const plain = biodata.filter((entry) => entry.kind === "plain");
    expect(structured.length).toBeGreaterThan(0);
    expect(plain.length).toBeGreaterThan(0);
    for (const entry of structured) {
      expect(entry.birth).toMatch(new RegExp(`^${DEMO.replace(".", "\\.")} Born `));
      expect(entry.education.length).toBeGreaterThanOrEqual(1);
      expect(entry.education.every((item) => item.text !== "")).toBe(true);
      expect(entry.positions.length).toBeGreaterThanOrEqual(1);
    }
    // Both shapes of education the profile page reads: labelled degrees and a plain list.
    expect(structured.some((entry) => entry.education.some((item) => item.label === "Ph.D."))).toBe(true);
    expect(structured.some((entry) => entry.education.every((item) => item.label === ""))).toBe(true);
    for (const entry of plain) expect(entry.text.startsWith(DEMO)).toBe(true);
  });

  it("stores the photos of the demo content's members who have one, each its own small PNG", async () => {
    const council = await addedRecords("executives");
    const withPhoto = council.filter((member) => member.image !== "");
    expect(withPhoto.map((member) => member.name)).toEqual(
      demoExecutives.filter((member) => member.photo).map((member) => member.name),
    );
    expect(withPhoto.length).toBeGreaterThan(0);
    for (const member of withPhoto) {
      expect(member.image).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
      const photo = await call("GET", member.image);
      expect(photo.status, member.name).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/png");
      expect(sniffImage(photo.bytes)).toBe("image/png");
      expect(photo.bytes.length).toBeLessThan(2_048);
    }
    expect(new Set(withPhoto.map((member) => member.image)).size).toBe(withPhoto.length);
  });

  it("stores demo books with made-up ISBNs, cleaned about text and no cover", async () => {
    const books = await addedRecords("books");
    expect(books.map((book) => book.isbn).sort()).toEqual(demoBooks.map((book) => book.isbn).sort());
    for (const book of books) expect(book.isbn).toMatch(/^978-0-00-000000-\d$/);
    for (const book of books) {
      const typed = demoBooks.find((demo) => demo.name === book.name);
      expect(book.name).toMatch(/^Demo: /);
      expect(book.image).toBe("");
      expect(book.editors.length).toBeGreaterThanOrEqual(1);
      for (const editor of book.editors) expect(editor).toMatch(/^Demo Editor /);
      expect(book.pages).toBeGreaterThan(0);
      expect(book.price).toBeGreaterThan(0);
      expect(book.about).toBe(sanitizeRichText(typed?.about ?? ""));
      expect(book.about).toMatch(/^<p><strong>This is demonstration content\.<\/strong>/);
      expect(book.contents.split("\n").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("serves each demo download as a small valid PDF, with its upload date", async () => {
    const downloads = await addedRecords("downloads");
    expect(downloads.map((item) => `${item.title} ${item.uploadedAt}`).sort()).toEqual(
      demoDownloads.map((item) => `${item.title} ${item.uploadedAt}`).sort(),
    );
    const listed = (await list<{ _id: string }>("/api/downloads")).map((item) => item._id);
    for (const item of downloads) {
      expect(listed).toContain(item._id);
      expect(item.pdfUrl).toMatch(/^\/api\/files\/[a-f0-9]{24}$/);
      const file = await call("GET", item.pdfUrl);
      expect(file.status, item.title).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-disposition")).toContain(encodeURIComponent(`${item.title}.pdf`));
      expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(file.bytes.length).toBeLessThan(4_096);
      expectWellFormedPdf(file.bytes, item.title);
    }
  });

  it("stores the six annual reports the site started with, each with its placeholder PDF, once per year", async () => {
    const reports = await addedRecords("annual-reports");
    expect(reports.map((report) => `${report.year} ${report.title}`).sort()).toEqual(
      ["2014-15", "2015-16", "2016-17", "2017-18", "2018-19", "2019-20"].map((year) => `${year} `),
    );
    for (const report of reports) {
      const file = await call("GET", report.pdfUrl);
      expect(file.status, report.year).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-disposition")).toContain(`filename="annual-report-${report.year}.pdf"`);
      expect(file.bytes.length).toBe(report.pdfBytes);
      const text = file.bytes.toString("latin1");
      expect(text).toContain(`(Annual Report ${report.year}) Tj`);
      expect(text).toContain("(PLACEHOLDER: this file stands in for the society's annual report) Tj");
    }
    // Seeding again adds no second report for a year (nor its file: seed-journal.test.ts counts the files).
    expect(await seedDemoContent()).toMatchObject({ "annual-reports": 0 });
    expect((await annualReportsCollection.list()).filter((report) => report.year === "2019-20")).toHaveLength(1);
  });

  it("stores the International Conferences rows the site started with, 2023 and 2022, details to be announced", async () => {
    const listings = await addedRecords("conference-listings");
    expect(listings.map(({ kind, year, theme, venue, dates }) => ({ kind, year, theme, venue, dates }))).toEqual([
      { kind: "conference", year: 2023, theme: "", venue: "", dates: "" },
      { kind: "conference", year: 2022, theme: "", venue: "", dates: "" },
    ]);
  });

  it("never duplicates membership options or members when run again without the marker", async () => {
    const before = await demoIds();
    const counts = await seedDemoContent();
    expect(counts).toMatchObject({
      memberships: 0,
      "membership-registrations": 0,
      journal: 0,
      awards: demoAwards.length,
    });
    const after = await demoIds();
    expect(after.memberships).toEqual(before.memberships);
    expect(after["membership-registrations"]).toEqual(before["membership-registrations"]);
    expect(after.awards.length - before.awards.length).toBe(demoAwards.length);
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

  it("checks the demo files' bytes before claiming the marker", async () => {
    await forgetSeeding();
    const before = await demoIds();
    demoDownloads.push({ title: "Demo: not a PDF", uploadedAt: "2026-01-01T00:00:00.000Z", pdf: Buffer.from("Demo") });
    try {
      await expect(seedDemoContentOnce()).rejects.toThrow(
        'Demo downloads: the file of "Demo: not a PDF" is not a valid pdf upload.',
      );
    } finally {
      demoDownloads.pop();
    }
    expect(await readDocument("state/seeded")).toBeNull();
    expect(await demoIds()).toEqual(before);
  });
});
