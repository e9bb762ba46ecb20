import * as z from "zod";
import { annualReportFileStem, annualReportsInput, type AnnualReportsRecord } from "../../src/domain/annual-reports";
import { newApplicationReference } from "../../src/domain/application-reference";
import { awardNominationInput } from "../../src/domain/award-nomination";
import { awardeesInput } from "../../src/domain/awardees";
import { awardsInput } from "../../src/domain/awards";
import { booksInput, type BooksInput, type BooksRecord } from "../../src/domain/books";
import { conferenceListingInput } from "../../src/domain/conference-listings";
import { downloadsInput, type DownloadsRecord } from "../../src/domain/downloads";
import { editorialsInput } from "../../src/domain/editorials";
import { abstractsWindow } from "../../src/domain/event-abstract-rules";
import { eventAbstractInput } from "../../src/domain/event-abstracts";
import { eventInput, type EventInput, type EventRecord } from "../../src/domain/events";
import { indiaToday } from "../../src/domain/india-date";
import { executivesInput, type ExecutivesRecord } from "../../src/domain/executives";
import type { StoredMeta } from "../../src/domain/fields";
import {
  issueLabel,
  journalArticleInput,
  journalDetailsInput,
  journalIssueInput,
  type JournalArticle,
  type JournalDetails,
  type JournalIssue,
} from "../../src/domain/journal";
import {
  REGISTRATION_STATUSES,
  registrationInput,
  type RegistrationRecord,
} from "../../src/domain/membership-registrations";
import { termOf } from "../../src/domain/member-standing";
import { findMembershipOption, membershipInput, membershipTypeKey } from "../../src/domain/memberships";
import { newsInput } from "../../src/domain/news";
import { paymentDetailsInput } from "../../src/domain/payment-details";
import { workshopsInput } from "../../src/domain/workshops";
import { hashPassword } from "../../src/server/auth";
import { FILE_LIMITS, isPdf, sniffImage, storeUpload, type FileKind } from "../../src/server/content/files";
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
  eventsCollection,
  executivesCollection,
  journalArticlesCollection,
  journalIssuesCollection,
  membershipsCollection,
  newsCollection,
  paymentDetailsCollection,
  registrationsCollection,
  workshopsCollection,
} from "../../src/server/content/collections";
import { checkedAbstractFile, countEventAbstracts } from "../../src/server/events/abstract-records";
import { decideAbstract, submitAbstract } from "../../src/server/events/abstracts";
import { addArticle } from "../../src/server/journal/articles";
import { JOURNAL_DETAILS_KEY, writeJournalDetails } from "../../src/server/journal/details";
import { startingJournalDetails } from "../../src/server/journal/starting-details";
import { defaultSiteDetails, SITE_DETAILS_KEY, writeSiteDetails } from "../../src/server/content/site-details";
import { siteDetailsInput } from "../../src/domain/site-details";
import { EDITABLE_PAGE_SLUGS, pageTextInput } from "../../src/domain/page-texts";
import { pageTextKey, writePageText } from "../../src/server/content/page-texts";
import { STARTING_PAGE_TEXTS } from "../../src/server/content/starting-page-texts";
import { addIssue } from "../../src/server/journal/issues";
import { cleanNomination } from "../../src/server/resources/award-nomination";
import { cleanNews } from "../../src/server/resources/news";
import { readDocument, updateDocument, type Collection, type RecordFields } from "../../src/server/store";
import type { DemoIssue } from "./demo/article-pdf";
import { demoAbstracts } from "./demo/event-abstracts";
import { demoEvents } from "./demo/events";
import { simplePdf } from "./demo/pdf";
import { DEMO_JOURNAL_ISSNS, demoJournal } from "./demo/journal";
import {
  demoAnnualReportPdf,
  demoAnnualReports,
  demoAwardees,
  demoAwards,
  demoBooks,
  demoConferenceListings,
  demoDownloads,
  demoEditorials,
  demoExecutives,
  type DemoDownload,
  type DemoExecutive,
  demoMemberships,
  demoNews,
  demoNomination,
  demoPaymentDetails,
  demoRegistrations,
  demoWorkshops,
  type DemoAnnualReport,
} from "./demo-content";

