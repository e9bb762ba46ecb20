import { ACTIVITY_MESSAGES } from "../../domain/activity";
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
import { DUPLICATE_MEMBERSHIP_TYPE, findMembershipOption, type MembershipRecord } from "../../domain/memberships";
import type { SubscriberRecord } from "../../domain/subscribers";
import * as collections from "../content/collections";
import { conflict } from "../http/errors";
import type { Collection } from "../store";
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

/** By the collection's name in the store (and in log entries). */
export const RESTORABLE: Record<string, Restorable> = {
  news: restorable(collections.newsCollection),
  executives: restorable(collections.executivesCollection),
  editorials: restorable(collections.editorialsCollection),
  books: restorable(collections.booksCollection),
  workshops: restorable(collections.workshopsCollection),
  awards: restorable(collections.awardsCollection),
  awardees: restorable(collections.awardeesCollection),
  "award-nomination": restorable(collections.awardNominationCollection),
  memberships,
  "membership-registrations": registrations,
  "payment-details": restorable(collections.paymentDetailsCollection),
  downloads: restorable(collections.downloadsCollection),
  subscribers,
  "journal-issues": journalIssues,
  "journal-articles": journalArticles,
};
