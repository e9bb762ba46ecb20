import { ABSTRACT_REFERENCE_PATTERN } from "./application-reference";
import { emailAddressMessages, isEmailAddress } from "./email-address";
import { formatLongDate } from "./format";
import type { FormProblem } from "./server-problem";
import { UPLOAD_LIMITS } from "./upload-limits";

/**
 * The rules of an event's abstracts (docs/rules/events.md §8) that the API, the event's page script
 * and the panel share: when an event takes them, who counts as an author, which files are taken,
 * and what each refusal says. Free of zod, so the page's small script can use it.
 */

/**
 * submitted: waiting for the office (also a revision sent back); accepted: listed on the event's
 * page; revision: the author is asked to send a revised version; rejected.
 */
export const ABSTRACT_STATUSES = ["submitted", "accepted", "revision", "rejected"] as const;
export type AbstractStatus = (typeof ABSTRACT_STATUSES)[number];

export const ABSTRACT_STATUS_LABELS: Record<AbstractStatus, string> = {
  submitted: "Submitted",
  accepted: "Accepted",
  revision: "Revision asked",
  rejected: "Rejected",
};

export const ABSTRACT_LIMITS = { title: 300, author: 200, authors: 30, name: 200, note: 2000 } as const;

/** The file: a PDF or a Word document, at most the upload limit of a PDF (4 MB: upload-limits.ts). */
export const ABSTRACT_FILE_LIMIT = UPLOAD_LIMITS.pdf;

export const ABSTRACT_FILE_TYPES = {
  "application/pdf": ".pdf",
  "application/msword": ".doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
} as const;
export type AbstractFileType = keyof typeof ABSTRACT_FILE_TYPES;

/** The file input's `accept`: the extensions and their types. */
export const ABSTRACT_FILE_ACCEPT = [...Object.values(ABSTRACT_FILE_TYPES), ...Object.keys(ABSTRACT_FILE_TYPES)].join(
  ",",
);

export const ABSTRACT_MESSAGES = {
  fileRequired: "Attach the abstract as a PDF or Word file (.pdf, .doc or .docx).",
  fileType: "The file must be a PDF or Word document (.pdf, .doc or .docx).",
  fileTooLarge: `The file is too large: ${ABSTRACT_FILE_LIMIT.label} at most.`,
  presentingNotAuthor: "The presenting author must be one of the authors, written as in the list of authors.",
  tooManyAuthors: `Give at most ${ABSTRACT_LIMITS.authors} authors.`,
  authorTooLong: `Each author is at most ${ABSTRACT_LIMITS.author} characters.`,
  reference: "Reference must look like ABS-ABCD-2345, as in the e-mail about your abstract.",
  notFound: "This event does not exist or does not take abstracts.",
  closed: (day: string) => `Abstracts for this event closed on ${formatLongDate(day)}.`,
  revisionNotFound: "No abstract of this event has this reference and e-mail address.",
  notInRevision: (status: AbstractStatus) =>
    `This abstract is not waiting for a revision (it is ${ABSTRACT_STATUS_LABELS[status].toLowerCase()}).`,
  throttled: "Too many submissions from this address. Please try again later.",
  noteRequired: "Write a note saying what to revise.",
  deadlineAfterEnd: "The abstracts deadline cannot be after the event ends.",
} as const;

/** What the answer to a submission says. */
export const ABSTRACT_ANSWERS = {
  submitted: (reference: string) =>
    `Abstract received. Its reference is ${reference}; an e-mail saying so has been sent, and another will follow with the decision.`,
  revised: (reference: string) =>
    `Revised abstract received (${reference}); an e-mail saying so has been sent, and another will follow with the decision.`,
} as const;

/** What the office is told when it saves a decision or deletes an abstract. */
export const ABSTRACT_DECISION_ANSWERS = {
  mailed: "Decision saved. The author has been e-mailed.",
  notMailed:
    "Decision saved, but the e-mail to the author could not be sent yet: the E-mails tab keeps it to send again.",
  unchanged: "Nothing changed: the abstract already has this status and note, so nobody was e-mailed.",
  deleted: "Abstract deleted.",
} as const;