/**
 * One collection's demo content. `prepare` validates and cleans every item as the API would and
 * writes nothing, so a bad item stops the seed before anything is stored; the function it returns
 * stores the items and answers how many it added.
 */
export interface DemoSet {
  /** The collection's name in the store. */
  name: string;
  prepare(): () => Promise<number>;
}

/**
 * Inserts `records` in order. With `uniqueKey`, a record whose key is already stored is skipped:
 * for collections where the API itself keeps that key unique.
 */
async function insertNew<T extends StoredMeta>(
  target: Collection<T>,
  records: readonly RecordFields<T>[],
  uniqueKey?: (record: RecordFields<T>) => string,
): Promise<number> {
  const taken = new Set(uniqueKey ? (await target.list()).map(uniqueKey) : []);
  let added = 0;
  for (const record of records) {
    const key = uniqueKey?.(record);
    if (key !== undefined) {
      if (taken.has(key)) continue;
      taken.add(key);
    }
    await target.insert(record);
    added++;
  }
  return added;
}

/**
 * The demo items of one collection. `toRecord` turns an item into its stored fields the way the
 * API does: the entity's `<entity>Input` schema, then the resource's cleaning of rich text.
 */
function demoSet<Item, T extends StoredMeta>(
  target: Collection<T>,
  name: string,
  items: readonly Item[],
  toRecord: (item: Item) => RecordFields<T>,
  uniqueKey?: (record: RecordFields<T>) => string,
): DemoSet {
  return {
    name,
    prepare() {
      const records = items.map(toRecord);
      return () => insertNew(target, records, uniqueKey);
    },
  };
}

/** A file a demo record refers to (a photo, a PDF), stored as the admin form's upload would be. */
interface DemoFile {
  kind: FileKind;
  /** The download name the upload route would give it: the record's name or title. */
  name: string;
  data: Buffer;
}

/** A demo item made ready to store: its file, if any, and its record once the file has its URL. */
interface DemoWithFile<T extends StoredMeta> {
  file?: DemoFile;
  record(fileUrl: string): RecordFields<T>;
}

/** Stores a demo file through the upload path (which checks its bytes again); answers its URL. */
const storeDemoFile = (file: DemoFile) =>
  storeUpload({ field: file.kind, filename: file.name, declaredType: "", data: file.data }, file.kind, file.name);

const fileChecks: Record<FileKind, (data: Buffer) => boolean> = {
  image: (data) => sniffImage(data) !== undefined,
  pdf: isPdf,
};

/** Refuses a demo file the upload route would refuse, naming the set and the item. */
function checkDemoFile(setName: string, file: DemoFile): void {
  if (!fileChecks[file.kind](file.data) || file.data.length > FILE_LIMITS[file.kind].maxBytes) {
    throw new Error(`Demo ${setName}: the file of "${file.name}" is not a valid ${file.kind} upload.`);
  }
}

/**
 * The demo items of a collection whose records refer to an uploaded file. `prepare` validates the
 * items and checks each file's bytes as an upload is checked; storing puts the files first, side by
 * side, then inserts the records in order, each with its file's /api/files/{id} URL ("" without one).
 * With `uniqueKey` (as for insertNew), an item whose key is already stored is skipped, file and all.
 */
function demoSetWithFiles<Item, T extends StoredMeta>(
  target: Collection<T>,
  name: string,
  items: readonly Item[],
  prepareItem: (item: Item) => DemoWithFile<T>,
  uniqueKey?: (record: RecordFields<T>) => string,
): DemoSet {
  return {
    name,
    prepare() {
      const prepared = items.map(prepareItem);
      for (const { file } of prepared) if (file) checkDemoFile(name, file);
      return async () => {
        const taken = new Set(uniqueKey ? (await target.list()).map(uniqueKey) : []);
        const missing = uniqueKey ? prepared.filter((item) => !taken.has(uniqueKey(item.record("")))) : prepared;
        const urls = await Promise.all(missing.map(({ file }) => (file ? storeDemoFile(file) : Promise.resolve(""))));
        return insertNew(
          target,
          missing.map((item, index) => item.record(urls[index] ?? "")),
          uniqueKey,
        );
      };
    },
  };
}

