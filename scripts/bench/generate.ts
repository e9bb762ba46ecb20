import { rm } from "node:fs/promises";
import path from "node:path";
import { awardeesInput } from "../../src/domain/awardees";
import { awardsInput, PERIODICITIES } from "../../src/domain/awards";
import { booksInput } from "../../src/domain/books";
import { conferenceListingInput } from "../../src/domain/conference-listings";
import { downloadsInput } from "../../src/domain/downloads";
import { eventRegistrationInput } from "../../src/domain/event-registrations";
import { eventInput } from "../../src/domain/events";
import { executivesInput } from "../../src/domain/executives";
import type { StoredMeta } from "../../src/domain/fields";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { registrationInput, type RegistrationRecord } from "../../src/domain/membership-registrations";
import {
  journalArticleInput,
  journalDetailsInput,
  journalIssueInput,
  type JournalIssueRecord,
} from "../../src/domain/journal";
import { findMembershipOption } from "../../src/domain/memberships";
import { newsInput } from "../../src/domain/news";
import { workshopsInput } from "../../src/domain/workshops";
import { hashPassword } from "../../src/server/auth";
import { storeUpload, type FileKind } from "../../src/server/content/files";
import { sanitizeRichText } from "../../src/server/content/html";
import { mapConcurrently } from "../../src/server/core/map-concurrently";
import { addEvent } from "../../src/server/events/events";
import { registerForEvent } from "../../src/server/events/registrations";
import {
  awardeesCollection,
  awardsCollection,
  booksCollection,
  conferenceListingsCollection,
  downloadsCollection,
  executivesCollection,
  journalArticlesCollection,
  journalIssuesCollection,
  membershipsCollection,
  newsCollection,
  registrationsCollection,
  workshopsCollection,
} from "../../src/server/content/collections";
import { writePageText } from "../../src/server/content/page-texts";
import { STARTING_PAGE_TEXTS } from "../../src/server/content/starting-page-texts";
import { writeJournalDetails } from "../../src/server/journal/details";
import { startingJournalDetails } from "../../src/server/journal/starting-details";
import { cleanNews } from "../../src/server/resources/news";
import { newId, resetStoreClient, updateDocument, type Collection, type RecordFields } from "../../src/server/store";
import { startBlobsSandbox } from "../lib/blobs-sandbox";
import { DEMO_JOURNAL_ISSNS } from "../lib/demo/journal";
import { simplePdf } from "../lib/demo/pdf";
import { demoStages } from "../lib/seed";
import { photoPool } from "./support/photos";
import { scaleByName, storeDirOf, type Scale } from "./support/scales";
import { ROOT } from "./support/server";

/**
 * Fills a fresh bench store with clearly fictional content at one scale: every name and title
 * says "Demo", addresses and e-mails are example.org, phone numbers +91 90000 .... Deterministic:
 * the same scale always gives the same content (ids and timestamps aside), from a seeded PRNG.
 * Records are validated with the API's input schemas and written through the store module, one
 * write per collection (the collection's `insert` rewrites the whole blob per record: fine for a
 * form, quadratic for 27,000 records).
 * Usage: tsx scripts/bench/generate.ts 1x|10x
 */

