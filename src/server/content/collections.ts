import type { AdminUserRecord } from "../../domain/admin-users";
import type { AnnualReportsRecord } from "../../domain/annual-reports";
import type { AwardNominationRecord } from "../../domain/award-nomination";
import type { AwardeesRecord } from "../../domain/awardees";
import type { AwardsRecord } from "../../domain/awards";
import type { BooksRecord } from "../../domain/books";
import type { ConferenceListingRecord } from "../../domain/conference-listings";
import type { DownloadsRecord } from "../../domain/downloads";
import type { EditorialsRecord } from "../../domain/editorials";
import type { EventRecord } from "../../domain/events";
import type { ExecutivesRecord } from "../../domain/executives";
import type { JournalArticleRecord, JournalIssueRecord } from "../../domain/journal";
import { indiaToday } from "../../domain/india-date";
import { directoryText, type RegistrationRecord } from "../../domain/membership-registrations";
import type { MembershipRecord } from "../../domain/memberships";
import type { NewsRecord } from "../../domain/news";
import type { PaymentDetailsRecord } from "../../domain/payment-details";
import type { SubscriberRecord } from "../../domain/subscribers";
import type { WorkshopsRecord } from "../../domain/workshops";
import { collection } from "../store";

/**
 * Every collection the site stores, by its name in the store. The API's resources, the build's
 * content loaders (src/content.config.ts), the seed and the bench all reach the data from here.
 */

/** For collections no visitor's answer shows: a change of them purges nothing from the CDN. */
const shownToNoVisitor = () => "";

/**
 * Administrators (docs/rules/members-and-money.md §8): password hashes and invitation code hashes, never answered as
 * stored. Logged as "administrators", the name their sign-ins and the Activity tab's filter use.
 */
export const adminUsersCollection = collection<AdminUserRecord>("admin-users", {
  visitorView: shownToNoVisitor,
  activityName: "administrators",
});
/** The annual reports (docs/rules/public-site.md §2): one per year, each with its PDF. */
export const annualReportsCollection = collection<AnnualReportsRecord>("annual-reports");
export const awardNominationCollection = collection<AwardNominationRecord>("award-nomination");
export const awardeesCollection = collection<AwardeesRecord>("awardees");
export const awardsCollection = collection<AwardsRecord>("awards");
export const booksCollection = collection<BooksRecord>("books");
/** The rows of the National Symposia and International Conferences tables for conferences without an event page. */
export const conferenceListingsCollection = collection<ConferenceListingRecord>("conference-listings");
export const downloadsCollection = collection<DownloadsRecord>("downloads");
export const editorialsCollection = collection<EditorialsRecord>("editorials");
/** Events (docs/rules/events.md): visitors see the published ones; registrations are documents of their own (server/events/). */
export const eventsCollection = collection<EventRecord>("events", {
  visitorView: (records) => JSON.stringify(records.filter((record) => record.published)),
});
export const executivesCollection = collection<ExecutivesRecord>("executives");
export const registrationsCollection = collection<RegistrationRecord>("membership-registrations", {
  // Visitors see only the directory (GET /api/membership-registrations, GET /api/directory).
  visitorView: (records) => directoryText(records, indiaToday()),
});
/** The journal's issues and articles (docs/rules/journal.md §2, §3); its details are one document (server/journal/details.ts). */
export const journalIssuesCollection = collection<JournalIssueRecord>("journal-issues");
export const journalArticlesCollection = collection<JournalArticleRecord>("journal-articles");
export const membershipsCollection = collection<MembershipRecord>("memberships");
export const newsCollection = collection<NewsRecord>("news");
export const paymentDetailsCollection = collection<PaymentDetailsRecord>("payment-details");
// Read by administrators only (GET /api/subscribers), written by visitors' sign-ups.
export const subscribersCollection = collection<SubscriberRecord>("subscribers", { visitorView: shownToNoVisitor });
export const workshopsCollection = collection<WorkshopsRecord>("workshops");