/**
 * An event as the API stores one. The event that takes abstracts (the upcoming symposium) has a
 * brochure, stored as the Events tab's upload stores one.
 */
const demoEvent = (item: EventInput): DemoWithFile<EventRecord> => {
  const parsed = eventInput.parse(item);
  if (parsed.abstractsUntil === undefined) return { record: () => ({ ...parsed, brochure: "" }) };
  const name = `Brochure, ${parsed.title}`;
  const lines = [
    `${parsed.venue}, ${parsed.startDate} to ${parsed.endDate}.`,
    `Registration from ${parsed.registrationOpens} to ${parsed.registrationCloses}; abstracts until ${parsed.abstractsUntil}.`,
    `Contact: ${parsed.contactEmail}.`,
  ];
  return {
    file: { kind: "pdf", name, data: simplePdf(parsed.title, lines) },
    record: (brochure) => ({ ...parsed, brochure }),
  };
};

/** An executive as the API stores one: the form's fields, and the photo (if any) as `image`. */
const demoExecutive = ({ photo, ...fields }: DemoExecutive): DemoWithFile<ExecutivesRecord> => {
  const parsed = executivesInput.parse(fields);
  return {
    ...(photo ? { file: { kind: "image", name: parsed.name, data: photo } } : {}),
    record: (image) => ({ ...parsed, image }),
  };
};

/** A download as its upload route stores it, with the demo's own upload time. */
const demoDownload = ({ pdf, uploadedAt, ...fields }: DemoDownload): DemoWithFile<DownloadsRecord> => {
  const { title } = downloadsInput.parse(fields);
  const time = z.iso.datetime().parse(uploadedAt);
  return { file: { kind: "pdf", name: title, data: pdf }, record: (pdfUrl) => ({ title, pdfUrl, uploadedAt: time }) };
};

/** An annual report as its upload route stores it: its placeholder PDF named "annual-report-{year}". */
const demoAnnualReport = ({ uploadedAt, ...fields }: DemoAnnualReport): DemoWithFile<AnnualReportsRecord> => {
  const { year, title } = annualReportsInput.parse(fields);
  const time = z.iso.datetime().parse(uploadedAt);
  const data = demoAnnualReportPdf(year);
  return {
    file: { kind: "pdf", name: annualReportFileStem(year), data },
    record: (pdfUrl) => ({ year, title, pdfUrl, pdfBytes: data.length, uploadedAt: time }),
  };
};

/** A book as its route stores it: `about` cleaned as rich text; the demo books have no cover. */
const demoBook = (item: BooksInput): RecordFields<BooksRecord> => {
  const parsed = booksInput.parse(item);
  return { ...parsed, about: sanitizeRichText(parsed.about), image: "" };
};

/** Registration refers to a membership option by nationality and type, so the pair is unique. */
const membershipKey = (option: { nationality: string; membershipType: string }) =>
  `${option.nationality}|${membershipTypeKey(option.membershipType)}`;

/** One application per e-mail address, as the register route enforces. */
const emailKey = (record: { email: string }) => record.email.trim().toLowerCase();

/** Each distinct demo password is hashed once (scrypt is slow on purpose) and the hash reused. */
function passwordHasher(): (password: string) => Promise<string> {
  const hashes = new Map<string, Promise<string>>();
  return (password) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };
}

/** Draws application references that none of `taken` nor an earlier draw has. */
function referenceDrawer(taken: readonly (string | undefined)[]): () => string {
  const used = new Set(taken);
  return () => {
    let reference = newApplicationReference();
    while (used.has(reference)) reference = newApplicationReference();
    used.add(reference);
    return reference;
  };
}

/**
 * Demo members, stored exactly as the register route stores an application (then given their
 * status): the membership type and fee (the option's total, frozen with its fee and GST) come from
 * the stored option, each has its own application reference, and the password is kept only as its hash.
 */
