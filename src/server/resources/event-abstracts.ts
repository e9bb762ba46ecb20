import {
  ABSTRACT_ANSWERS,
  ABSTRACT_DECISION_ANSWERS,
  ABSTRACT_FILE_LIMIT,
  ABSTRACT_MESSAGES,
  abstractFileName,
} from "../../domain/event-abstract-rules";
import { abstractDecisionInput, eventAbstractAnswer, eventAbstractInput } from "../../domain/event-abstracts";
import { json, message, resource, route } from "../api/handler";
import { eventsCollection } from "../content/collections";
import { contentDisposition } from "../content/files";
import { requestPublish } from "../content/publish";
import { nameActivity } from "../core/call-context";
import {
  ABSTRACT_NOT_FOUND,
  checkedAbstractFile,
  listEventAbstracts,
  readAbstractFile,
  readEventAbstract,
} from "../events/abstract-records";
import {
  changesEventPage,
  decideAbstract,
  deleteAbstract,
  submitAbstract,
  type AbstractChange,
} from "../events/abstracts";
import { EVENT_NOT_FOUND } from "../events/events";
import { clientWindowLimit } from "../http/client-limit";
import { HttpError, notFound } from "../http/errors";
import { sendMail } from "../mail";
import { abstractDecisionMessage, abstractReceivedMessage } from "../mail/messages/event-abstract";

/**
 * An event's abstracts (docs/rules/events.md §8): authors send them from the event's page; editors
 * and the owner (the content area) read them, download their files, decide, and delete spam. A
 * change to an accepted abstract rebuilds the site, whose event page lists them.
 */

/** Submissions per client address per window, beside Netlify's own limit (event-abstract-submit.mts). */
export const EVENT_ABSTRACT_LIMIT = 20;
const takeSlot = clientWindowLimit(EVENT_ABSTRACT_LIMIT, 10 * 60 * 1000);

/** The event's page shows the accepted abstracts: a change to one asks for the site to be rebuilt. */
async function publishIfOnPage(change: AbstractChange): Promise<void> {
  if (!changesEventPage(change)) return;
  // The change stands even if publishing cannot be scheduled; the status shows it as pending.
  await requestPublish().catch((error: unknown) => console.error("Could not schedule publishing:", error));
}

const submit = route({
  body: eventAbstractInput,
  files: { file: ABSTRACT_FILE_LIMIT },
  // Anyone may send one; a page of another site may not send it in a visitor's name.
  sameSite: true,
  status: 201,
  activity: "event-abstract-submitted",
  async handle({ id, body, files, clientIp }) {
    // The file is judged first, by its bytes alone; only a well-formed submission takes a slot.
    const checked = checkedAbstractFile(files.file);
    if (!takeSlot(clientIp)) throw new HttpError(429, ABSTRACT_MESSAGES.throttled, {}, { "retry-after": "600" });
    const { record, event, revised } = await submitAbstract(id, body, checked);
    if (revised) nameActivity("event-abstract-revised");
    // sendMail never throws: the abstract stands whatever happens to its e-mail (the outbox keeps it).
    await sendMail({ to: record.email, kind: "event-abstract", ...abstractReceivedMessage(record, event, revised) });
    const answer = revised ? ABSTRACT_ANSWERS.revised : ABSTRACT_ANSWERS.submitted;
    return json(
      { ...eventAbstractAnswer.omit({ message: true }).parse(record), message: answer(record.reference) },
      201,
    );
  },
});

const list = route({
  admin: "content",
  async handle({ id }) {
    if (!(await eventsCollection.get(id))) throw notFound(EVENT_NOT_FOUND);
    return listEventAbstracts(id);
  },
});

/**
 * POST /api/events/{id}/submit-abstract (anyone), a path of its own as registration's is: Netlify's
 * limit on public writes (event-abstract-submit.mts) then never counts the office's reads.
 */
export const eventAbstractSubmitHandler = resource({ "POST :id": submit });
/** GET /api/events/{id}/abstracts (editors and the owner). */
export const eventAbstractsHandler = resource({ "GET :id": list });

const decide = route({
  admin: "content",
  body: abstractDecisionInput,
  async handle({ id, params, body, expectedUpdatedAt }) {
    nameActivity(body.status === "submitted" ? "event-abstract-reopened" : `event-abstract-${body.status}`);
    const { record, event, changed, change } = await decideAbstract(
      id,
      params.abstractId ?? "",
      body,
      expectedUpdatedAt,
    );
    if (!changed) return { ...record, message: ABSTRACT_DECISION_ANSWERS.unchanged };
    const mail = await sendMail({
      to: record.email,
      kind: "event-abstract-decision",
      ...abstractDecisionMessage(record, event),
    });
    await publishIfOnPage(change);
    return {
      ...record,
      message: mail?.status === "sent" ? ABSTRACT_DECISION_ANSWERS.mailed : ABSTRACT_DECISION_ANSWERS.notMailed,
    };
  },
});

const remove = route({
  admin: "content",
  async handle({ id, params }) {
    await publishIfOnPage(await deleteAbstract(id, params.abstractId ?? ""));
    return message(ABSTRACT_DECISION_ANSWERS.deleted);
  },
});

/** PUT, DELETE /api/events/{id}/abstracts/{abstractId} (editors and the owner). */
export const eventAbstractHandler = resource({ "PUT :id": decide, "DELETE :id": remove });

const file = route({
  admin: "content",
  async handle({ id, params }) {
    const record = await readEventAbstract(id, params.abstractId ?? "");
    if (!record) throw notFound(ABSTRACT_NOT_FOUND);
    const stored = await readAbstractFile(record);
    if (!stored) throw new HttpError(404, "File not found.");
    const data = new Uint8Array(stored);
    return new Response(data, {
      headers: {
        "content-type": record.file.contentType,
        "content-length": String(data.byteLength),
        "content-disposition": contentDisposition(
          "attachment",
          abstractFileName(record.reference, record.file.contentType),
        ),
        // An author's unpublished work: kept by no cache, never shown as a page of this site.
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      },
    });
  },
});

/** GET /api/events/{id}/abstracts/{abstractId}/file (editors and the owner). */
export const eventAbstractFileHandler = resource({ "GET :id": file });
