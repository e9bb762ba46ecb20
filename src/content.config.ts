import { defineCollection } from "astro:content";
import * as z from "zod";
import { annualReportsRecord } from "./domain/annual-reports";
import { awardNominationRecord } from "./domain/award-nomination";
import { awardeesRecord } from "./domain/awardees";
import { awardsRecord } from "./domain/awards";
import { booksRecord } from "./domain/books";
import { conferenceListingRecord } from "./domain/conference-listings";
import { downloadsRecord } from "./domain/downloads";
import { editorialsRecord } from "./domain/editorials";
import { publicAbstractView } from "./domain/event-abstracts";
import { eventRecord } from "./domain/events";
import { executivesRecord } from "./domain/executives";
import { indiaToday } from "./domain/india-date";
import { journalArticleRecord, journalDetails, journalIssueRecord } from "./domain/journal";
import { memberDirectory, publicMemberView } from "./domain/membership-registrations";
import { membershipRecord } from "./domain/memberships";
import { newsRecord } from "./domain/news";
import { paymentDetailsRecord } from "./domain/payment-details";
import { EDITABLE_PAGE_SLUGS, pageText } from "./domain/page-texts";
import { siteDetails } from "./domain/site-details";
import { workshopsRecord } from "./domain/workshops";
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
  membershipsCollection,
  newsCollection,
  paymentDetailsCollection,
  registrationsCollection,
  workshopsCollection,
} from "./server/content/collections";
import { acceptedAbstracts } from "./server/events/abstract-records";
import { readJournalDetails } from "./server/journal/details";
import { readPublicJournal } from "./server/journal/public";
import { readPageTexts } from "./server/content/page-texts";
import { readSiteDetails } from "./server/content/site-details";

/**
 * Content that the administrator edits lives in the store; the build reads it through these
 * loaders and checks every record with the entity's own record schema, so a page never renders
 * data the API would not have stored. Each entry's Astro id is the record's `_id`.
 */
function fromStore<Schema extends z.ZodType<{ _id: string }>>(
  read: () => Promise<readonly z.output<Schema>[]>,
  schema: Schema,
) {
  return defineCollection({
    loader: async () => (await read()).map((record) => ({ ...record, id: record._id })),
    schema,
  });
}

export const collections = {
  news: fromStore(() => newsCollection.list(), newsRecord),
  executives: fromStore(() => executivesCollection.list(), executivesRecord),
  editorials: fromStore(() => editorialsCollection.list(), editorialsRecord),
  books: fromStore(() => booksCollection.list(), booksRecord),
  workshops: fromStore(() => workshopsCollection.list(), workshopsRecord),
  // The rows the National Symposia and International Conferences pages list after the events (public-site.md §2).
  conferenceListings: fromStore(() => conferenceListingsCollection.list(), conferenceListingRecord),
  awards: fromStore(() => awardsCollection.list(), awardsRecord),
  awardees: fromStore(() => awardeesCollection.list(), awardeesRecord),
  nominations: fromStore(() => awardNominationCollection.list(), awardNominationRecord),
  memberships: fromStore(() => membershipsCollection.list(), membershipRecord),
  paymentDetails: fromStore(() => paymentDetailsCollection.list(), paymentDetailsRecord),
  downloads: fromStore(() => downloadsCollection.list(), downloadsRecord),
  annualReports: fromStore(() => annualReportsCollection.list(), annualReportsRecord),
  // The journal as the public sees it (docs/rules/journal.md §4): the published issues, each with
  // its public articles in order; nothing else reaches a page, the sitemap, the feed or the search.
  journalIssues: fromStore(
    async () => (await readPublicJournal()).map(({ issue, articles }) => ({ ...issue, articles })),
    journalIssueRecord.extend({ articles: z.array(journalArticleRecord) }),
  ),
  // The society's name, contact block and links, shown on every page (docs/rules/public-site.md §11).
  siteDetails: fromStore(
    async () => [{ _id: "details" as const, ...(await readSiteDetails()) }],
    siteDetails.extend({ _id: z.literal("details") }),
  ),
  // The texts of the society's own pages (docs/rules/public-site.md §12), one entry per page, by slug.
  pageTexts: fromStore(() => readPageTexts(), pageText.extend({ _id: z.enum(EDITABLE_PAGE_SLUGS) })),
  journalDetails: fromStore(
    async () => [{ _id: "details" as const, ...(await readJournalDetails()) }],
    journalDetails.extend({ _id: z.literal("details") }),
  ),
  // Published events only (docs/rules/events.md §2); registrations never reach a page.
  events: fromStore(async () => (await eventsCollection.list()).filter((event) => event.published), eventRecord),
  // The accepted abstracts of the published events (docs/rules/events.md §8): title and authors only.
  eventAbstracts: fromStore(
    async () =>
      acceptedAbstracts((await eventsCollection.list()).filter((event) => event.published).map((event) => event._id)),
    publicAbstractView,
  ),
  // The public directory only: accepted members, public fields, contact fields only with consent.
  members: fromStore(async () => memberDirectory(await registrationsCollection.list(), indiaToday()), publicMemberView),
};
