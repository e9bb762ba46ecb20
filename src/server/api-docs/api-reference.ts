import * as z from "zod";
import type { Area } from "../../domain/admin-roles";
import { CERTIFICATE_NOT_FOUND, RECEIPT_NOT_FOUND } from "../../domain/member-documents";
import { ACTIVITY_MESSAGES, activityPage, restoreAnswer } from "../../domain/activity";
import { adminCredentials, adminLoginAnswer } from "../../domain/admin-login";
import { applicationPayment } from "../../domain/application-payment";
import { awardNominationInput, awardNominationRecord } from "../../domain/award-nomination";
import { awardeesInput, awardeesRecord } from "../../domain/awardees";
import { awardsInput, awardsRecord } from "../../domain/awards";
import { booksInput, booksRecord } from "../../domain/books";
import { conferenceListingInput, conferenceListingRecord } from "../../domain/conference-listings";
import { directoryAnswerSchema, directoryQuery } from "../../domain/directory-query";
import { siteSearchAnswer, siteSearchQuery } from "../../domain/site-search-query";
import { downloadsInput, downloadsRecord } from "../../domain/downloads";
import { ANNUAL_REPORT_MESSAGES, annualReportsInput, annualReportsRecord } from "../../domain/annual-reports";
import { editorialsInput, editorialsRecord } from "../../domain/editorials";
import { executivesInput, executivesRecord } from "../../domain/executives";
import { versionedDocument } from "../../domain/fields";
import {
  articleOrderInput,
  journalArticleInput,
  journalArticleRecord,
  journalDetails,
  journalDetailsInput,
  journalIssueInput,
  journalIssueRecord,
} from "../../domain/journal";
import {
  adminRegistrationView,
  publicMemberView,
  REGISTRATION_MESSAGES,
  registrationInput,
} from "../../domain/membership-registrations";
import { membershipInput, membershipRecord } from "../../domain/memberships";
import { STALE_EDIT_MESSAGE } from "../../domain/messages";
import { ARTICLE_DELETE_REFUSED, ARTICLE_MESSAGES } from "../journal/articles";
import { ISSUE_MESSAGES } from "../journal/issues";
import { DEPOSIT_MESSAGES } from "../journal/deposits";
import { newsInput, newsRecord } from "../../domain/news";
import { OFFICE_PAYMENT_MESSAGES, officePaymentAnswer, paymentDecisionInput } from "../../domain/office-payments";
import { mailSettings, OUTBOX_MESSAGES, outboxMessage, outboxSummary, testMailInput } from "../../domain/outbox";
import { paymentDetailsInput, paymentDetailsRecord } from "../../domain/payment-details";
import { PAYMENT_MESSAGES, paymentInput } from "../../domain/payments";
import { publishStatus } from "../../domain/publish";
import { settingsInput, societySettings } from "../../domain/settings";
import { siteDetails, siteDetailsInput } from "../../domain/site-details";
import { EDITABLE_PAGE_SLUGS, PAGE_TEXT_MESSAGES, pageText, pageTextInput } from "../../domain/page-texts";
import { registrationCorrection } from "../../domain/registration-correction";
import { reminderRunSummary } from "../../domain/reminder-run";
import { subscribeAnswer, subscriberInput, subscriberRecord } from "../../domain/subscribers";
import { UPLOAD_LIMITS } from "../../domain/upload-limits";
import { UPLOADED_IMAGE_FIELD, UPLOADED_IMAGE_MESSAGES, uploadedImageAnswer } from "../../domain/uploaded-image";
import { workshopsInput, workshopsRecord } from "../../domain/workshops";
import { LOGIN_THROTTLE } from "../auth/login-throttle";
import { NOT_OF_KIND } from "../content/files";
import { memberOperations } from "./member-api-reference";
import { adminUserOperations } from "./admin-users-api-reference";
import { eventOperations } from "./events-api-reference";
import { eventAbstractOperations } from "./event-abstracts-api-reference";
import type { ApiOperation } from "./openapi";

