/**
 * Writes the placeholder annual-report PDFs to public/reports/ (one per entry of
 * src/content/reports.ts). Run once with `npx tsx scripts/annual-report-placeholders.ts`; the
 * society replaces each file with its real report under the same name.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { annualReports } from "../src/content/reports";
import { site } from "../src/content/site";
import { simplePdf } from "./lib/demo/pdf";

const publicDir = path.join(import.meta.dirname, "..", "public");

for (const report of annualReports) {
  const file = path.join(publicDir, report.href);
  await mkdir(path.dirname(file), { recursive: true });
  const pdf = simplePdf(`Annual Report ${report.year}`, [
    site.name,
    "",
    "PLACEHOLDER: this file stands in for the society's annual report",
    `for the year ${report.year} (April to March). The society will replace it`,
    "with the published report under the same file name.",
  ]);
  await writeFile(file, pdf);
  console.log(`${path.relative(process.cwd(), file)}: ${pdf.length} bytes`);
}
