import type { z } from "zod";
import { journalArticleInput, type JournalArticleInput, type JournalArticleRecord } from "../../../../domain/journal";
import { optionalPdfFile } from "../../ui/uploads";
import { typedNumber } from "../../ui/validation";
import { FIRST_AUTHOR, readAuthors } from "./AuthorRows";
import { writeRows } from "../../ui/rows/rows";

/**
 * An article's form values (docs/rules/journal.md §3): text as typed, the authors' rows as JSON text
 * (rows.ts), keywords one per line, and the PDF chosen. What is sent: the API's input, as
 * multipart with each author as JSON text in a repeated `authors[]` part, the keywords as typed
 * (the schema splits the lines), booleans as "true" or "false" and the PDF in `pdf`.
 */

export interface ArticleValues {
  issueId: string;
  title: string;
  type: string;
  authors: string;
  abstract: string;
  keywords: string;
  firstPage: string;
  lastPage: string;
  doi: string;
  received: string;
  accepted: string;
  published: string;
  language: string;
  slug: string;
  ready: boolean;
  /** Saved as ready before: the address is fixed. */
  everReady: boolean;
  pdf: File | null;
  /** The stored PDF's URL ("" before one is uploaded). */
  currentPdf: string;
}

export const blankArticle = (issueId: string): ArticleValues => ({
  issueId,
  title: "",
  type: "Research article",
  authors: writeRows([FIRST_AUTHOR]),
  abstract: "",
  keywords: "",
  firstPage: "",
  lastPage: "",
  doi: "",
  received: "",
  accepted: "",
  published: "",
  language: "en",
  slug: "",
  ready: false,
  everReady: false,
  pdf: null,
  currentPdf: "",
});

export const articleValues = (article: JournalArticleRecord): ArticleValues => ({
  issueId: article.issueId,
  title: article.title,
  type: article.type,
  authors: writeRows(article.authors),
  abstract: article.abstract,
  keywords: article.keywords.join("\n"),
  firstPage: String(article.firstPage),
  lastPage: String(article.lastPage),
  doi: article.doi,
  received: article.received,
  accepted: article.accepted,
  published: article.published,
  language: article.language,
  slug: article.slug,
  ready: article.ready,
  everReady: article.everReady,
  pdf: null,
  currentPdf: article.pdf,
});

/** The API's input plus the PDF, checked in the browser before sending. */
export const articleSchema = journalArticleInput.safeExtend({ pdf: optionalPdfFile() });

/** The values as the schema reads them; the choices may still be empty here: the schema then says so by the field. */
export const articleInput = (values: ArticleValues): z.input<typeof articleSchema> => ({
  issueId: values.issueId,
  title: values.title,
  type: values.type as JournalArticleInput["type"],
  authors: readAuthors(values.authors),
  abstract: values.abstract,
  keywords: values.keywords,
  firstPage: typedNumber(values.firstPage),
  lastPage: typedNumber(values.lastPage),
  doi: values.doi,
  received: values.received,
  accepted: values.accepted,
  published: values.published,
  language: values.language as JournalArticleInput["language"],
  slug: values.slug,
  ready: values.ready,
  pdf: values.pdf,
});

const TEXT_FIELDS = [
  "issueId",
  "title",
  "type",
  "abstract",
  "keywords",
  "firstPage",
  "lastPage",
  "doi",
  "received",
  "accepted",
  "published",
  "language",
  "slug",
] as const;

export function articleFormData(values: ArticleValues): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) form.append(field, values[field]);
  for (const author of readAuthors(values.authors)) form.append("authors[]", JSON.stringify(author));
  form.append("ready", String(values.ready));
  if (values.pdf) form.append("pdf", values.pdf, values.pdf.name);
  return form;
}
