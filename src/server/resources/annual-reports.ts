import { z } from "zod";
import {
  ANNUAL_REPORT_MESSAGES,
  annualReportFileStem,
  annualReportsInput,
  sortAnnualReportsNewestFirst,
  type AnnualReportsRecord,
} from "../../domain/annual-reports";
import { annualReportsCollection } from "../content/collections";
import { conflict, HttpError, notFound } from "../http/errors";
import { FILE_LIMITS, removeStoredFile, storeUpload, trashStoredFile } from "../content/files";
import { message, resource, route } from "../api/handler";

const NOUN = "Annual report";

/** The form's text fields as sent; the year is checked together with the file below. */
const formFields = z.record(z.string(), z.unknown(), { error: "Send the form's fields: year, title and pdf." });

/** One report per year (docs/rules/public-site.md §2): refuses `year` when another record has it. */
function refuseTakenYear(records: readonly AnnualReportsRecord[], year: string): void {
  if (records.some((record) => record.year === year)) throw conflict(ANNUAL_REPORT_MESSAGES.duplicate);
}

const newestFirst = annualReportsCollection.preparedList(sortAnnualReportsNewestFirst);
const list = route({ cachedFrom: [annualReportsCollection.name], handle: ({ reads }) => newestFirst(reads) });

const create = route({
  admin: "content",
  body: formFields,
  files: { pdf: FILE_LIMITS.pdf },
  publishes: true,
  status: 201,
  async handle({ body, files }) {
    // Both the year and the file are checked at once, so one answer names everything missing.
    const parsed = annualReportsInput.safeParse(body);
    const issues = (parsed.error?.issues ?? []).map((issue) => ({
      field: issue.path.map(String).join(".") || "year",
      message: issue.message,
    }));
    const pdf = files.pdf;
    if (!pdf) issues.push({ field: "pdf", message: ANNUAL_REPORT_MESSAGES.pdfRequired });
    if (!parsed.success || !pdf) {
      const missing = !pdf || typeof body.year !== "string" || body.year.trim() === "";
      const text = missing
        ? ANNUAL_REPORT_MESSAGES.required
        : [...new Set(issues.map((issue) => issue.message))].join(" ");
      throw new HttpError(400, text, { issues });
    }
    const { year, title } = parsed.data;
    // Refused before the file is stored; checked again in the write, against a report added meanwhile.
    refuseTakenYear(await annualReportsCollection.list(), year);
    const pdfUrl = await storeUpload(pdf, "pdf", annualReportFileStem(year));
    try {
      return await annualReportsCollection.insert(
        { year, title, pdfUrl, pdfBytes: pdf.data.length, uploadedAt: new Date().toISOString() },
        (records) => refuseTakenYear(records, year),
      );
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
    const removed = await annualReportsCollection.remove(id);
    if (!removed) throw notFound(NOUN);
    // As for downloads: the record goes first, then its PDF to the trash, from which restoring the
    // report brings it back.
    await trashStoredFile(removed.pdfUrl).catch((error: unknown) => console.error("Could not trash a PDF:", error));
    return message(`${NOUN} deleted successfully!`);
  },
});

/**
 * GET and POST /api/annual-reports; DELETE /api/annual-reports/{id}. Reports are added and deleted,
 * never edited (as downloads): to replace one, delete it and add the new one for the same year.
 */
export const annualReportsHandler = resource({ GET: list, POST: create, "DELETE :id": remove });