/**
 * Every call of the API, for the OpenAPI reference at /api/openapi.json. The schemas are the ones
 * the handlers validate with; tests/unit/openapi.test.ts checks this list against the routes the
 * functions really serve, in both directions.
 */

interface CrudPaths {
  tag: string;
  /** Whose writes these are. */
  area: Area;
  noun: string;
  /** List path(s): the first is the main one. */
  list: string[];
  create: string[];
  item: string;
  input: z.ZodType;
  record: z.ZodType;
  /** Single reads by id. */
  readOne?: boolean;
  files?: Record<string, string>;
}

function crud(paths: CrudPaths): ApiOperation[] {
  const { tag, noun, input, record, area } = paths;
  const files = paths.files ? { files: paths.files } : {};
  return [
    ...paths.list.map((path): ApiOperation => ({
      method: "get",
      path,
      tag,
      summary: `List ${noun}`,
      response: record,
      list: true,
    })),
    ...(paths.readOne === false
      ? []
      : [
          {
            method: "get",
            path: paths.item,
            tag,
            summary: `Read one ${noun}`,
            response: record,
          } satisfies ApiOperation,
        ]),
    ...paths.create.map((path): ApiOperation => ({
      method: "post",
      path,
      tag,
      summary: `Create ${noun}`,
      admin: area,
      body: input,
      response: record,
      status: 201,
      ...files,
    })),
    {
      method: "put",
      path: paths.item,
      tag,
      summary: `Update ${noun}`,
      admin: area,
      body: input,
      response: record,
      ...files,
    },
    { method: "delete", path: paths.item, tag, summary: `Delete ${noun}`, admin: area },
  ];
}

/** A content collection at one path (editor, owner). */
const simple = (tag: string, noun: string, base: string, input: z.ZodType, record: z.ZodType) =>
  crud({ tag, area: "content", noun, list: [base], create: [base], item: `${base}/{id}`, input, record });

/** The OAI-PMH arguments (docs/rules/journal.md §6); which a verb takes is the protocol's rule. */
const OAI_QUERY = z.object({
  verb: z
    .string()
    .optional()
    .describe("Identify, ListMetadataFormats, ListSets, ListIdentifiers, ListRecords or GetRecord"),
  identifier: z.string().optional().describe("oai:{host}:article/{address}"),
  metadataPrefix: z.string().optional().describe("oai_dc"),
  from: z.string().optional().describe("YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ"),
  until: z.string().optional().describe("YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ"),
  set: z.string().optional().describe("volume-{n}"),
  resumptionToken: z.string().optional().describe("From the previous page; alone"),
});

const ISSUE_FILES = { cover: `Cover image (JPEG, PNG or WebP, ${UPLOAD_LIMITS.image.label} at most)` };
const ARTICLE_FILES = { pdf: `The article's PDF, ${UPLOAD_LIMITS.pdf.label} at most` };

