import * as z from "zod";
import {
  ANNUAL_REPORT_MESSAGES,
  annualReportFileStem,
  annualReportsInput,
  sortAnnualReportsNewestFirst,
  type AnnualReportsRecord,
} from "../../domain/annual-reports";
import { annualReportsCollection } from "../content/collections";
import { conflict, notFound } from "../http/errors";
import { FILE_LIMITS } from "../content/files";
import { checkedPdfForm, insertWithPdf, removeWithPdf } from "../api/record-with-pdf";
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
    const { data, pdf } = checkedPdfForm(annualReportsInput, body, files.pdf, "year", ANNUAL_REPORT_MESSAGES);
    const { year, title } = data;
    // Refused before the file is stored; checked again in the write, against a report added meanwhile.
    refuseTakenYear(await annualReportsCollection.list(), year);
    return insertWithPdf(pdf, annualReportFileStem(year), (pdfUrl) =>
      annualReportsCollection.insert(
        { year, title, pdfUrl, pdfBytes: pdf.data.length, uploadedAt: new Date().toISOString() },
        (records) => refuseTakenYear(records, year),
      ),
    );
  },
});

const remove = route({
  admin: "content",
  publishes: true,
  async handle({ id }) {
    // As for downloads: the record goes first, then its PDF to the trash.
    if (!(await removeWithPdf(() => annualReportsCollection.remove(id)))) throw notFound(NOUN);
    return message(`${NOUN} deleted successfully!`);
  },
});

/**
 * GET and POST /api/annual-reports; DELETE /api/annual-reports/{id}. Reports are added and deleted,
 * never edited (as downloads): to replace one, delete it and add the new one for the same year.
 */
export const annualReportsHandler = resource({ GET: list, POST: create, "DELETE :id": remove });