/** Whether the event takes abstracts on `today` (India's date): until its deadline, that day included. */
export type AbstractsWindow = "none" | "open" | "closed";

export function abstractsWindow(event: { abstractsUntil?: string | undefined }, today: string): AbstractsWindow {
  if (event.abstractsUntil === undefined) return "none";
  return today > event.abstractsUntil ? "closed" : "open";
}

/** An author's name as written, for comparing: spaces evened out, case ignored. */
const authorKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-IN");

/** The authors typed one per line; blank lines dropped. */
export const authorsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** The author as listed who is `presenting` (spaces and case aside), or undefined when none is. */
export const presentingAmong = (authors: readonly string[], presenting: string): string | undefined =>
  authors.find((author) => authorKey(author) === authorKey(presenting));

/** The type a file's name claims (.pdf, .doc or .docx, whatever their case), or undefined. */
export function abstractTypeOfName(name: string): AbstractFileType | undefined {
  const extension = /\.[^.]+$/.exec(name.trim().toLowerCase())?.[0];
  const found = Object.entries(ABSTRACT_FILE_TYPES).find(([, ending]) => ending === extension);
  return found?.[0] as AbstractFileType | undefined;
}

/** The download name of an abstract's file: its reference and the extension of its type. */
export function abstractFileName(reference: string, contentType: string): string {
  const ending = Object.entries(ABSTRACT_FILE_TYPES).find(([type]) => type === contentType)?.[1];
  return `${reference}${ending ?? ""}`;
}

export const ABSTRACT_FIELDS = ["title", "authors", "presentingAuthor", "name", "email", "reference", "file"] as const;
export type AbstractField = (typeof ABSTRACT_FIELDS)[number];

const REQUIRED: readonly { field: Exclude<AbstractField, "file" | "reference">; label: string }[] = [
  { field: "title", label: "Title" },
  { field: "authors", label: "Authors" },
  { field: "presentingAuthor", label: "Presenting author" },
  { field: "name", label: "Your name" },
  { field: "email", label: "E-mail" },
];

/**
 * The first problem the API would find with the page's form, in form order; the server decides
 * again. `file` is the chosen file's name and size, null when none is chosen; `revisionOnly` when
 * the deadline has passed on the page's day, so only a revision (with its reference) is taken.
 */
export function abstractFormProblem(
  values: Record<Exclude<AbstractField, "file">, string>,
  file: { name: string; size: number } | null,
  revisionOnly = false,
): FormProblem<AbstractField> | null {
  const blank = REQUIRED.find(({ field }) => values[field].trim() === "");
  if (blank) return { message: `${blank.label} is required.`, fields: [blank.field] };
  const authors = authorsOf(values.authors);
  if (authors.length > ABSTRACT_LIMITS.authors)
    return { message: ABSTRACT_MESSAGES.tooManyAuthors, fields: ["authors"] };
  if (values.title.trim().length > ABSTRACT_LIMITS.title)
    return { message: `Title is too long (${ABSTRACT_LIMITS.title} characters at most).`, fields: ["title"] };
  if (presentingAmong(authors, values.presentingAuthor) === undefined)
    return { message: ABSTRACT_MESSAGES.presentingNotAuthor, fields: ["presentingAuthor"] };
  if (!isEmailAddress(values.email)) return { message: emailAddressMessages("E-mail").invalid, fields: ["email"] };
  const reference = values.reference.trim().toUpperCase();
  if (revisionOnly && reference === "") return { message: "Reference is required.", fields: ["reference"] };
  if (reference !== "" && !ABSTRACT_REFERENCE_PATTERN.test(reference))
    return { message: ABSTRACT_MESSAGES.reference, fields: ["reference"] };
  if (!file) return { message: ABSTRACT_MESSAGES.fileRequired, fields: ["file"] };
  if (abstractTypeOfName(file.name) === undefined) return { message: ABSTRACT_MESSAGES.fileType, fields: ["file"] };
  if (file.size > ABSTRACT_FILE_LIMIT.maxBytes) return { message: ABSTRACT_MESSAGES.fileTooLarge, fields: ["file"] };
  return null;
}