export const apiOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/admin/login",
    tag: "Administrator",
    summary:
      "Sign in, for every administrator: e-mail and password give a bearer token (8 hours), with the role and name of who signed in",
    body: adminCredentials,
    response: adminLoginAnswer,
    errors: {
      401: "Invalid credentials",
      429:
        `Too many sign-in attempts (${LOGIN_THROTTLE.perEmail} per e-mail or ${LOGIN_THROTTLE.perClient} per ` +
        `connection in ${LOGIN_THROTTLE.windowMs / 60_000} minutes); Retry-After gives the seconds to wait.`,
    },
  },
  {
    method: "get",
    path: "/api/publish-status",
    tag: "Administrator",
    summary: "Whether the latest edits are live on the public site",
    admin: "any",
    response: publishStatus,
  },
  // The e-mail outbox (docs/rules/members-and-money.md §6).
  ...([
    {
      method: "get",
      path: "/api/admin/emails",
      tag: "E-mail",
      summary:
        "The outbox, newest first: every message the site sent or tried to send, with its status (a page of 100; ?limit=1-500, ?before=<id> for older ones)",
      admin: "membership",
      response: outboxSummary,
      list: true,
    },
    {
      method: "post",
      path: "/api/admin/emails",
      tag: "E-mail",
      summary: "Send a test message to an address, to check the e-mail settings (kept in the outbox like any other)",
      admin: "membership",
      body: testMailInput,
      response: outboxSummary,
      status: 201,
    },
    {
      method: "get",
      path: "/api/admin/emails/{id}",
      tag: "E-mail",
      summary: "One whole message: text and HTML parts, attachments' names and sizes (one-time codes hidden)",
      admin: "membership",
      response: outboxMessage,
      errors: { 404: OUTBOX_MESSAGES.notFound },
    },
    {
      method: "post",
      path: "/api/admin/emails/{id}/resend",
      tag: "E-mail",
      summary: "Send a message again (with the same attachments); the answer says whether it went",
      admin: "membership",
      response: outboxSummary,
      errors: { 404: OUTBOX_MESSAGES.notFound, 409: OUTBOX_MESSAGES.notResendable },
    },
    {
      method: "get",
      path: "/api/admin/email-settings",
      tag: "E-mail",
      summary: "Whether e-mail is configured (SMTP_URL), the sender and the server's host and port (never credentials)",
      admin: "membership",
      response: mailSettings,
    },
  ] satisfies ApiOperation[]),
  // The activity log (docs/rules/members-and-money.md §9): owners only.
  ...([
    {
      method: "get",
      path: "/api/admin/activity",
      tag: "Activity log",
      summary:
        "Every change made through the API, newest first, as { entries, nextCursor }: ?limit=1-200 (50), ?cursor=<nextCursor> for older ones, ?collection=<name>, ?actor=admin|member|public|<e-mail>. Entries hold no password, hash, code or token, and cannot be changed or deleted",
      admin: "owner",
      response: activityPage,
    },
    {
      method: "post",
      path: "/api/admin/activity/{id}/restore",
      tag: "Activity log",
      summary:
        "Restore what an entry changed: a deleted record comes back with its _id and its files (kept 30 days), an updated one gets its earlier version back if it has not changed since; logged itself, and the site is rebuilt",
      admin: "owner",
      response: restoreAnswer,
      errors: {
        404: ACTIVITY_MESSAGES.notFound,
        409: `${ACTIVITY_MESSAGES.changedSince} Also: ${ACTIVITY_MESSAGES.stillThere} ${ACTIVITY_MESSAGES.notRestorable}`,
      },
    },
  ] satisfies ApiOperation[]),
  // The society's settings (docs/rules/members-and-money.md §2).
  ...([
    {
      method: "get",
      path: "/api/settings",
      tag: "Settings",
      summary:
        "The society's settings: legal name, address and state, GSTIN and SAC code for receipts, the office e-mail that receives notices of new applications, and the prefix of member numbers (defaults until saved)",
      admin: "any",
      response: versionedDocument(societySettings),
    },
    {
      method: "put",
      path: "/api/settings",
      tag: "Settings",
      summary:
        "Save every setting at once (GSTIN checked by its format and check character and stored in capitals; blank GSTIN or SAC code means none); the site is not rebuilt",
      admin: "owner",
      body: settingsInput,
      response: versionedDocument(societySettings),
      ifMatch: true,
    },
    {
      method: "get",
      path: "/api/site-details",
      tag: "Settings",
      summary:
        "The society's site details every page shows: display name, short name, logo (\"\" for the built-in one, or an uploaded picture's /api/files/{id}), registration line, where and when it was founded (shown on Our Legacy; \"\" hides it), member count wording, the Secretary's contact block, the footer's useful links and the social profiles (the details the site started with until saved)",
      admin: "any",
      response: versionedDocument(siteDetails),
    },
    {
      method: "put",
      path: "/api/site-details",
      tag: "Settings",
      summary:
        'Save the site details at once (the logo "" or a picture uploaded with POST /api/images, founded up to 100 characters, links are pages of this site or https:// addresses, profiles https:// with one per network); every page is rebuilt',
      admin: "owner",
      body: siteDetailsInput,
      response: versionedDocument(siteDetails),
      ifMatch: true,
    },
    {
      method: "post",
      path: "/api/images",
      tag: "Pages",
      summary:
        "Upload a picture for the site details' logo or a page's section (multipart: image); answers its address, /api/files/{id}, which the document's own save then keeps. Nothing changes on the site until that save",
      admin: "content",
      files: { [UPLOADED_IMAGE_FIELD]: `JPEG, PNG or WebP, ${UPLOAD_LIMITS.image.label} at most` },
      response: uploadedImageAnswer,
      status: 201,
      errors: {
        400: UPLOADED_IMAGE_MESSAGES.missing,
        415: NOT_OF_KIND.image,
      },
    },
    // The society's own pages (docs/rules/public-site.md §12).
    {
      method: "get",
      path: "/api/pages",
      tag: "Pages",
      summary: `The society's own pages an editor may change (${EDITABLE_PAGE_SLUGS.join(", ")}), each with its slug as _id, its title, lead and sections (the text each started with until saved)`,
      admin: "content",
      response: versionedDocument(pageText).extend({ _id: z.enum(EDITABLE_PAGE_SLUGS) }),
      list: true,
    },
    {
      method: "get",
      path: "/api/pages/{id}",
      tag: "Pages",
      summary: "One page's text, by its slug",
      admin: "content",
      response: versionedDocument(pageText),
      errors: { 404: PAGE_TEXT_MESSAGES.notFound },
    },
    {
      method: "put",
      path: "/api/pages/{id}",
      tag: "Pages",
      summary:
        "Save a page's text whole: plain text (printed escaped), {name}, {shortName} and {memberCount} filled in from the site details; links are pages of this site or https:// addresses; the home page shows one section; the site is rebuilt",
      admin: "content",
      body: pageTextInput,
      response: versionedDocument(pageText),
      ifMatch: true,
      errors: { 404: PAGE_TEXT_MESSAGES.notFound },
    },
  ] satisfies ApiOperation[]),
  // The journal (docs/rules/journal.md).
  ...([
    {
      method: "get",
      path: "/api/journal",
      tag: "Journal",
      summary:
        "The journal's details: name, ISSNs, publisher, frequency, focus areas, indexing services, submission guidelines, the editorial office's e-mail, the licence and the current special issue (defaults until saved)",
      response: versionedDocument(journalDetails),
    },
    {
      method: "put",
      path: "/api/journal",
      tag: "Journal",
      summary:
        "Save the journal's details (ISSNs checked by their check digit, at least one; the licence one of the Creative Commons licences); the site is rebuilt",
      admin: "content",
      body: journalDetailsInput,
      response: versionedDocument(journalDetails),
      ifMatch: true,
    },
    {
      method: "get",
      path: "/api/journal/issues",
      tag: "Journal",
      admin: "optional",
      summary:
        "The journal's issues, newest first: the published ones; to an editor's or the owner's token every issue, drafts included",
      response: journalIssueRecord,
      list: true,
    },
    {
      method: "get",
      path: "/api/journal/issues/{id}",
      tag: "Journal",
      admin: "optional",
      summary: "One issue: a published one; to an editor's or the owner's token a draft too (404 to anyone else)",
      response: journalIssueRecord,
    },
    {
      method: "post",
      path: "/api/journal/issues",
      tag: "Journal",
      summary:
        "Add an issue (volume and number not taken by another issue; guest editors as a list, or in a form one JSON object per `guestEditors[]` part); the site is rebuilt",
      admin: "content",
      body: journalIssueInput,
      files: ISSUE_FILES,
      response: journalIssueRecord,
      status: 201,
      errors: { 409: "Another issue has this volume and number." },
    },
    {
      method: "put",
      path: "/api/journal/issues/{id}",
      tag: "Journal",
      summary:
        "Save an issue (a new cover replaces the old; without one the cover stays); its first publication is dated once; the site is rebuilt",
      admin: "content",
      body: journalIssueInput,
      files: ISSUE_FILES,
      response: journalIssueRecord,
      errors: {
        404: `${ISSUE_MESSAGES.notFound} not found.`,
        409: `${STALE_EDIT_MESSAGE} Or: another issue has this volume and number.`,
      },
    },
    {
      method: "delete",
      path: "/api/journal/issues/{id}",
      tag: "Journal",
      summary: "Delete an issue that holds no article; the site is rebuilt",
      admin: "content",
      errors: { 404: `${ISSUE_MESSAGES.notFound} not found.`, 409: ISSUE_MESSAGES.hasArticles },
    },
    {
      method: "put",
      path: "/api/journal/issues/{id}/order",
      tag: "Journal",
      summary:
        "Put the issue's articles in a new order: every article of the issue, once each, first to last; answers them in that order; the site is rebuilt",
      admin: "content",
      body: articleOrderInput,
      response: journalArticleRecord,
      list: true,
      ifMatch: false,
      errors: { 404: `${ISSUE_MESSAGES.notFound} not found.` },
    },
    {
      method: "get",
      path: "/api/journal/issues/{id}/crossref.xml",
      tag: "Journal",
      summary:
        "The issue's Crossref deposit (schema 5.3.1) for its public articles that have a DOI, each DOI resolving to the article's page; a new `doi_batch_id` and `timestamp` on every download",
      admin: "content",
      binary: "application/xml",
      errors: {
        404: `${ISSUE_MESSAGES.notFound} not found.`,
        409: `${DEPOSIT_MESSAGES.notPublished} Or: ${DEPOSIT_MESSAGES.noDoi}`,
      },
    },
    {
      method: "get",
      path: "/api/journal/issues/{id}/doaj.xml",
      tag: "Journal",
      summary: "The issue's public articles in DOAJ's article XML, for upload to DOAJ",
      admin: "content",
      binary: "application/xml",
      errors: { 404: `${ISSUE_MESSAGES.notFound} not found.`, 409: DEPOSIT_MESSAGES.notPublished },
    },
    {
      method: "get",
      path: "/api/journal/articles",
      tag: "Journal",
      admin: "optional",
      summary:
        "The journal's articles by issue, newest issue first, each issue in its contents order: the public ones (ready, with a PDF, in a published issue; `pdf` is the PDF's public address); to an editor's or the owner's token every article, drafts included (`pdf` the stored file)",
      response: journalArticleRecord,
      list: true,
    },
    {
      method: "get",
      path: "/api/journal/articles/{id}",
      tag: "Journal",
      admin: "optional",
      summary: "One article: a public one; to an editor's or the owner's token a draft too (404 to anyone else)",
      response: journalArticleRecord,
    },
    {
      method: "get",
      path: "/journal/articles/{slug}.pdf",
      tag: "Journal",
      summary:
        "A public article's PDF by its address, shown in the browser (`application/pdf`, inline), kept by the CDN until the journal changes; a draft's, or one in an unpublished issue, is not found",
      binary: "application/pdf",
      errors: { 404: `${ARTICLE_MESSAGES.notFound} not found.` },
    },
    {
      method: "get",
      path: "/api/oai",
      tag: "Journal",
      summary:
        "OAI-PMH 2.0 for harvesters: Identify, ListMetadataFormats (oai_dc), ListSets (one per volume), ListIdentifiers, ListRecords (from, until, set; 100 a page, then a resumption token) and GetRecord, over the public articles only; the protocol's errors (badVerb, badArgument, idDoesNotExist, cannotDisseminateFormat, noRecordsMatch, badResumptionToken) are XML answers with status 200",
      query: OAI_QUERY,
      binary: "text/xml",
    },
    {
      method: "post",
      path: "/api/oai",
      tag: "Journal",
      summary:
        "OAI-PMH 2.0 as GET /api/oai, the arguments sent as a form body (application/x-www-form-urlencoded), as the protocol allows",
      binary: "text/xml",
    },
    {
      method: "post",
      path: "/api/journal/articles",
      tag: "Journal",
      summary:
        "Add an article at the end of its issue's contents (ORCID iDs and the DOI checked; exactly one corresponding author, with an e-mail; an address no other article has). In a form, each author is one JSON object in an `authors[]` part and the PDF is `pdf`; the site is rebuilt",
      admin: "content",
      body: journalArticleInput,
      files: ARTICLE_FILES,
      response: journalArticleRecord,
      status: 201,
      errors: { 409: "Another article has this address." },
    },
    {
      method: "put",
      path: "/api/journal/articles/{id}",
      tag: "Journal",
      summary:
        "Save an article (a new PDF replaces the old; without one the PDF stays). Its address cannot change once it has been marked ready; moved to another issue it goes to the end of that issue's contents; the site is rebuilt",
      admin: "content",
      body: journalArticleInput,
      files: ARTICLE_FILES,
      response: journalArticleRecord,
      errors: {
        404: `${ARTICLE_MESSAGES.notFound} not found.`,
        409: `${STALE_EDIT_MESSAGE} Or: another article has this address, or the article has been marked ready and its address is fixed.`,
      },
    },
    {
      method: "delete",
      path: "/api/journal/articles/{id}",
      tag: "Journal",
      summary: "Delete a draft article and its PDF; the site is rebuilt",
      admin: "content",
      errors: { 404: `${ARTICLE_MESSAGES.notFound} not found.`, 409: ARTICLE_DELETE_REFUSED },
    },
  ] satisfies ApiOperation[]),
  ...simple("News", "news", "/api/news", newsInput, newsRecord),
  {
    method: "delete",
    path: "/api/news-path/{id}",
    tag: "News",
    summary: "Delete news (the admin's other path)",
    admin: "content",
  },
  ...crud({
    tag: "Membership",
    area: "membership",
    noun: "membership options",
    list: ["/api/memberships/get", "/api/memberships"],
    create: ["/api/memberships/create", "/api/memberships"],
    item: "/api/memberships/{id}",
    input: membershipInput,
    record: membershipRecord,
  }),
  ...crud({
    tag: "Membership",
    area: "membership",
    noun: "payment details",
    list: ["/api/payment-details/get", "/api/payment-details"],
    create: ["/api/payment-details/create", "/api/payment-details"],
    item: "/api/payment-details/{id}",
    input: paymentDetailsInput,
    record: paymentDetailsRecord,
  }),
  {
    method: "get",
    path: "/api/directory",
    tag: "Membership",
    summary:
      "Search the public member directory: one page of the accepted members matching every word of `q` (in name, e-mail, contact, designation, address or area of specialization; blank: everyone), by name, with the total; contact fields only with the member's consent",
    query: directoryQuery,
    response: directoryAnswerSchema,
    errors: { 400: "A query parameter is not valid (`issues` names it)." },
  },
  ...["/api/membership-registrations", "/api/membership-registrations/"].map((path): ApiOperation => ({
    method: "get",
    path,
    tag: "Membership",
    summary:
      "Member directory: accepted members with public fields (contact fields only with consent); with the token of the membership office or an owner, pending and accepted applications without passwords (an editor's token gets the directory)",
    admin: "optional",
    response: z.union([publicMemberView, adminRegistrationView]),
    list: true,
  })),
  {
    method: "post",
    path: "/api/membership-registrations/register",
    tag: "Membership",
    summary:
      "Apply for membership (the fee is taken from the stored membership option and frozen on the record as amountDue, feeDue and gstDue, with the option's term); the answer adds the application reference and how to pay, and the applicant and the office (the settings' officeEmail) are e-mailed",
    body: registrationInput,
    response: adminRegistrationView.extend({ message: z.string(), payment: applicationPayment }),
    status: 201,
    errors: {
      409: "An application with this e-mail address is already pending or accepted.",
      429: "Too many registrations from this connection.",
    },
  },
  {
    method: "get",
    path: "/api/membership-registrations/export.csv",
    tag: "Membership",
    summary:
      "Every record as a CSV download (UTF-8 with BOM, CRLF, every cell quoted, cells that could run as spreadsheet formulas defused): member number, application reference, name, e-mail, contact, type, nationality, status (Pending, Life, Active, Expiring, Lapsed), accepted on, valid until, amount due, received, balance",
    admin: "membership",
    binary: "text/csv",
  },
  {
    method: "post",
    path: "/api/admin/reminders/run",
    tag: "Membership",
    summary:
      "Run the daily renewal reminders now (30 and 7 days before validUntil, and the day after it, each once per validity period): `sent` by this run, `skipped` as already sent (by an earlier run or one at the same time), `waiting` for the next run when time ran out",
    admin: "membership",
    response: reminderRunSummary,
  },
  {
    method: "put",
    path: "/api/membership-registrations/accept/{id}",
    tag: "Membership",
    summary:
      "Accept a pending application: the next membership number (never given again), the acceptance date and, for an annual membership, validUntil a year on; the member gets a welcome e-mail. Accepting a member again changes nothing",
    admin: "membership",
    response: adminRegistrationView.extend({ message: z.string() }),
  },
  {
    method: "delete",
    path: "/api/membership-registrations/reject/{id}",
    tag: "Membership",
    summary:
      "Reject an application (the applicant gets a short e-mail) or remove a member; a removed member's number is never given again",
    admin: "membership",
  },
  {
    method: "put",
    path: "/api/membership-registrations/{id}",
    tag: "Membership",
    summary:
      "Correct a record's details and validity (validUntil: a date, or null for none; accepted annual members only); never the password, payments, membership number, type or amounts. The site is rebuilt when the directory entry changes",
    admin: "membership",
    body: registrationCorrection,
    response: adminRegistrationView,
    errors: { 409: `${REGISTRATION_MESSAGES.duplicate} Or: ${STALE_EDIT_MESSAGE}` },
  },
  {
    method: "post",
    path: "/api/membership-registrations/{id}/payments",
    tag: "Membership",
    summary:
      "Record a payment as received: it gets the next receipt number of India's financial year (2026-27/0001), a renewal extends validUntil, and the member is e-mailed",
    admin: "membership",
    body: paymentInput,
    response: officePaymentAnswer,
    status: 201,
    errors: { 409: PAYMENT_MESSAGES.duplicate },
  },
  {
    method: "put",
    path: "/api/membership-registrations/{id}/payments/{paymentId}",
    tag: "Membership",
    summary:
      "Confirm (received: a receipt number, as when recorded) or reject a payment the member reported; only a reported payment can change",
    admin: "membership",
    body: paymentDecisionInput,
    response: officePaymentAnswer,
    ifMatch: false,
    errors: {
      404: `${REGISTRATION_MESSAGES.notFound} Or: ${OFFICE_PAYMENT_MESSAGES.paymentNotFound}`,
      409: `${OFFICE_PAYMENT_MESSAGES.alreadyReceived} Or: ${OFFICE_PAYMENT_MESSAGES.alreadyRejected}`,
    },
  },
  {
    method: "get",
    path: "/api/membership-registrations/{id}/certificate",
    tag: "Membership",
    summary: "An accepted member's membership certificate, a one-page A4 PDF (404 without a membership number)",
    admin: "membership",
    binary: "application/pdf",
    errors: { 404: `${CERTIFICATE_NOT_FOUND} not found.` },
  },
  {
    method: "get",
    path: "/api/receipts/{id}",
    tag: "Membership",
    ownerOnly: true,
    summary:
      'A receipt as a one-page A4 PDF, by its number with "-" for "/" (2026-27-0001): for administrators, and for the member it was issued to with their session cookie; anyone else 404',
    binary: "application/pdf",
    errors: { 404: `${RECEIPT_NOT_FOUND} not found.` },
  },
  ...crud({
    tag: "Executive council",
    area: "content",
    noun: "executives",
    list: ["/api/executives/get", "/api/executives"],
    create: ["/api/executives"],
    item: "/api/executives/{id}",
    input: executivesInput,
    record: executivesRecord,
    files: { image: `Photo (JPEG, PNG or WebP, ${UPLOAD_LIMITS.image.label} at most)` },
  }),
  ...crud({
    tag: "Publications",
    area: "content",
    noun: "books",
    list: ["/api/books"],
    create: ["/api/books"],
    item: "/api/books/{id}",
    input: booksInput,
    record: booksRecord,
    files: { image: `Cover (JPEG, PNG or WebP, ${UPLOAD_LIMITS.image.label} at most)` },
  }),
  {
    method: "get",
    path: "/api/downloads",
    tag: "Downloads",
    summary: "List downloads, latest first",
    response: downloadsRecord,
    list: true,
  },
  {
    method: "post",
    path: "/api/downloads",
    tag: "Downloads",
    summary: "Add a PDF (multipart: title + pdf)",
    admin: "content",
    body: downloadsInput,
    files: { pdf: `PDF, ${UPLOAD_LIMITS.pdf.label} at most` },
    response: downloadsRecord,
    status: 201,
  },
  {
    method: "delete",
    path: "/api/downloads/{id}",
    tag: "Downloads",
    summary: "Delete a download and its file",
    admin: "content",
  },
  {
    method: "get",
    path: "/api/annual-reports",
    tag: "Publications",
    summary: "List the annual reports, newest year first",
    response: annualReportsRecord,
    list: true,
  },
  {
    method: "post",
    path: "/api/annual-reports",
    tag: "Publications",
    summary:
      'Add a year\'s report (multipart: year "2024-25", optional title + pdf); the PDF downloads as annual-report-{year}.pdf',
    admin: "content",
    body: annualReportsInput,
    files: { pdf: `PDF, ${UPLOAD_LIMITS.pdf.label} at most` },
    response: annualReportsRecord,
    status: 201,
    errors: { 409: ANNUAL_REPORT_MESSAGES.duplicate },
  },
  {
    method: "delete",
    path: "/api/annual-reports/{id}",
    tag: "Publications",
    summary: "Delete an annual report and its file",
    admin: "content",
  },
  ...simple("Editorial board", "editorial entries", "/api/editorials", editorialsInput, editorialsRecord),
  ...simple("Workshops", "workshops", "/api/workshops", workshopsInput, workshopsRecord),
  // The National Symposia and International Conferences tables' rows for conferences without an event page.
  ...simple(
    "Events",
    "conference listings",
    "/api/conference-listings",
    conferenceListingInput,
    conferenceListingRecord,
  ),
  ...simple("Awards", "awards", "/api/awards", awardsInput, awardsRecord),
  ...simple("Awards", "awardees", "/api/awardees", awardeesInput, awardeesRecord),
  ...simple("Awards", "nomination information", "/api/award-nomination", awardNominationInput, awardNominationRecord),
  {
    method: "get",
    path: "/api/files/{id}",
    tag: "Files",
    summary: "A stored image or PDF (PDFs download as '{title}.pdf')",
    binary: "application/octet-stream",
  },
  {
    method: "get",
    path: "/api/search",
    tag: "Site search",
    summary:
      "Search the public site (news, books, council members, awards, awardees, workshops, downloads and the society's pages), best first: how many pages match, and `limit` of them from `offset`, each with its address, title, kind and excerpt",
    query: siteSearchQuery,
    response: siteSearchAnswer,
    errors: {
      400: "A query parameter is not valid (`issues` names it).",
      503: "The search index cannot be read just now.",
    },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Reference",
    summary: "This document",
    response: z.record(z.string(), z.unknown()),
  },
  ...adminUserOperations,
  ...memberOperations,
  ...eventOperations,
  ...eventAbstractOperations,
  // The footer's subscribe form (public) and the list (administrator).
  ...([
    {
      method: "post",
      path: "/api/subscribers",
      tag: "Subscribers",
      summary: "Subscribe an e-mail address to the society's news (stored lower-cased; a repeat answers 200)",
      body: subscriberInput,
      response: subscribeAnswer,
      status: 201,
      errors: { 429: "Too many subscriptions from this connection." },
    },
    {
      method: "get",
      path: "/api/subscribers",
      tag: "Subscribers",
      summary: "List the subscribed addresses",
      admin: "membership",
      response: subscriberRecord,
      list: true,
    },
  ] satisfies ApiOperation[]),
];