/** mulberry32: a small, fast PRNG that is plenty for test data. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof prng>;

const DEMO = "This is demonstration content.";
const FIRST = ["Asha", "Rohit", "Neha", "Imran", "Kavya", "Arjun", "Priya", "Suresh", "Farah", "Vikram", "Meera"];
const MORE_FIRST = ["Anil", "Sunita", "Rakesh", "Nasreen", "Gurpreet", "Lakshmi", "Harish", "Rekha", "Manish"];
const LAST = ["Verma", "Srivastava", "Tripathi", "Siddiqui", "Nair", "Yadav", "Pandey", "Rawat", "Khan", "Mishra"];
const MORE_LAST = ["Agarwal", "Tiwari", "Joshi", "Sandhu", "Bhattacharya", "Mehrotra", "Fatima", "Awasthi", "Dubey"];
const DESIGNATIONS = [
  "Professor of Agronomy",
  "Associate Professor, Soil Science",
  "Scientist, Plant Breeding",
  "Research Scholar",
  "Extension Officer",
  "Agri-entrepreneur",
  "Assistant Professor, Horticulture",
  "Senior Scientist, Agricultural Economics",
  "Director (retired)",
  "Farm Manager",
];
const AREAS = [
  "Agronomy",
  "Soil Science",
  "Horticulture",
  "Agroforestry",
  "Food processing",
  "Agricultural Economics",
  "Entomology",
  "Plant Pathology",
  "Water management",
  "Farm machinery",
  "Environmental Science",
  "Rural entrepreneurship",
];
const PLACES = [
  "Gomti Nagar, Lucknow 226010",
  "Aliganj, Lucknow 226024",
  "Kalyanpur, Kanpur 208017",
  "Lanka, Varanasi 221005",
  "Civil Lines, Prayagraj 211001",
  "Example Town, Barabanki 225001",
  "Kathmandu, Nepal (demo)",
  "Example City, Sri Lanka (demo)",
  "Example City, Germany (demo)",
];
const COUNCIL = ["President", "Vice President", "Secretary", "Joint Secretary", "Treasurer", "Chief Editor"];
const TOPICS = [
  "water-wise farming",
  "soil health",
  "agri-startups",
  "climate-resilient crops",
  "drones for small farms",
  "composting and bio-energy",
  "millets",
  "post-harvest losses",
  "farmer producer organisations",
  "organic certification",
];

const person = (random: Random) =>
  `${random.pick(random.chance(0.5) ? FIRST : MORE_FIRST)} ${random.pick(random.chance(0.5) ? LAST : MORE_LAST)}`;
const isoDay = (random: Random, fromYear: number, toYear: number) =>
  `${random.int(fromYear, toYear)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
const paragraphs = (random: Random, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<p>${i === 0 ? `<strong>${DEMO}</strong> ` : ""}Demo text on ${random.pick(TOPICS)} and ${random.pick(TOPICS)}: ` +
      `members of the society met researchers, extension workers and farmers to compare results from ${random.int(2, 40)} demo plots. ` +
      `The figures in this paragraph are placeholders.</p>`,
  ).join("");

/** Records as the API stores them, with ids and audit times; created one minute apart, in order. */
function stamp<T extends StoredMeta>(fields: readonly RecordFields<T>[], start: number): T[] {
  return fields.map((item, index) => {
    const time = new Date(start + index * 60_000).toISOString();
    return { ...item, _id: newId(), createdAt: time, updatedAt: time } as T;
  });
}

const START = Date.parse("2020-01-01T00:00:00Z");

/** Appends the records in one conditional write, then reads the collection back to check them. */
async function writeAll<T extends StoredMeta>(name: string, target: Collection<T>, fields: readonly RecordFields<T>[]) {
  return writeStamped(name, target, stamp<T>(fields, START));
}

/** As writeAll, for records already given their ids (an issue's, which its articles name). */
async function writeStamped<T extends StoredMeta>(name: string, target: Collection<T>, records: readonly T[]) {
  // Through the collection, so a large one is stored in chunks as the site stores it.
  await target.update((current) => ({ next: [...current, ...records], result: undefined }));
  const stored = (await target.list()).length;
  if (stored < records.length) throw new Error(`${name}: wrote ${records.length}, the collection lists ${stored}.`);
  return records.length;
}

/** Stores files a few at a time through the upload path, which checks their bytes as an upload's. */
interface GeneratedFile {
  kind: FileKind;
  name: string;
  data: Buffer;
}

async function storeFiles(files: readonly (GeneratedFile | undefined)[]) {
  return mapConcurrently(files, async (file) =>
    file
      ? storeUpload({ field: file.kind, filename: file.name, declaredType: "", data: file.data }, file.kind, file.name)
      : "",
  );
}

/**
 * Our Legacy with a phone photograph in its first section, as an editor would add one in the Pages
 * tab: the Lighthouse step audits a page of the society's own text with its picture.
 */
async function legacyPicture(photos: readonly Buffer[]): Promise<number> {
  const [photo] = photos;
  if (!photo) return 0;
  const [url = ""] = await storeFiles([{ kind: "image", name: "legacy.jpg", data: photo }]);
  const { sections, ...text } = STARTING_PAGE_TEXTS.legacy;
  const withPicture = sections.map((section, index) =>
    index === 0 ? { ...section, image: url, imageAlt: "Demo: a photograph from the society's early years" } : section,
  );
  await writePageText("legacy", { ...text, sections: withPicture });
  return 1;
}