const demoMembers: DemoSet = {
  name: "membership-registrations",
  prepare() {
    const applications = demoRegistrations.map(({ status, ...application }) => ({
      status: z.enum(REGISTRATION_STATUSES).parse(status),
      ...registrationInput.parse(application),
    }));
    return async () => {
      const options = await membershipsCollection.list();
      const hash = passwordHasher();
      const nextReference = referenceDrawer((await registrationsCollection.list()).map((record) => record.reference));
      const records = await Promise.all(
        applications.map(async ({ status, password, ...fields }): Promise<RecordFields<RegistrationRecord>> => {
          const option = findMembershipOption(options, fields.nationality, fields.membershipType);
          if (!option) {
            throw new Error(
              `Demo member ${fields.email}: there is no ${fields.nationality} "${fields.membershipType}" membership option.`,
            );
          }
          return {
            ...fields,
            membershipType: option.membershipType,
            membershipFee: option.total,
            reference: nextReference(),
            amountDue: option.total,
            feeDue: option.membershipFee,
            gstDue: option.gst,
            term: termOf(option),
            status,
            passwordHash: await hash(password),
          };
        }),
      );
      return insertNew(registrationsCollection, records, emailKey);
    };
  },
};

/**
 * The demo symposium's abstracts (docs/rules/events.md §8), each sent as an author sends one (its
 * PDF checked as an upload is) and then decided as the office would, without e-mails. The event
 * is the demo event that takes abstracts, stored in the first stage; seeding again adds none when
 * it has any.
 */
const demoEventAbstracts: DemoSet = {
  name: "event-abstracts",
  prepare() {
    const slug = demoEvents().find((event) => event.abstractsUntil !== undefined)?.slug;
    if (!slug) throw new Error("Demo abstracts: no demo event takes abstracts.");
    const items = demoAbstracts.map(({ fields, status, text }) => {
      const parsed = eventAbstractInput.parse(fields);
      const file: DemoFile = { kind: "pdf", name: `${parsed.title}.pdf`, data: simplePdf(parsed.title, text) };
      checkDemoFile("event-abstracts", file);
      return { fields: parsed, status, file };
    });
    return async () => {
      const event = (await eventsCollection.list()).find((candidate) => candidate.slug === slug);
      if (!event) throw new Error(`Demo abstracts: the event ${slug} is not stored.`);
      // A store seeded before (its symposium without abstracts, or its deadline past) keeps its event as it is.
      if (abstractsWindow(event, indiaToday()) !== "open" || (await countEventAbstracts(event._id)) > 0) return 0;
      for (const { fields, status, file } of items) {
        const upload = { field: "file", filename: file.name, declaredType: "application/pdf", data: file.data };
        const { record } = await submitAbstract(event._id, fields, checkedAbstractFile(upload));
        if (status !== "submitted") await decideAbstract(event._id, record._id, { status, note: "" }, undefined);
      }
      return items.length;
    };
  },
};

// ---------------------------------------------------------------------------------------------
// The journal (docs/rules/journal.md): its details, its issues and the articles in them, each
// stored through the functions the Journal tab's routes call, so the seed keeps the same rules.

/** An issue's volume and number, which no other issue shares (§2). */
const issueKey = (issue: Pick<JournalIssue, "volume" | "number">) => `volume-${issue.volume}-issue-${issue.number}`;

/**
 * The demo articles' PDFs, drawn once per process: a PDF embeds its fonts, which costs tens of
 * milliseconds an article, and a test worker seeds a store for several test files. Keyed by what
 * the page prints, so an article changed in between is drawn again.
 */
const articlePdfs = new Map<string, Promise<Buffer>>();

function demoArticleFile(article: JournalArticle, issue: DemoIssue): Promise<DemoFile> {
  const key = JSON.stringify([article, issue]);
  let pdf = articlePdfs.get(key);
  if (!pdf) {
    // The PDF drawing code is loaded only when a store is seeded: `npm start` imports this module
    // on every start, and seeds only an empty store (about half a second of CPU saved a start).
    pdf = import("./demo/article-pdf")
      .then(({ demoArticlePdf }) => demoArticlePdf(article, issue))
      .then((bytes) => Buffer.from(bytes));
    articlePdfs.set(key, pdf);
  }
  return pdf.then((data) => ({ kind: "pdf", name: article.title, data }));
}

