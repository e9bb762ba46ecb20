import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ReceiptSnapshot } from "../../src/domain/receipts";
import { renderReceiptPdf } from "../../src/server/pdf/receipt";

/**
 * Run by hand: draws a receipt with fictional data and saves its page as docs/receipt-example.png
 * for the README. Needs pdftoppm (Debian: `apt-get install -y poppler-utils`).
 *
 *   npx tsx scripts/docs/receipt-picture.ts
 */
const example: ReceiptSnapshot = {
  number: "2026-27/0042",
  date: "2026-11-27",
  registrationId: "example",
  paymentId: "example",
  society: {
    legalName: "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
    address: "Placeholder Bhawan, 1 Example Marg, Lucknow 226 000, Uttar Pradesh, India",
    state: "Uttar Pradesh",
    gstin: "09AAAAA0000A1Z0",
    sac: "999599",
  },
  member: {
    name: "Dr. Asha Verma",
    address: "12 Example Lane, Gomti Nagar, Lucknow 226 010",
    memberNumber: "SAEETD-00042",
    membershipType: "Life",
    nationality: "Indian",
    state: "Uttar Pradesh",
  },
  dues: { fee: 10_000, gst: 1_800, total: 11_800 },
  payment: { method: "UPI", reference: "412345678901", paidOn: "2026-11-25", amount: 11_800, purpose: "application" },
};

const target = "docs/receipt-example.png";
const folder = await mkdtemp(path.join(tmpdir(), "receipt-picture-"));
try {
  const pdf = path.join(folder, "receipt.pdf");
  await writeFile(pdf, await renderReceiptPdf(example));
  // 800 px wide: sharp enough to read, small enough for the README (about 85 KB).
  execFileSync("pdftoppm", [
    "-png",
    "-singlefile",
    "-scale-to-x",
    "800",
    "-scale-to-y",
    "-1",
    pdf,
    path.join(folder, "page"),
  ]);
  await writeFile(target, await readFile(path.join(folder, "page.png")));
  console.log(`${target}: ${(await stat(target)).size} bytes`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
