import { newApplicationReference, ABSTRACT_REFERENCE_PREFIX } from "../../domain/application-reference";
import { ABSTRACT_MESSAGES, abstractsWindow, presentingAmong } from "../../domain/event-abstract-rules";
import type { AbstractDecision, EventAbstractFields, EventAbstractRecord } from "../../domain/event-abstracts";
import type { EventRecord } from "../../domain/events";
import { indiaToday } from "../../domain/india-date";
import { sameEmail } from "../../domain/membership-registrations";
import { eventsCollection } from "../content/collections";
import { noteChange } from "../core/call-context";
import { conflict, HttpError, notFound } from "../http/errors";
import {
  claimDocument,
  createDocument,
  deleteDocument,
  newId,
  readDocument,
  StaleRecordError,
  updateDocument,
} from "../store";
import {
  ABSTRACT_NOT_FOUND,
  abstractKey,
  abstractReferenceKey,
  EVENT_ABSTRACTS_ACTIVITY,
  type CheckedAbstractFile,
  removeAbstractFile,
  storeAbstractFile,
} from "./abstract-records";
import { EVENT_NOT_FOUND } from "./events";

/**
 * Abstracts for an event (docs/rules/events.md §8): an author sends one while the event takes them
 * (its deadline, India's date, included); asked to revise, the author sends the revision quoting
 * the reference with the same e-mail, deadline or not; the office decides. Each abstract is one
 * document, changed by one conditional write, so authors never contend with each other.
 */

type Abstract = EventAbstractRecord;
export interface AbstractChange {
  before: Abstract | undefined;
  after: Abstract | undefined;
}

/** Whether a visitor could see the change: the event's page lists the accepted abstracts. */
export const changesEventPage = ({ before, after }: AbstractChange): boolean =>
  before?.status === "accepted" || after?.status === "accepted";

const logChange = (change: AbstractChange, recordId: string) =>
  noteChange({
    collection: EVENT_ABSTRACTS_ACTIVITY,
    recordId,
    before: change.before,
    after: change.after,
    seenByVisitors: changesEventPage(change),
  });

/** A published event that takes abstracts, or 404. */
async function eventTakingAbstracts(eventId: string): Promise<EventRecord & { abstractsUntil: string }> {
  const event = await eventsCollection.get(eventId);
  if (!event?.published || event.abstractsUntil === undefined) throw new HttpError(404, ABSTRACT_MESSAGES.notFound);
  return { ...event, abstractsUntil: event.abstractsUntil };
}

/** A reference no abstract has: the claim of its key makes it this abstract's. */
async function claimReference(eventId: string, abstractId: string): Promise<string> {
  for (;;) {
    const reference = newApplicationReference(ABSTRACT_REFERENCE_PREFIX);
    if (await claimDocument(abstractReferenceKey(reference), { eventId, abstractId }, { keepCopy: false }))
      return reference;
  }
}

/** What the author typed, as the abstract keeps it: the presenting author as the list writes them. */
const authorship = (fields: EventAbstractFields) => ({
  title: fields.title,
  authors: fields.authors,
  presentingAuthor: presentingAmong(fields.authors, fields.presentingAuthor) ?? fields.presentingAuthor,
  name: fields.name,
});

/**
 * A new abstract, or with `fields.reference` the revision of one the office asked to revise, with
 * its file as `checkedAbstractFile` passed it. Answers the abstract, its event, and whether it was a
 * revision.
 */
export async function submitAbstract(
  eventId: string,
  fields: EventAbstractFields,
  checked: CheckedAbstractFile,
  now: Date = new Date(),
): Promise<{ record: Abstract; event: EventRecord; revised: boolean }> {
  const event = await eventTakingAbstracts(eventId);
  const revising = fields.reference !== undefined;
  if (!revising && abstractsWindow(event, indiaToday(now)) === "closed")
    throw new HttpError(400, ABSTRACT_MESSAGES.closed(event.abstractsUntil));
  const file = await storeAbstractFile(checked);
  try {
    const record = revising
      ? await reviseAbstract(event, fields, file, now)
      : await addAbstract(event, fields, file, now);
    return { record, event, revised: revising };
  } catch (error) {
    await removeAbstractFile(file);
    throw error;
  }
}

