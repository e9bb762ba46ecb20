import * as z from "zod";
import { storedMeta } from "./fields";

/**
 * The society's annual reports (docs/rules/public-site.md §2): one record per year, April to March,
 * each with its PDF, listed on /publications/annual-reports newest year first. Added and deleted
 * like downloads, never edited; one report per year.
 */

/** The first and last year a report may begin in ("1900-01" to "2098-99", as yearRange says). */
export const ANNUAL_REPORT_YEARS = { first: 1900, last: 2098 } as const;

export const ANNUAL_REPORT_MESSAGES = {
  /** The answer when the year or the file is missing (the admin form names each field). */
  required: "Year and a PDF file are required.",
  yearRequired: "Year is required.",
  pdfRequired: "A PDF file is required.",
  yearFormat:
    "Year must be written like 2024-25: the year the report begins, a hyphen, and the next year's last two digits.",
  yearRange: "Year must be between 1900-01 and 2098-99.",
  titleTooLong: "Title is too long (300 characters at most).",
  duplicate: "There is already an annual report for this year. Delete it first to add another for that year.",
} as const;

const YEAR_SHAPE = /^(\d{4})-(\d{2})$/;

/**
 * The year the report begins in ("2024-25" -> 2024), or undefined when `year` is not "YYYY-YY" with
 * the next year after the hyphen.
 */
export function annualReportStartYear(year: string): number | undefined {
  const match = YEAR_SHAPE.exec(year);
  if (!match) return undefined;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : undefined;
}

/**
 * The text part of the annual reports form (multipart: `year`, an optional `title` + a `pdf` file,
 * which is required and checked by its bytes on the server). The file downloads as
 * "annual-report-{year}.pdf".
 */
export const annualReportsInput = z.object({
  year: z
    .string({ error: ANNUAL_REPORT_MESSAGES.yearRequired })
    .trim()
    .min(1, { error: ANNUAL_REPORT_MESSAGES.yearRequired, abort: true })
    .refine((year) => annualReportStartYear(year) !== undefined, {
      error: ANNUAL_REPORT_MESSAGES.yearFormat,
      abort: true,
    })
    .refine(
      (year) => {
        const start = annualReportStartYear(year) ?? 0;
        return start >= ANNUAL_REPORT_YEARS.first && start <= ANNUAL_REPORT_YEARS.last;
      },
      { error: ANNUAL_REPORT_MESSAGES.yearRange },
    ),
  /** Empty: the page and the panel call it "Annual Report {year}". */
  title: z
    .string({ error: "Title must be text." })
    .trim()
    .max(300, { error: ANNUAL_REPORT_MESSAGES.titleTooLong })
    .optional()
    .default(""),
});
export type AnnualReportsInput = z.input<typeof annualReportsInput>;

export const annualReportsRecord = storedMeta.extend({
  /** "2024-25": April 2024 to March 2025. No two reports have the same year. */
  year: z.string(),
  /** As typed; "" when none was given (annualReportTitle gives the one shown). */
  title: z.string(),
  /** "/api/files/{id}": the stored PDF, served as an attachment named "annual-report-{year}.pdf". */
  pdfUrl: z.string(),
  /** The PDF's size in bytes, which the public page shows beside its link. */
  pdfBytes: z.number().int().min(0),
  /** ISO time of the upload. */
  uploadedAt: z.string(),
});
export type AnnualReportsRecord = z.infer<typeof annualReportsRecord>;

/** The report's name as shown: its title, or "Annual Report 2024-25". */
export const annualReportTitle = (report: Pick<AnnualReportsRecord, "year" | "title">): string =>
  report.title.trim() || `Annual Report ${report.year}`;

/** The PDF's download name without ".pdf" (the file store adds it): "annual-report-2024-25". */
export const annualReportFileStem = (year: string): string => `annual-report-${year}`;

/** "April 2024 to March 2025" for "2024-25". */
export function annualReportPeriod(year: string): string {
  const start = annualReportStartYear(year) ?? Number(year.slice(0, 4));
  return `April ${String(start)} to March ${String(start + 1)}`;
}

/** Newest year first, as the annual reports page lists them. */
export function sortAnnualReportsNewestFirst(items: readonly AnnualReportsRecord[]): AnnualReportsRecord[] {
  return [...items].sort((a, b) => b.year.localeCompare(a.year) || b.createdAt.localeCompare(a.createdAt));
}