/** Stores each item's image, if it has one, then the records with the image's URL. */
async function writeWithImages<T extends StoredMeta & { image: string }>(
  name: string,
  target: Collection<T>,
  items: readonly { record: Omit<RecordFields<T>, "image">; file: GeneratedFile | undefined }[],
) {
  const urls = await storeFiles(items.map((item) => item.file));
  return writeAll(
    name,
    target,
    items.map((item, i) => ({ ...item.record, image: urls[i] ?? "" }) as RecordFields<T>),
  );
}

async function members(scale: Scale, random: Random) {
  const options = await membershipsCollection.list();
  // Scrypt is slow on purpose: the one password every generated member has is hashed once.
  const hashes = new Map<string, string>();
  const hashOnce = async (password: string) => {
    const hash = hashes.get(password) ?? (await hashPassword(password));
    hashes.set(password, hash);
    return hash;
  };
  const records: RecordFields<RegistrationRecord>[] = [];
  for (let i = 1; i <= scale.members; i++) {
    const roll = random.next();
    const nationality = roll < 0.85 ? "Indian" : roll < 0.95 ? "SAARC" : "Foreign";
    const name = `Demo Member ${person(random)} ${i}`;
    const { password, ...fields } = registrationInput.parse({
      name,
      nationality,
      membershipType: random.pick(["Annual", "Life", "Life", "Institutional"]),
      email: `demo.member.${i}@example.org`,
      contact: `+91 90000 ${String(i % 100_000).padStart(5, "0")}`,
      password: "demo-bench-password",
      designation: `Demo ${random.pick(DESIGNATIONS)}`,
      address: `Demo address: ${random.int(1, 400)} Example Marg, ${random.pick(PLACES)}`,
      areaOfSpecialization: [random.pick(AREAS), random.pick(AREAS)].filter((a, j, all) => all.indexOf(a) === j),
      showContactInDirectory: random.chance(0.4),
    });
    const option = findMembershipOption(options, fields.nationality, fields.membershipType);
    if (!option) throw new Error(`No ${fields.nationality} ${fields.membershipType} membership option.`);
    records.push({
      ...fields,
      membershipType: option.membershipType,
      membershipFee: option.total,
      status: "accepted",
      passwordHash: await hashOnce(password),
    });
  }
  return writeAll("membership-registrations", registrationsCollection, records);
}

function news(scale: Scale, random: Random) {
  const items = Array.from({ length: scale.news }, (_, i) =>
    cleanNews(
      newsInput.parse({
        title: `Demo: News on ${random.pick(TOPICS)} no. ${i + 1}`,
        date: isoDay(random, 2010, 2026),
        bigContent: paragraphs(random, random.int(2, 5)),
        links: random.chance(0.3) ? [`https://example.org/demo-news-${i + 1}`] : [],
      }),
    ),
  );
  return writeAll("news", newsCollection, items);
}

async function books(scale: Scale, random: Random, photos: readonly Buffer[]) {
  const items = Array.from({ length: scale.books }, (_, i) => {
    const parsed = booksInput.parse({
      name: `Demo: Readings in ${random.pick(TOPICS)}, volume ${i + 1}`,
      editors: Array.from({ length: random.int(1, 3) }, () => `Demo Editor Dr. ${person(random)}`),
      year: random.int(1995, 2026),
      pages: random.int(40, 480),
      isbn: `978-0-00-${String(i + 1).padStart(6, "0")}-0`,
      price: random.int(10, 90) * 10,
      about: paragraphs(random, random.int(1, 3)),
      contents: Array.from(
        { length: random.int(3, 8) },
        (_, c) => `${c + 1}. Demo chapter on ${random.pick(TOPICS)}`,
      ).join("\n"),
    });
    // One book in three has a cover: a phone photograph of it.
    const file = random.chance(1 / 3)
      ? { kind: "image" as const, name: parsed.name, data: random.pick(photos) }
      : undefined;
    return { record: { ...parsed, about: sanitizeRichText(parsed.about) }, file };
  });
  return writeWithImages("books", booksCollection, items);
}

