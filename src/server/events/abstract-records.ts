import {
  ABSTRACT_FILE_LIMIT,
  ABSTRACT_MESSAGES,
  abstractTypeOfName,
  type AbstractFileType,
} from "../../domain/event-abstract-rules";
import type { EventAbstractRecord, PublicAbstract } from "../../domain/event-abstracts";
import { safeFileName, sniffDocument } from "../content/files";
import { RECORD_ID_SHAPE } from "../../domain/fields";
import { DOCUMENT_READ_WIDTH, mapConcurrently } from "../core/map-concurrently";
import { HttpError, notFound, tooLarge } from "../http/errors";
import type { UploadedFile } from "../http/multipart";
import { deleteBinary, getBinary, listDocumentKeys, newId, putBinary, readDocument } from "../store";

/**
 * Where an event's abstracts live (docs/rules/events.md §8): each abstract a document of its own,
 * its reference a claim made once, its file a binary blob under a key nothing serves publicly (an
 * abstract not accepted is the author's unpublished work; /api/files would serve it to anyone with
 * its address). Only the office's route hands a file out.
 */

/** The activity log's name for abstracts. */
export const EVENT_ABSTRACTS_ACTIVITY = "event-abstracts";
export const ABSTRACT_NOT_FOUND = "Abstract";

export const abstractsPrefix = (eventId: string) => `event-abstracts/${eventId}/`;
/** An abstract's document; ids that no record could have are not found, never a key. */
export function abstractKey(eventId: string, id: string): string {
  if (!RECORD_ID_SHAPE.test(eventId) || !RECORD_ID_SHAPE.test(id)) throw notFound(ABSTRACT_NOT_FOUND);
  return `${abstractsPrefix(eventId)}${id}`;
}
/** Every reference once, across events: the key is the claim, its value where the abstract is. */
export const abstractReferenceKey = (reference: string) => `event-abstract-references/${reference}`;
const fileKey = (fileId: string) => `event-abstract-files/${fileId}`;

/** The event's abstracts, oldest first. */
export async function listEventAbstracts(eventId: string): Promise<EventAbstractRecord[]> {
  const keys = await listDocumentKeys(abstractsPrefix(eventId));
  const records = await mapConcurrently(keys, (key) => readDocument<EventAbstractRecord>(key), DOCUMENT_READ_WIDTH);
  return records
    .filter((record): record is EventAbstractRecord => record !== null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

export const readEventAbstract = (eventId: string, id: string) =>
  readDocument<EventAbstractRecord>(abstractKey(eventId, id));

/** How many abstracts the event has: an event with any is not deleted (docs/rules/events.md §1). */
export const countEventAbstracts = async (eventId: string): Promise<number> =>
  (await listDocumentKeys(abstractsPrefix(eventId))).length;

/** The accepted abstracts of these events, as their pages list them (the build reads these). */
export async function acceptedAbstracts(eventIds: readonly string[]): Promise<PublicAbstract[]> {
  const lists = await Promise.all(eventIds.map((eventId) => listEventAbstracts(eventId)));
  return lists
    .flat()
    .filter((record) => record.status === "accepted")
    .map(({ _id, eventId, title, authors, presentingAuthor }) => ({ _id, eventId, title, authors, presentingAuthor }));
}

/**
 * The upload's real type, checked by its bytes (PDF, .doc or .docx) and required to agree with its
 * name's extension and the type the browser declared (or none), so a program renamed .pdf, or a
 * spreadsheet renamed .doc, is refused.
 */
export interface CheckedAbstractFile {
  upload: UploadedFile;
  contentType: AbstractFileType;
}

export function checkedAbstractFile(file: UploadedFile | undefined): CheckedAbstractFile {
  const atFile = (status: number, message: string) =>
    new HttpError(status, message, { issues: [{ field: "file", message }] });
  if (!file) throw atFile(400, ABSTRACT_MESSAGES.fileRequired);
  if (file.data.length === 0) throw atFile(400, "The file is empty.");
  if (file.data.length > ABSTRACT_FILE_LIMIT.maxBytes) throw tooLarge(ABSTRACT_MESSAGES.fileTooLarge);
  const sniffed = sniffDocument(file.data);
  const declared = file.declaredType.trim().toLowerCase();
  const agrees =
    sniffed !== undefined &&
    abstractTypeOfName(file.filename) === sniffed &&
    ["", "application/octet-stream", sniffed].includes(declared);
  if (!agrees) throw atFile(415, ABSTRACT_MESSAGES.fileType);
  return { upload: file, contentType: sniffed };
}

/** Stores a checked upload; answers what the abstract keeps of it. */
export async function storeAbstractFile({
  upload: file,
  contentType,
}: CheckedAbstractFile): Promise<EventAbstractRecord["file"]> {
  const id = newId();
  const name = safeFileName(file.filename);
  await putBinary(fileKey(id), file.data, { contentType, name });
  return { id, name, contentType, size: file.data.length };
}

export const readAbstractFile = async (record: Pick<EventAbstractRecord, "file">) =>
  (await getBinary(fileKey(record.file.id)))?.data;

/** Removes a stored file (replaced by a revision, its abstract deleted, or a write that failed). Never throws. */
export async function removeAbstractFile(file: Pick<EventAbstractRecord["file"], "id">): Promise<void> {
  await deleteBinary(fileKey(file.id)).catch((error: unknown) => {
    console.error("Could not remove an abstract's file:", error instanceof Error ? error.message : error);
  });
}