/** The details unless an editor has saved some: seeding again never undoes theirs. */
async function storeDetailsUnlessSaved(details: JournalDetails): Promise<number> {
  if (await readDocument(JOURNAL_DETAILS_KEY)) return 0;
  await writeJournalDetails(details);
  return 1;
}

/**
 * The journal's demo content: its details (the journal page's defaults with the demo's ISSNs), its
 * issues, then its articles, each validated as the API validates it (an article with its issue's
 * volume and number standing in for the id the store gives the issue). Seeding again adds only what
 * is missing: an issue by volume and number, an article by address. The articles' PDFs, the slow
 * part, are drawn while the details and issues are stored, and checked as an upload is before any
 * article is stored; each issue's articles are added in their order, the issues side by side.
 * Answers how many records it added, the details counting as one.
 */
const demoJournalContent: DemoSet = {
  name: "journal",
  prepare() {
    const details = journalDetailsInput.parse({ ...startingJournalDetails(), ...DEMO_JOURNAL_ISSNS });
    const issues = demoJournal.map(({ issue }) => journalIssueInput.parse(issue));
    const articles = demoJournal.flatMap(({ issue, articles: inIssue }) =>
      inIssue.map((article) => ({
        printed: { journalName: details.name, label: issueLabel(issue) },
        fields: journalArticleInput.parse({ ...article, issueId: issueKey(issue) }),
      })),
    );
    return async () => {
      const [storedIssues, storedArticles] = await Promise.all([
        journalIssuesCollection.list(),
        journalArticlesCollection.list(),
      ]);
      const issueTaken = new Set(storedIssues.map(issueKey));
      const addressTaken = new Set(storedArticles.map((article) => article.slug));
      const newIssues = issues.filter((issue) => !issueTaken.has(issueKey(issue)));
      const newArticles = articles.filter(({ fields }) => !addressTaken.has(fields.slug));
      const [detailsAdded, , drawn] = await Promise.all([
        storeDetailsUnlessSaved(details),
        Promise.all(newIssues.map((issue) => addIssue(issue))),
        Promise.all(
          newArticles.map(async ({ fields, printed }) => ({ fields, file: await demoArticleFile(fields, printed) })),
        ),
      ]);
      for (const { file } of drawn) checkDemoFile("journal", file);

      const issueIds = new Map((await journalIssuesCollection.list()).map((issue) => [issueKey(issue), issue._id]));
      const byIssue = new Map<string, typeof drawn>();
      for (const article of drawn) {
        byIssue.set(article.fields.issueId, [...(byIssue.get(article.fields.issueId) ?? []), article]);
      }
      await Promise.all(
        [...byIssue].map(async ([key, inIssue]) => {
          const issueId = issueIds.get(key);
          if (!issueId) throw new Error(`Demo journal: ${key} is not stored.`);
          for (const { fields, file } of inIssue) await addArticle({ ...fields, issueId }, await storeDemoFile(file));
        }),
      );
      return detailsAdded + newIssues.length + newArticles.length;
    };
  },
};

/**
 * The site details the site started with (src/domain/site-details.ts), checked as the API checks
 * them and stored unless the owner has saved some: seeding again never undoes theirs.
 */
const demoSiteDetails: DemoSet = {
  name: "site-details",
  prepare() {
    const details = siteDetailsInput.parse(defaultSiteDetails());
    return async () => {
      if (await readDocument(SITE_DETAILS_KEY)) return 0;
      await writeSiteDetails(details);
      return 1;
    };
  },
};

/**
 * The texts the society's own pages started with (src/server/content/starting-page-texts.ts),
 * checked as the API checks them; a page an editor has saved is left as it is.
 */
