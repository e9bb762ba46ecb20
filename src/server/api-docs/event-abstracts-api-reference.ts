import * as z from "zod";
import { ABSTRACT_DECISION_ANSWERS, ABSTRACT_FILE_LIMIT, ABSTRACT_MESSAGES } from "../../domain/event-abstract-rules";
import {
  abstractDecisionInput,
  eventAbstractAnswer,
  eventAbstractInput,
  eventAbstractRecord,
} from "../../domain/event-abstracts";
import { ABSTRACT_NOT_FOUND } from "../events/abstract-records";
import { EVENT_NOT_FOUND } from "../events/events";
import type { ApiOperation } from "./openapi";

/** An event's abstracts (docs/rules/events.md §8). */

const NOT_FOUND = `${EVENT_NOT_FOUND} not found. Or: ${ABSTRACT_NOT_FOUND} not found.`;

export const eventAbstractOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/events/{id}/submit-abstract",
    tag: "Events",
    summary:
      "Send an abstract for a published event that takes them, up to its deadline (India's date, included), as multipart with the file; the author is e-mailed its reference. With `reference`, the revised version of an abstract the office asked to revise (the same e-mail; taken after the deadline too), submitted again",
    sameSite: true,
    body: eventAbstractInput,
    files: {
      file: `The abstract: a PDF or Word document (.pdf, .doc, .docx), checked by its bytes, ${ABSTRACT_FILE_LIMIT.label} at most`,
    },
    response: eventAbstractAnswer,
    status: 201,
    errors: {
      400: `The body is not valid (${ABSTRACT_MESSAGES.fileRequired}); or ${ABSTRACT_MESSAGES.closed("2026-03-12")}; or ${ABSTRACT_MESSAGES.revisionNotFound}`,
      404: ABSTRACT_MESSAGES.notFound,
      409: ABSTRACT_MESSAGES.notInRevision("accepted"),
      415: ABSTRACT_MESSAGES.fileType,
      429: ABSTRACT_MESSAGES.throttled,
    },
  },
  {
    method: "get",
    path: "/api/events/{id}/abstracts",
    tag: "Events",
    summary: "An event's abstracts, oldest first, each with its author's contact, its file's details and its status",
    admin: "content",
    response: eventAbstractRecord,
    list: true,
    errors: { 404: `${EVENT_NOT_FOUND} not found.` },
  },
  {
    method: "put",
    path: "/api/events/{id}/abstracts/{abstractId}",
    tag: "Events",
    summary:
      "Decide on an abstract (submitted, accepted, revision or rejected) with a note, needed for a revision; the author is e-mailed the decision and the note. Accepting one, or taking an acceptance back, rebuilds the site: the event's page lists the accepted abstracts",
    admin: "content",
    body: abstractDecisionInput,
    response: eventAbstractRecord.extend({ message: z.string() }),
    errors: { 404: NOT_FOUND },
  },
  {
    method: "delete",
    path: "/api/events/{id}/abstracts/{abstractId}",
    tag: "Events",
    summary: `Delete an abstract and its file (spam, a duplicate); its reference is never given again: "${ABSTRACT_DECISION_ANSWERS.deleted}"`,
    admin: "content",
    errors: { 404: NOT_FOUND },
  },
  {
    method: "get",
    path: "/api/events/{id}/abstracts/{abstractId}/file",
    tag: "Events",
    summary: "An abstract's file, as a download named after its reference (never kept by a cache)",
    admin: "content",
    binary: "application/octet-stream",
    errors: { 404: NOT_FOUND },
  },
];
