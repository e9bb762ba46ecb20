/**
 * Writes the placeholder annual-report PDFs to scripts/lib/demo/files/ (one per year of
 * scripts/lib/demo/annual-reports.ts), which the seed stores as the annual reports the site starts
 * with. Run once with `npx tsx scripts/annual-report-placeholders.ts`; the society publishes its
 * real reports in the admin panel's Annual Reports tab.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { STARTING_SITE_DETAILS } from "../src/domain/site-details";
import { DEMO_ANNUAL_REPORT_YEARS, demoAnnualReportFile } from "./lib/demo/annual-reports";
import { simplePdf } from "./lib/demo/pdf";

for (const year of DEMO_ANNUAL_REPORT_YEARS) {
  const file = demoAnnualReportFile(year);
  await mkdir(path.dirname(file), { recursive: true });
  const pdf = simplePdf(`Annual Report ${year}`, [
    STARTING_SITE_DETAILS.name,
    "",
    "PLACEHOLDER: this file stands in for the society's annual report",
    `for the year ${year} (April to March). The society will replace it`,
    "with the published report under the same file name.",
  ]);
  await writeFile(file, pdf);
  console.log(`${path.relative(process.cwd(), file)}: ${pdf.length} bytes`);
}
