import * as z from "zod";
import { ABSTRACT_REFERENCE_PATTERN } from "./application-reference";
import { ABSTRACT_LIMITS, ABSTRACT_MESSAGES, ABSTRACT_STATUSES, presentingAmong } from "./event-abstract-rules";
import { emailField, limitedText, lineList, recordId, storedMeta } from "./fields";
import { isBlank } from "./registration-rules";

/**
 * An event's abstracts (docs/rules/events.md §8): what an author sends with the file beside it,
 * what is stored, the office's decision, and what the event's page shows of an accepted one. The
 * rules shared with the page's script are in event-abstract-rules.ts.
 */

/** The reference of the abstract a revision replaces; left out for a new abstract. */
const revisedReference = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === "string" ? value.trim().toUpperCase() : value),
  z
    .string({ error: ABSTRACT_MESSAGES.reference })
    .regex(ABSTRACT_REFERENCE_PATTERN, { error: ABSTRACT_MESSAGES.reference })
    .optional(),
);

/** What the event page's form and the API take (the file is the multipart field `file`). */
export const eventAbstractInput = z
  .object({
    title: limitedText("Title", ABSTRACT_LIMITS.title),
    // Left out, the list is empty, so the message is the list's own "Authors is required.".
    authors: z
      .preprocess((value) => value ?? "", lineList("Authors"))
      .pipe(
        z
          .array(z.string().max(ABSTRACT_LIMITS.author, { error: ABSTRACT_MESSAGES.authorTooLong }))
          .max(ABSTRACT_LIMITS.authors, { error: ABSTRACT_MESSAGES.tooManyAuthors }),
      ),
    presentingAuthor: limitedText("Presenting author", ABSTRACT_LIMITS.author),
    name: limitedText("Your name", ABSTRACT_LIMITS.name),
    email: emailField("E-mail"),
    reference: revisedReference,
  })
  .superRefine((body, context) => {
    if (presentingAmong(body.authors, body.presentingAuthor) === undefined)
      context.addIssue({ code: "custom", path: ["presentingAuthor"], message: ABSTRACT_MESSAGES.presentingNotAuthor });
  });
export type EventAbstractInput = z.input<typeof eventAbstractInput>;
export type EventAbstractFields = z.output<typeof eventAbstractInput>;

/** The stored file: its id in the store (never served publicly), the name it was sent with, its checked type. */
export const eventAbstractFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
});

export const eventAbstractRecord = storedMeta.extend({
  eventId: recordId,
  /** Quoted by the author: "ABS-" and two groups of four. */
  reference: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  /** One of `authors`, as listed there. */
  presentingAuthor: z.string(),
  /** Who sent it, and where the e-mails about it go. */
  name: z.string(),
  email: z.string(),
  file: eventAbstractFile,
  status: z.enum(ABSTRACT_STATUSES),
  /** The office's note with its latest decision ("" for none). */
  note: z.string(),
  /** The day (India's) its latest version arrived. */
  submittedOn: z.string(),
  /** The day (India's) of the office's latest decision. */
  decidedOn: z.string().optional(),
  /** Revised versions sent since the first. */
  revisions: z.number(),
});
export type EventAbstractRecord = z.infer<typeof eventAbstractRecord>;

/** The office's decision, with a note the author is e-mailed (needed when asking for a revision). */
export const abstractDecisionInput = z
  .object({
    status: z.enum(ABSTRACT_STATUSES, { error: "Status must be submitted, accepted, revision or rejected." }),
    note: z
      .string({ error: "Note must be text." })
      .trim()
      .max(ABSTRACT_LIMITS.note, { error: `Note is too long (${ABSTRACT_LIMITS.note} characters at most).` })
      .default(""),
  })
  .superRefine((decision, context) => {
    if (decision.status === "revision" && decision.note === "")
      context.addIssue({ code: "custom", path: ["note"], message: ABSTRACT_MESSAGES.noteRequired });
  });
export type AbstractDecision = z.output<typeof abstractDecisionInput>;

/** What the author is told on sending: the reference and where it stands. */
export const eventAbstractAnswer = eventAbstractRecord
  .pick({
    _id: true,
    eventId: true,
    reference: true,
    title: true,
    authors: true,
    presentingAuthor: true,
    status: true,
    submittedOn: true,
    revisions: true,
  })
  .extend({ message: z.string() });
export type EventAbstractAnswer = z.infer<typeof eventAbstractAnswer>;

/** An accepted abstract as the event's page lists it: no contact, no file. */
export const publicAbstractView = eventAbstractRecord.pick({
  _id: true,
  eventId: true,
  title: true,
  authors: true,
  presentingAuthor: true,
});
export type PublicAbstract = z.infer<typeof publicAbstractView>;

/** One event's abstracts among `abstracts` (the accepted ones, on its page), by title. */
export const abstractsOfEvent = <T extends Pick<EventAbstractRecord, "eventId" | "title">>(
  abstracts: readonly T[],
  eventId: string,
): T[] =>
  abstracts.filter((entry) => entry.eventId === eventId).sort((a, b) => a.title.localeCompare(b.title, "en-IN"));