async function executives(scale: Scale, random: Random, portraits: readonly Buffer[]) {
  const items = Array.from({ length: scale.executives }, (_, i) => {
    const name = `Dr. Demo ${person(random)} ${i + 1}`;
    const structured = random.chance(0.5);
    const parsed = executivesInput.parse({
      name,
      designation: i < COUNCIL.length ? COUNCIL[i] : random.chance(0.1) ? random.pick(COUNCIL) : "Member",
      postalAddress: `Demo address: ${i + 1} Example Marg\n${random.pick(PLACES)}`,
      email: `demo.executive.${i + 1}@example.org`,
      mobile: `+91 90000 1${String(i + 1).padStart(4, "0")}`,
      biodata: structured
        ? {
            birth: `${DEMO} Born ${isoDay(random, 1950, 1985)} in Example Nagar.`,
            education: { "Ph.D.": `Demo subject ${random.pick(AREAS)}, Example University` },
            positions: [`Demo ${random.pick(DESIGNATIONS)}, Example Institute`],
          }
        : `${DEMO} ${name} works on ${random.pick(TOPICS)} at an example institute.`,
    });
    const file = random.chance(0.5) ? { kind: "image" as const, name, data: random.pick(portraits) } : undefined;
    return { record: parsed, file };
  });
  return writeWithImages("executives", executivesCollection, items);
}

async function awardsAndAwardees(scale: Scale, random: Random) {
  const awards = Array.from({ length: scale.awards }, (_, i) =>
    awardsInput.parse({
      sno: i + 1,
      name: `Demo Award for ${random.pick(TOPICS)} ${i + 1}`,
      year: random.int(1980, 2024),
      value: `Demo value: a citation and ₹${random.int(5, 50)},000.`,
      periodicity: random.pick(PERIODICITIES),
      eligibility: `${DEMO} Members working on ${random.pick(TOPICS)}.`,
      administration: `${DEMO} Administered by an award committee of the executive council.`,
      procedure: `${DEMO} Nominations are invited; the committee recommends one name.`,
      presentation: `${DEMO} Presented at the society's annual convention.`,
    }),
  );
  const perAward = Math.ceil(scale.awardees / scale.awards);
  const awardees = Array.from({ length: scale.awardees }, (_, i) =>
    awardeesInput.parse({
      awardName: awards[Math.floor(i / perAward) % awards.length]?.name,
      sno: (i % perAward) + 1,
      year: random.int(1985, 2026),
      awardeeName: `Demo Awardee Dr. ${person(random)}`,
      lectureTopic: random.chance(0.6) ? `Demo lecture on ${random.pick(TOPICS)}` : "",
    }),
  );
  return {
    awards: await writeAll("awards", awardsCollection, awards),
    awardees: await writeAll("awardees", awardeesCollection, awardees),
  };
}

function workshops(scale: Scale, random: Random) {
  const items = Array.from({ length: scale.workshops }, (_, i) => {
    const date = isoDay(random, 2000, 2026);
    return workshopsInput.parse({
      serialNumber: i + 1,
      year: Number(date.slice(0, 4)),
      topic: `Demo: Workshop on ${random.pick(TOPICS)}`,
      venue: `Demo venue: Example Hall, ${random.pick(PLACES)}`,
      date,
    });
  });
  return writeAll("workshops", workshopsCollection, items);
}

/** The conference tables' rows, half symposia, half conferences; some details still to be announced. */
function conferenceListings(scale: Scale, random: Random) {
  const items = Array.from({ length: scale.conferenceListings }, (_, i) => {
    const year = random.int(1985, 2026);
    return conferenceListingInput.parse({
      kind: i % 2 === 0 ? "symposium" : "conference",
      year,
      theme: random.chance(0.8) ? `Demo: ${random.pick(TOPICS)}` : "",
      venue: random.chance(0.8) ? `Demo venue: Example Hall, ${random.pick(PLACES)}` : "",
      dates: random.chance(0.8) ? `${random.int(1, 25)}–${random.int(26, 28)} February ${year}` : "",
    });
  });
  return writeAll("conference-listings", conferenceListingsCollection, items);
}

async function downloads(scale: Scale, random: Random) {
  const items = Array.from({ length: scale.downloads }, (_, i) => {
    const { title } = downloadsInput.parse({ title: `Demo: Document on ${random.pick(TOPICS)} no. ${i + 1}` });
    const uploadedAt = new Date(START + random.int(0, 6 * 365) * 86_400_000).toISOString();
    return { title, uploadedAt, pdf: simplePdf(title, [`${DEMO} Not a real document of the society.`]) };
  });
  const urls = await storeFiles(items.map((item) => ({ kind: "pdf" as const, name: item.title, data: item.pdf })));
  return writeAll(
    "downloads",
    downloadsCollection,
    items.map((item, i) => ({ title: item.title, uploadedAt: item.uploadedAt, pdfUrl: urls[i] ?? "" })),
  );
}

