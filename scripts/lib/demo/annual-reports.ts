import { readFileSync } from "node:fs";
import path from "node:path";
import type { AnnualReportsInput } from "../../../src/domain/annual-reports";

/**
 * The annual reports the site started with (docs/rules/public-site.md §2): the six years 2014-15 to
 * 2019-20, newest first, each with its PLACEHOLDER PDF kept in ./files/ (written by
 * scripts/annual-report-placeholders.ts; each says it stands in for the society's report). They
 * have no title, so the page calls each "Annual Report {year}", and one upload time.
 */

export type DemoAnnualReport = AnnualReportsInput & { uploadedAt: string };

export const DEMO_ANNUAL_REPORT_YEARS = ["2019-20", "2018-19", "2017-18", "2016-17", "2015-16", "2014-15"] as const;

/** Where the placeholder PDF of `year` is kept. */
export const demoAnnualReportFile = (year: string): string =>
  path.join(import.meta.dirname, "files", `annual-report-${year}.pdf`);

/** The placeholder PDF of `year`, read when the seed prepares it. */
export const demoAnnualReportPdf = (year: string): Buffer => readFileSync(demoAnnualReportFile(year));

export const demoAnnualReports: DemoAnnualReport[] = DEMO_ANNUAL_REPORT_YEARS.map((year) => ({
  year,
  uploadedAt: "2025-04-01T04:30:00.000Z",
}));
