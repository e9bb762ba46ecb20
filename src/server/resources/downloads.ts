import { z } from "zod";
import {
  DOWNLOAD_FIELDS_REQUIRED,
  downloadsInput,
  PDF_REQUIRED,
  sortDownloadsNewestFirst,
} from "../../domain/downloads";
import { downloadsCollection } from "../content/collections";
import { HttpError, notFound } from "../http/errors";
import { FILE_LIMITS, removeStoredFile, storeUpload, trashStoredFile } from "../content/files";
import { message, resource, route } from "../api/handler";

const NOUN = "Download";

/** The form's text fields as sent; the title is checked together with the file below. */
const formFields = z.record(z.string(), z.unknown(), { error: "Send the form's fields: title and pdf." });

const newestFirst = downloadsCollection.preparedList(sortDownloadsNewestFirst);
const list = route({ cachedFrom: [downloadsCollection.name], handle: ({ reads }) => newestFirst(reads) });

const create = route({
  admin: "content",
  body: formFields,
  files: { pdf: FILE_LIMITS.pdf },
  publishes: true,
  status: 201,
  async handle({ body, files }) {
    // Both fields are checked at once, so one answer names everything missing.
    const parsed = downloadsInput.safeParse(body);
    const issues = (parsed.error?.issues ?? []).map((issue) => ({
      field: issue.path.map(String).join(".") || "title",
      message: issue.message,
    }));
    const pdf = files.pdf;
    if (!pdf) issues.push({ field: "pdf", message: PDF_REQUIRED });
    if (!parsed.success || !pdf) {
      const missing = !pdf || typeof body.title !== "string" || body.title.trim() === "";
      const text = missing ? DOWNLOAD_FIELDS_REQUIRED : [...new Set(issues.map((issue) => issue.message))].join(" ");
      throw new HttpError(400, text, { issues });
    }
    const { title } = parsed.data;
    const pdfUrl = await storeUpload(pdf, "pdf", title);
    try {
      return await downloadsCollection.insert({ title, pdfUrl, uploadedAt: new Date().toISOString() });
    } catch (error) {
      await removeStoredFile(pdfUrl).catch((cleanup: unknown) =>
        console.error("Could not remove an unused PDF:", cleanup),
      );
      throw error;
    }
  },
});

const remove = route({
  admin: "content",
  publishes: true,
  async handle({ id }) {
    const removed = await downloadsCollection.remove(id);
    if (!removed) throw notFound(NOUN);
    // The record is gone first: a file left behind is wasted space, a record without its file a dead
    // link. The PDF goes to the trash, from which restoring the download brings it back.
    await trashStoredFile(removed.pdfUrl).catch((error: unknown) => console.error("Could not trash a PDF:", error));
    return message(`${NOUN} deleted successfully!`);
  },
});

/** GET and POST /api/downloads; DELETE /api/downloads/{id}. Downloads are added and deleted, never edited. */
export const downloadsHandler = resource({ GET: list, POST: create, "DELETE :id": remove });
