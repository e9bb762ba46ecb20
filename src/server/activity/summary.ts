import { LISTING_KIND_LABELS, listingTitle, type ListingKind } from "../../domain/conference-listings";

/**
 * An entry's one line for people: what happened to which record ("Council member deleted: Dr. Asha
 * Verma"). Built from the record's naming fields only, never from a secret.
 */

const NOUNS: Record<string, string> = {
  news: "News item",
  executives: "Council member",
  editorials: "Editorial board member",
  books: "Book",
  workshops: "Workshop",
  "conference-listings": "Conference listing",
  awards: "Award",
  awardees: "Awardee",
  "award-nomination": "Nomination info",
  memberships: "Membership type",
  "membership-registrations": "Membership record",
  "payment-details": "Payment details",
  downloads: "Download",
  "annual-reports": "Annual report",
  subscribers: "Subscriber",
  settings: "Society settings",
  "site-details": "Site details",
  pages: "Page",
  administrators: "Administrator",
  journal: "Journal details",
  "journal-issues": "Journal issue",
  "journal-articles": "Journal article",
  events: "Event",
  "event-registrations": "Event registration",
  "event-abstracts": "Event abstract",
};

/** Actions whose words do not follow "<noun> <verb>". */
const PHRASES: Record<string, string> = {
  register: "New membership application",
  "event-register": "New event registration",
  "event-cancel": "Event registration cancelled",
  "event-promote": "Offered a place from the waiting list",
  "event-payment-reported": "Event payment reported by the registrant",
  "event-payment-recorded": "Event payment recorded",
  "event-payment-confirmed": "Reported event payment confirmed",
  "event-payment-rejected": "Reported event payment rejected",
  "event-abstract-submitted": "Abstract submitted",
  "event-abstract-revised": "Revised abstract submitted",
  "event-abstract-accepted": "Abstract accepted",
  "event-abstract-revision": "Abstract sent back for a revision",
  "event-abstract-rejected": "Abstract not accepted",
  "event-abstract-reopened": "Abstract put back under review",
  // One entry per registration: marked (or unmarked, below), and each certificate the batch e-mails.
  "event-attendance": "Attendance marked",
  "event-certificates-sent": "Participation certificate sent",
  accept: "Membership accepted",
  reject: "Application rejected or member removed",
  correct: "Membership record corrected by the office",
  "payment-recorded": "Payment recorded",
  "payment-confirmed": "Reported payment confirmed",
  "payment-rejected": "Reported payment rejected",
  "payment-reported": "Payment reported by the member",
  "profile-update": "Profile updated by the member",
  "password-change": "Password changed by the member",
  withdraw: "Application withdrawn by the applicant",
  subscribe: "Subscribed to news",
  "settings-update": "Society settings saved",
  "site-details-update": "Site details saved",
  "page-update": "Page saved",
  "sign-in": "Administrator signed in",
  "invitation-accepted": "Invitation accepted",
  "invitation-code-wrong": "Wrong invitation code tried",
  "admin-password-change": "Administrator's password changed",
};

const VERBS: Record<string, string> = { create: "added", update: "changed", delete: "deleted", restore: "restored" };

// "year" last: it names an annual report without a title ("2024-25"); other records' years are numbers.
const LABEL_FIELDS = [
  "title",
  "name",
  "awardeeName",
  "topic",
  "accountHolderName",
  "email",
  "legalName",
  "category",
  "year",
];
const MAX_LABEL = 120;

/** A conference listing by its kind and year, then its theme once given: "International conference 2023: ...". */
function listingLabel(record: Record<string, unknown>): string | undefined {
  const { kind, year, theme } = record;
  if (typeof year !== "number" || typeof kind !== "string" || !Object.hasOwn(LISTING_KIND_LABELS, kind))
    return undefined;
  return listingTitle({ kind: kind as ListingKind, year, theme: typeof theme === "string" ? theme : "" });
}

function labelOf(record: Record<string, unknown> | undefined, recordId: string, collection: string): string {
  if (!record) return recordId;
  if (typeof record.membershipType === "string" && typeof record.nationality === "string" && !record.email)
    return `${record.nationality} ${record.membershipType}`;
  const field = LABEL_FIELDS.find((name) => typeof record[name] === "string" && record[name].trim() !== "");
  const label =
    (collection === "conference-listings" ? listingLabel(record) : undefined) ??
    (field ? String(record[field]).trim() : recordId);
  const number = record.memberNumber ?? record.reference;
  const named = typeof number === "string" && field === "name" ? `${label} (${number})` : label;
  return named.length > MAX_LABEL ? `${named.slice(0, MAX_LABEL - 1)}…` : named;
}

export function summaryOf(
  action: string,
  collection: string,
  record: Record<string, unknown> | undefined,
  recordId: string,
): string {
  const noun = NOUNS[collection] ?? collection;
  // Attendance is marked either way: a registration marked as not attended says so.
  const unmarked = action === "event-attendance" && record?.attended === false;
  const what = unmarked ? "Attendance unmarked" : (PHRASES[action] ?? `${noun} ${VERBS[action] ?? action}`);
  return `${what}: ${labelOf(record, recordId, collection)}`;
}