/**
 * The journal: its details (the demo's), `journalIssues` published issues, four a year from 2017,
 * and `journalArticles` ready articles spread evenly over them, each with a small PDF of its own.
 */
async function journal(scale: Scale, random: Random): Promise<Record<string, number>> {
  await writeJournalDetails(journalDetailsInput.parse({ ...startingJournalDetails(), ...DEMO_JOURNAL_ISSNS }));
  const issues = stamp<JournalIssueRecord>(
    Array.from({ length: scale.journalIssues }, (_, i) => {
      const fields = journalIssueInput.parse({
        volume: Math.floor(i / 4) + 1,
        number: (i % 4) + 1,
        year: 2017 + Math.floor(i / 4),
        month: ((i % 4) + 1) * 3,
        published: true,
      });
      return {
        ...fields,
        cover: "",
        publishedAt: `${fields.year}-${String(fields.month).padStart(2, "0")}-28T06:00:00.000Z`,
      };
    }),
    START,
  );
  const perIssue = Math.ceil(scale.journalArticles / scale.journalIssues);
  const drafts = Array.from({ length: scale.journalArticles }, (_, i) => {
    const issue = issues[Math.floor(i / perIssue)] ?? issues[0];
    if (!issue) throw new Error("The journal's articles need at least one issue.");
    const position = (i % perIssue) + 1;
    const month = String(issue.month).padStart(2, "0");
    const authors = Array.from({ length: random.int(1, 4) }, (_, a) => ({
      name: person(random),
      affiliation: `Department of ${random.pick(AREAS)}, Example University, Lucknow`,
      ...(a === 0 ? { email: `demo.author.${i + 1}@example.org`, corresponding: true } : {}),
    }));
    const fields = journalArticleInput.parse({
      issueId: issue._id,
      title: `Demo: A study of ${random.pick(TOPICS)} and ${random.pick(TOPICS)}, no. ${i + 1}`,
      type: random.chance(0.8) ? "Research article" : random.pick(["Review", "Short communication"]),
      authors,
      abstract: `${DEMO} An imagined study of ${random.pick(TOPICS)} on ${random.int(4, 60)} demo plots; every figure is invented.`,
      keywords: [random.pick(TOPICS), random.pick(TOPICS), random.pick(AREAS)],
      firstPage: (position - 1) * 12 + 1,
      lastPage: position * 12,
      doi: `10.5555/bench.${issue.volume}.${issue.number}.${position}`,
      received: `${issue.year - 1}-${month}-10`,
      accepted: `${issue.year}-${month}-01`,
      published: `${issue.year}-${month}-20`,
      slug: `demo-study-${i + 1}`,
      ready: true,
    });
    return { fields, position, pdf: simplePdf(fields.title, [`${DEMO} Not a real article.`]) };
  });
  const urls = await storeFiles(
    drafts.map((draft) => ({ kind: "pdf" as const, name: draft.fields.title, data: draft.pdf })),
  );
  return {
    "journal-issues": await writeStamped("journal-issues", journalIssuesCollection, issues),
    "journal-articles": await writeAll(
      "journal-articles",
      journalArticlesCollection,
      drafts.map((draft, i) => ({ ...draft.fields, position: draft.position, everReady: true, pdf: urls[i] ?? "" })),
    ),
  };
}

/** The small fixed collections (membership options, bank details, board, nomination) as the seed has them. */
async function fixedDemoContent(): Promise<Record<string, number>> {
  const wanted = new Set(["memberships", "payment-details", "editorials", "award-nomination"]);
  const sets = demoStages.flat().filter((set) => wanted.has(set.name));
  const counts = await Promise.all(sets.map(async (set) => [set.name, await set.prepare()()] as const));
  return Object.fromEntries(counts);
}

/**
 * Events of every kind, half past and half to come, and on the first to come its registrations
 * made as a registrant's are (the server's price and place), many at once.
 */
