import * as z from "zod";
import {
  DOWNLOAD_FIELDS_REQUIRED,
  downloadsInput,
  PDF_REQUIRED,
  sortDownloadsNewestFirst,
} from "../../domain/downloads";
import { downloadsCollection } from "../content/collections";
import { notFound } from "../http/errors";
import { FILE_LIMITS } from "../content/files";
import { checkedPdfForm, insertWithPdf, removeWithPdf } from "../api/record-with-pdf";
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
    const { data, pdf } = checkedPdfForm(downloadsInput, body, files.pdf, "title", {
      required: DOWNLOAD_FIELDS_REQUIRED,
      pdfRequired: PDF_REQUIRED,
    });
    return insertWithPdf(pdf, data.title, (pdfUrl) =>
      downloadsCollection.insert({ title: data.title, pdfUrl, uploadedAt: new Date().toISOString() }),
    );
  },
});

const remove = route({
  admin: "content",
  publishes: true,
  async handle({ id }) {
    if (!(await removeWithPdf(() => downloadsCollection.remove(id)))) throw notFound(NOUN);
    return message(`${NOUN} deleted successfully!`);
  },
});

/** GET and POST /api/downloads; DELETE /api/downloads/{id}. Downloads are added and deleted, never edited. */
export const downloadsHandler = resource({ GET: list, POST: create, "DELETE :id": remove });
