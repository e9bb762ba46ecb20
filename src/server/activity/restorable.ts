import { ACTIVITY_MESSAGES } from "../../domain/activity";
import { ANNUAL_REPORT_MESSAGES, type AnnualReportsRecord } from "../../domain/annual-reports";
import type { StoredMeta } from "../../domain/fields";
import {
  paymentsOf,
  REGISTRATION_MESSAGES,
  sameEmail,
  type RegistrationRecord,
} from "../../domain/membership-registrations";
import {
  articleAddressProblem,
  issueNumberProblem,
  type JournalArticleRecord,
  type JournalIssueRecord,
} from "../../domain/journal";
import type { z } from "zod";
import { isEditablePage, pageText } from "../../domain/page-texts";
import { siteDetails } from "../../domain/site-details";
import { DUPLICATE_MEMBERSHIP_TYPE, findMembershipOption, type MembershipRecord } from "../../domain/memberships";
import type { SubscriberRecord } from "../../domain/subscribers";
import * as collections from "../content/collections";
import { writePageText } from "../content/page-texts";
import { writeSiteDetails } from "../content/site-details";
import { conflict } from "../http/errors";
import { StaleRecordError, type Collection } from "../store";
import { secretFieldsOf } from "./sanitise";

/**
 * What restoring needs of each collection: the collection, and the rules a record put back must
 * keep against the others (one application per e-mail, one option per nationality and type). Each
 * entry closes over its own record type, so the table itself needs none.
 */

type Snapshot = Record<string, unknown>;

export interface Restorable {
  /** Puts a deleted record back under its `_id`; 409 if it exists or breaks a rule. */
  restoreDeleted(snapshot: Snapshot, recordId: string): Promise<Snapshot>;
  /**
   * Puts back an earlier version if the record is still at `expectedUpdatedAt` (409 otherwise),
   * keeping its secret fields (never logged). Answers the record as it was and as it is now.
   */
  restoreVersion(
    recordId: string,
    earlier: Snapshot,
    expectedUpdatedAt: unknown,
  ): Promise<{ replaced: Snapshot; restored: Snapshot }>;
}

interface Rules<T extends StoredMeta> {
  /** Throws 409 when `record` cannot stand beside `others` (the other records). */
  check?: (record: T, others: readonly T[]) => void;
  /** Fills what the log never holds, for a deleted record coming back (a password hash). */
  complete?: (record: T) => T;
  /** Throws 409 when going from `current` to `earlier` would undo what must stand (an issued receipt). */
  mayReplace?: (current: T, earlier: T) => void;
  /** Fields of the current record that a version put back keeps (what may only ever grow). */
  keep?: (current: T) => Partial<T>;
}

function restorable<T extends StoredMeta>(collection: Collection<T>, rules: Rules<T> = {}): Restorable {
  const {
    check = () => undefined,
    complete = (record: T) => record,
    mayReplace = () => undefined,
    keep = () => ({}),
  } = rules;
  return {
    async restoreDeleted(snapshot, recordId) {
      const record = complete({ ...snapshot, _id: recordId } as unknown as T);
      return collection.restore(record, (records) => check(record, records));
    },
    async restoreVersion(recordId, earlier, expectedUpdatedAt) {
      let replaced: T | undefined;
      const restored = await collection.modify(recordId, (current, records) => {
        if (current.updatedAt !== expectedUpdatedAt) throw conflict(ACTIVITY_MESSAGES.changedSince);
        const next = {
          ...earlier,
          ...secretFieldsOf(current),
          ...keep(current),
          _id: current._id,
          createdAt: current.createdAt,
        } as unknown as T;
        mayReplace(current, next);
        check(
          next,
          records.filter((record) => record._id !== recordId),
        );
        replaced = current;
        return next;
      });
      if (!restored || !replaced) throw conflict(ACTIVITY_MESSAGES.goneSince);
      return { replaced, restored };
    },
  };
}

const RECEIPT_KEPT =
  "Putting back this version would take away a payment that has a receipt number; issued receipts stand. Correct the record instead.";

const registrations = restorable<RegistrationRecord>(collections.registrationsCollection, {
  check: (record, others) => {
    if (others.some((other) => sameEmail(other.email, record.email))) throw conflict(REGISTRATION_MESSAGES.duplicate);
  },
  // The hash is never logged: a member put back signs in with an e-mailed code and sets a new password.
  complete: (record) => {
    const logged: Partial<RegistrationRecord> = record;
    return { ...record, passwordHash: logged.passwordHash ?? "" };
  },
  mayReplace: (current, earlier) => {
    const kept = new Set(paymentsOf(earlier).map((payment) => `${payment._id} ${payment.receiptNumber ?? ""}`));
    if (
      paymentsOf(current).some(
        (payment) => payment.receiptNumber && !kept.has(`${payment._id} ${payment.receiptNumber}`),
      )
    )
      throw conflict(RECEIPT_KEPT);
  },
});