async function addAbstract(event: EventRecord, fields: EventAbstractFields, file: Abstract["file"], now: Date) {
  const id = newId();
  const at = now.toISOString();
  const record: Abstract = {
    _id: id,
    createdAt: at,
    updatedAt: at,
    eventId: event._id,
    reference: await claimReference(event._id, id),
    ...authorship(fields),
    email: fields.email,
    file,
    status: "submitted",
    note: "",
    submittedOn: indiaToday(now),
    revisions: 0,
  };
  await createDocument(abstractKey(event._id, id), record);
  logChange({ before: undefined, after: record }, id);
  return record;
}

/**
 * Replaces an abstract waiting for a revision with the new version (the reference and e-mail must
 * name it), which is then submitted again. The office's note stays until its next decision.
 */
async function reviseAbstract(event: EventRecord, fields: EventAbstractFields, file: Abstract["file"], now: Date) {
  const refused = () =>
    new HttpError(400, ABSTRACT_MESSAGES.revisionNotFound, {
      issues: [{ field: "reference", message: ABSTRACT_MESSAGES.revisionNotFound }],
    });
  const claim = await readDocument<{ eventId: string; abstractId: string }>(
    abstractReferenceKey(fields.reference ?? ""),
  );
  if (claim?.eventId !== event._id) throw refused();
  const change = await updateDocument<Abstract | null, AbstractChange>(
    abstractKey(event._id, claim.abstractId),
    null,
    (current) => {
      // The same answer for a wrong e-mail as for a wrong reference: neither says the other exists.
      if (!current || !sameEmail(current.email, fields.email)) throw refused();
      if (current.status !== "revision") throw conflict(ABSTRACT_MESSAGES.notInRevision(current.status));
      const after: Abstract = {
        ...current,
        ...authorship(fields),
        file,
        status: "submitted",
        submittedOn: indiaToday(now),
        revisions: current.revisions + 1,
        updatedAt: now.toISOString(),
      };
      return { next: after, result: { before: current, after } };
    },
  );
  const { before, after } = change;
  if (!before || !after) throw refused();
  await removeAbstractFile(before.file);
  logChange(change, after._id);
  return after;
}

/** The event of an office call, or 404. */
async function eventOf(eventId: string): Promise<EventRecord> {
  const event = await eventsCollection.get(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/**
 * The office's decision and note. `expectedUpdatedAt` refuses it (409) if the abstract changed
 * since it was loaded (a revision arrived, another decision). A decision that changes nothing
 * stores nothing: `changed` is false and nobody is e-mailed.
 */
export async function decideAbstract(
  eventId: string,
  id: string,
  decision: AbstractDecision,
  expectedUpdatedAt: string | undefined,
  now: Date = new Date(),
): Promise<{ record: Abstract; event: EventRecord; changed: boolean; change: AbstractChange }> {
  const event = await eventOf(eventId);
  const change = await updateDocument<Abstract | null, AbstractChange>(abstractKey(eventId, id), null, (current) => {
    if (!current) throw notFound(ABSTRACT_NOT_FOUND);
    if (expectedUpdatedAt !== undefined && current.updatedAt !== expectedUpdatedAt) throw new StaleRecordError();
    if (current.status === decision.status && current.note === decision.note)
      return { result: { before: current, after: current } };
    const after: Abstract = {
      ...current,
      status: decision.status,
      note: decision.note,
      decidedOn: indiaToday(now),
      updatedAt: now.toISOString(),
    };
    return { next: after, result: { before: current, after } };
  });
  const record = change.after;
  if (!record) throw notFound(ABSTRACT_NOT_FOUND);
  const changed = change.before !== change.after;
  if (changed) logChange(change, id);
  return { record, event, changed, change };
}

/** Deletes an abstract and its file (spam, a duplicate); its reference is never given again. */
export async function deleteAbstract(eventId: string, id: string): Promise<AbstractChange> {
  await eventOf(eventId);
  const record = await readDocument<Abstract>(abstractKey(eventId, id));
  if (!record) throw notFound(ABSTRACT_NOT_FOUND);
  await deleteDocument(abstractKey(eventId, id));
  await removeAbstractFile(record.file);
  const change = { before: record, after: undefined };
  logChange(change, id);
  return change;
}