const demoPageTexts: DemoSet = {
  name: "pages",
  prepare() {
    const texts = EDITABLE_PAGE_SLUGS.map((page) => ({ page, text: pageTextInput.parse(STARTING_PAGE_TEXTS[page]) }));
    return async () => {
      const added = await Promise.all(
        texts.map(async ({ page, text }) => {
          if (await readDocument(pageTextKey(page))) return 0;
          await writePageText(page, text);
          return 1;
        }),
      );
      return added.reduce<number>((sum, one) => sum + one, 0);
    };
  },
};

/**
 * All demo content, in stages: the sets of one stage are stored side by side, and a later stage may
 * read what an earlier one stored (members need the membership options). Adding a collection's demo
 * content is one `demoSet(...)` entry in the first stage (`demoSetWithFiles(...)` when its records
 * refer to an uploaded photo or PDF).
 */
export const demoStages: readonly (readonly DemoSet[])[] = [
  [
    demoSiteDetails,
    demoPageTexts,
    demoSet(newsCollection, "news", demoNews, (item) => cleanNews(newsInput.parse(item))),
    demoSet(editorialsCollection, "editorials", demoEditorials, (item) => editorialsInput.parse(item)),
    demoSet(workshopsCollection, "workshops", demoWorkshops, (item) => workshopsInput.parse(item)),
    demoSet(conferenceListingsCollection, "conference-listings", demoConferenceListings, (item) =>
      conferenceListingInput.parse(item),
    ),
    demoSet(awardsCollection, "awards", demoAwards, (item) => awardsInput.parse(item)),
    demoSet(awardeesCollection, "awardees", demoAwardees, (item) => awardeesInput.parse(item)),
    demoSet(awardNominationCollection, "award-nomination", demoNomination, (item) =>
      cleanNomination(awardNominationInput.parse(item)),
    ),
    demoSet(
      membershipsCollection,
      "memberships",
      demoMemberships,
      (item) => membershipInput.parse(item),
      membershipKey,
    ),
    demoSet(paymentDetailsCollection, "payment-details", demoPaymentDetails, (item) => paymentDetailsInput.parse(item)),
    demoSetWithFiles(executivesCollection, "executives", demoExecutives, demoExecutive),
    demoSet(booksCollection, "books", demoBooks, demoBook),
    demoSetWithFiles(downloadsCollection, "downloads", demoDownloads, demoDownload),
    // One report per year, as the API keeps it: seeding again adds none twice.
    demoSetWithFiles(
      annualReportsCollection,
      "annual-reports",
      demoAnnualReports,
      demoAnnualReport,
      (record) => record.year,
    ),
    demoJournalContent,
    // Events keep their address unique (docs/rules/events.md §1): seeding again adds none twice.
    demoSetWithFiles(eventsCollection, "events", demoEvents(), demoEvent, (record) => record.slug),
  ],
  [demoMembers, demoEventAbstracts],
];

/** Validates all demo content; the function returned stores it and answers how many records each collection gained. */
function prepareDemoContent(): () => Promise<Record<string, number>> {
  const stages = demoStages.map((stage) => stage.map((set) => ({ name: set.name, store: set.prepare() })));
  return async () => {
    const added: Record<string, number> = {};
    for (const stage of stages) {
      const counts = await Promise.all(stage.map(async ({ name, store }) => [name, await store()] as const));
      for (const [name, count] of counts) added[name] = count;
    }
    return added;
  };
}

/** Stores the demo content regardless of the marker; answers how many records each collection gained. */
export function seedDemoContent(): Promise<Record<string, number>> {
  return prepareDemoContent()();
}

/** Seeds demo content once per store: the first caller claims the marker, later calls do nothing. */
export async function seedDemoContentOnce(): Promise<boolean> {
  const store = prepareDemoContent();
  const claimed = await updateDocument<{ seededAt: string } | null, boolean>("state/seeded", null, (current) =>
    current ? { result: false } : { next: { seededAt: new Date().toISOString() }, result: true },
  );
  if (!claimed) return false;
  try {
    await store();
  } catch (error) {
    throw new Error("Seeding the demo content stopped part way. Run `npm run seed:reset` to start afresh.", {
      cause: error,
    });
  }
  return true;
}
