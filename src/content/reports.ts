/**
 * Annual reports (docs/rules/public-site.md §2: six static entries, 2014-15 to 2019-20). The files in
 * public/reports/ are PLACEHOLDER PDFs until the society replaces them with its real reports under
 * the same names (scripts/annual-report-placeholders.ts wrote them).
 */

export interface AnnualReport {
  /** The society's year, April to March: "2014-15". */
  year: string;
  /** Address of the PDF on this site (a file under public/). */
  href: string;
}

const years = ["2019-20", "2018-19", "2017-18", "2016-17", "2015-16", "2014-15"] as const;

/** Newest first, as visitors look for the latest report. */
export const annualReports: readonly AnnualReport[] = years.map((year) => ({
  year,
  href: `/reports/annual-report-${year}.pdf`,
}));