const memberships = restorable<MembershipRecord>(collections.membershipsCollection, {
  check: (record, others) => {
    if (findMembershipOption(others, record.nationality, record.membershipType))
      throw conflict(DUPLICATE_MEMBERSHIP_TYPE);
  },
});

const subscribers = restorable<SubscriberRecord>(collections.subscribersCollection, {
  check: (record, others) => {
    if (others.some((other) => other.email === record.email))
      throw conflict("This address is subscribed again already.");
  },
});

// One report per year (docs/rules/public-site.md §2): a report put back may not take another's year.
const annualReports = restorable<AnnualReportsRecord>(collections.annualReportsCollection, {
  check: (record, others) => {
    if (others.some((other) => other.year === record.year)) throw conflict(ANNUAL_REPORT_MESSAGES.duplicate);
  },
});

const journalIssues = restorable<JournalIssueRecord>(collections.journalIssuesCollection, {
  check: (record, others) => {
    const problem = issueNumberProblem(others, record);
    if (problem) throw conflict(problem);
  },
});

// An article's address, once it has been marked ready, is what citations point at: no version
// put back may change it, and no article put back may take another's.
const journalArticles = restorable<JournalArticleRecord>(collections.journalArticlesCollection, {
  check: (record, others) => {
    const problem = articleAddressProblem(others, record.slug);
    if (problem) throw conflict(problem);
  },
  mayReplace: (current, earlier) => {
    const problem = articleAddressProblem([], earlier.slug, current);
    if (problem) throw conflict(problem);
  },
  // Marked ready once stays so, whatever the earlier version said.
  keep: (current) => ({ everReady: current.everReady }),
});

/**
 * A document edited whole and never deleted (the site details, a page's text): an earlier version
 * comes back if the document has not been saved since the entry's. `write` stores it under the
 * record's id, refusing with StaleRecordError a version other than the one expected, and answers
 * the version it replaced and the one it stored.
 */
function restorableDocument<T>(
  schema: z.ZodType<T>,
  write: (recordId: string, document: T, expectedUpdatedAt: string) => Promise<{ before: Snapshot; after: Snapshot }>,
): Restorable {
  return {
    restoreDeleted: () => Promise.reject(conflict(ACTIVITY_MESSAGES.notRestorable)),
    async restoreVersion(recordId, earlier, expectedUpdatedAt) {
      if (typeof expectedUpdatedAt !== "string") throw conflict(ACTIVITY_MESSAGES.changedSince);
      const { before, after } = await write(recordId, schema.parse(earlier), expectedUpdatedAt).catch(
        (error: unknown) => {
          throw error instanceof StaleRecordError ? conflict(ACTIVITY_MESSAGES.changedSince) : error;
        },
      );
      return { replaced: before, restored: after };
    },
  };
}

const siteDetailsDocument = restorableDocument(siteDetails, (_id, details, expected) =>
  writeSiteDetails(details, expected),
);

const pageTextDocuments = restorableDocument(pageText, (id, text, expected) => {
  if (!isEditablePage(id)) throw conflict(ACTIVITY_MESSAGES.notRestorable);
  return writePageText(id, text, expected);
});

/** By the collection's name in the store (and in log entries). */
export const RESTORABLE: Record<string, Restorable> = {
  news: restorable(collections.newsCollection),
  executives: restorable(collections.executivesCollection),
  editorials: restorable(collections.editorialsCollection),
  books: restorable(collections.booksCollection),
  workshops: restorable(collections.workshopsCollection),
  "conference-listings": restorable(collections.conferenceListingsCollection),
  awards: restorable(collections.awardsCollection),
  awardees: restorable(collections.awardeesCollection),
  "award-nomination": restorable(collections.awardNominationCollection),
  memberships,
  "membership-registrations": registrations,
  "payment-details": restorable(collections.paymentDetailsCollection),
  downloads: restorable(collections.downloadsCollection),
  "annual-reports": annualReports,
  subscribers,
  "journal-issues": journalIssues,
  "journal-articles": journalArticles,
  "site-details": siteDetailsDocument,
  pages: pageTextDocuments,
};
