import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { STARTING_SITE_DETAILS } from "../../src/domain/site-details";
import { renderBadgeSheetPdf, type Badge } from "../../src/server/pdf/badge-sheet";
import { renderParticipationCertificatePdf } from "../../src/server/pdf/participation-certificate";

/**
 * Run by hand: draws a participation certificate and a sheet of name badges with fictional data
 * and saves their first pages as docs/pictures/participation-certificate.png and
 * docs/pictures/badge-sheet.png. Needs pdftoppm (Debian: `apt-get install -y poppler-utils`).
 * The society is named as the demo names it: the site details it starts with, which are also the
 * settings' legal name until the owner saves one (src/server/membership/settings.ts), the name the
 * certificates and badges print (src/server/events/certificates.ts) and the receipts in
 * docs/examples/event-registration/ carry.
 *
 *   npx tsx scripts/docs/event-pictures.ts
 */
const SOCIETY = STARTING_SITE_DETAILS.name;
const EVENT = {
  eventTitle: "National Symposium on Climate-Resilient Agriculture",
  eventDates: "12–14 February 2027",
  venue: "Lucknow",
};
const DAY = "2027-02-14";

const BADGES: Badge[] = [
  {
    name: "Dr. Asha Verma",
    institution: "Example Institute of Sugarcane Research, Lucknow",
    category: "Member",
    reference: "EVT-K7QM-2345",
  },
  {
    name: "डॉ. अनीता शर्मा",
    institution: "Placeholder Agricultural University, Kanpur",
    category: "Member",
    reference: "EVT-R4XD-8TNC",
  },
  {
    name: "Rohan Iyer",
    institution: "Example College of Agriculture",
    category: "Student",
    reference: "EVT-B9HW-5KPE",
  },
  {
    name: "Prof. Meenakshi Sundaram",
    institution: "Institute of Example Studies, Chennai",
    category: "Invited speaker",
    reference: "EVT-M2ZF-7QAV",
  },
  {
    name: "Dr. Venkata Subrahmanyam Lakshminarayanan-Chakravarthy",
    institution: "Placeholder Centre for Dryland Agriculture and Water Management, Hyderabad",
    category: "Non-member",
    reference: "EVT-C6TJ-3WRY",
  },
  { name: "Kavita Singh", institution: "", category: "Student", reference: "EVT-P8LS-4GUD" },
  {
    name: "Dr. Farhan Qureshi",
    institution: "Example Krishi Vigyan Kendra, Barabanki",
    category: "Member",
    reference: "EVT-Y3VN-9EHM",
  },
  { name: "Neha Joshi", institution: "Example University, Varanasi", category: "Student", reference: "EVT-H5GA-6ZXT" },
];

/** Saves `pdf`'s first page as `target`, `width` pixels wide (about 100 dpi for A4). */
async function savePicture(pdf: Uint8Array, target: string, width: number): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), "event-pictures-"));
  try {
    const file = path.join(folder, "document.pdf");
    await writeFile(file, pdf);
    execFileSync("pdftoppm", [
      "-png",
      "-singlefile",
      "-f",
      "1",
      "-l",
      "1",
      "-scale-to-x",
      String(width),
      "-scale-to-y",
      "-1",
      file,
      path.join(folder, "page"),
    ]);
    await writeFile(target, await readFile(path.join(folder, "page.png")));
    console.log(`${target}: ${(await stat(target)).size} bytes`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// A name in Devanagari, as a registrant may write it: its conjuncts and vowel signs must be shaped.
const certificate = await renderParticipationCertificatePdf({
  societyName: SOCIETY,
  name: "डॉ. अनीता शर्मा",
  institution: "Placeholder Agricultural University, Kanpur",
  ...EVENT,
  reference: "EVT-R4XD-8TNC",
  day: DAY,
});
await savePicture(certificate, "docs/pictures/participation-certificate.png", 1100);

const sheet = await renderBadgeSheetPdf({
  societyName: SOCIETY,
  eventTitle: EVENT.eventTitle,
  eventDates: EVENT.eventDates,
  day: DAY,
  badges: BADGES,
});
await savePicture(sheet, "docs/pictures/badge-sheet.png", 800);