async function events(scale: Scale, random: Random): Promise<Record<string, number>> {
  const today = indiaToday();
  const kinds = ["symposium", "conference", "workshop"] as const;
  const stored = [];
  for (let i = 0; i < scale.events; i++) {
    const past = i % 2 === 1;
    const start = addDays(today, past ? -random.int(30, 3000) : random.int(20, 400));
    const big = i === 0;
    stored.push(
      await addEvent(
        eventInput.parse({
          title: `Demo ${kinds[i % kinds.length] === "workshop" ? "Workshop" : "Symposium"} on ${random.pick(AREAS)} ${i + 1}`,
          kind: kinds[i % kinds.length],
          slug: `demo-event-${i + 1}`,
          startDate: start,
          endDate: addDays(start, random.int(0, 2)),
          venue: `Demo Hall, ${random.pick(PLACES)}`,
          description: `${DEMO} Papers, posters and field visits on ${random.pick(TOPICS)} and ${random.pick(TOPICS)}.`,
          organisers: [`Demo Convener Dr. ${person(random)}`],
          contactEmail: "events@example.org",
          registrationOpens: past ? addDays(start, -120) : addDays(today, -10),
          registrationCloses: past ? addDays(start, -5) : addDays(today, 10),
          capacity: big ? Math.round(scale.eventRegistrations * 0.9) : random.int(30, 300),
          sac: "998596",
          fees: [
            {
              name: "Delegate",
              fee: 3000,
              gst: 540,
              ...(past ? {} : { earlyBird: { fee: 2500, gst: 450, until: addDays(today, 5) } }),
            },
            { name: "Student", fee: 1000, gst: 180 },
          ],
          published: true,
        }),
      ),
    );
  }
  const big = stored[0];
  if (!big) return { events: 0, eventRegistrations: 0 };
  const registrations = await mapConcurrently(
    Array.from({ length: scale.eventRegistrations }, (_, i) => i + 1),
    async (i) =>
      registerForEvent(
        big._id,
        eventRegistrationInput.parse({
          name: `Demo Delegate ${person(random)} ${i}`,
          email: `demo.delegate.${i}@example.org`,
          phone: `+91 91000 ${String(i % 100_000).padStart(5, "0")}`,
          institution: `Demo Institute, ${random.pick(PLACES)}`,
          category: random.chance(0.7) ? "Delegate" : "Student",
        }),
        undefined,
      ),
    16,
  );
  return { events: stored.length, eventRegistrations: registrations.length };
}

/** Erases `storeDir` and fills it at `scale`; answers how many records each collection got. */
export async function generateStore(scale: Scale, storeDir: string): Promise<Record<string, number>> {
  const directory = path.resolve(ROOT, storeDir);
  await rm(directory, { recursive: true, force: true });
  await rm(`${directory}-site`, { recursive: true, force: true });
  const sandbox = await startBlobsSandbox(directory);
  const previousContext = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = sandbox.context;
  // The store module keeps its client: point it at this sandbox, and let go of it afterwards.
  resetStoreClient();
  try {
    // npm start seeds the demo content into a store that was never seeded: this one counts as seeded.
    await updateDocument("state/seeded", null, () => ({ next: { seededAt: new Date().toISOString() }, result: true }));
    const counts = await fixedDemoContent();
    // Phone photographs (3000 x 4000 JPEG, 1.5-2 MB) for every council photo and book cover.
    const photos = await photoPool();
    // One generator per collection, each with its own seed, so changing one never shifts another.
    const [
      newsCount,
      booksCount,
      executivesCount,
      awardCounts,
      workshopsCount,
      downloadsCount,
      journalCounts,
      listingsCount,
      pagePictures,
    ] = await Promise.all([
      news(scale, prng(1)),
      books(scale, prng(2), photos),
      executives(scale, prng(3), photos),
      awardsAndAwardees(scale, prng(4)),
      workshops(scale, prng(5)),
      downloads(scale, prng(6)),
      journal(scale, prng(8)),
      conferenceListings(scale, prng(10)),
      legacyPicture(photos),
    ]);
    const membersCount = await members(scale, prng(7));
    const eventCounts = await events(scale, prng(9));
    return {
      members: membersCount,
      news: newsCount,
      books: booksCount,
      executives: executivesCount,
      ...awardCounts,
      workshops: workshopsCount,
      conferenceListings: listingsCount,
      pagePictures,
      downloads: downloadsCount,
      ...journalCounts,
      ...eventCounts,
      ...counts,
    };
  } finally {
    resetStoreClient();
    await sandbox.stop();
    if (previousContext === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = previousContext;
  }
}

if (import.meta.filename === process.argv[1]) {
  const scale = scaleByName(process.argv[2] ?? "1x");
  const started = performance.now();
  const counts = await generateStore(scale, storeDirOf(scale));
  console.log(
    `${storeDirOf(scale)}: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
