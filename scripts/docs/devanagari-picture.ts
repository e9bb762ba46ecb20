import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { embedFamily } from "../../src/server/pdf/fonts";
import { Pen } from "../../src/server/pdf/pen";

/**
 * Run by hand: draws the names of the Devanagari picture test (tests/unit/devanagari-picture.test.ts)
 * through the renderer, regular and bold, and saves the page as docs/devanagari-names.png, to be
 * checked by eye. Needs pdftoppm (Debian: `apt-get install -y poppler-utils`).
 *
 *   npx tsx scripts/docs/devanagari-picture.ts
 */
const NAMES = ["श्रीवास्तव", "त्रिपाठी", "द्विवेदी", "कृष्ण", "पृथ्वी", "सिंह", "प्रियंका", "Dr. सिंह, Lucknow"];
const SIZE = 22;

const document = await PDFDocument.create();
const fonts = await embedFamily(document, "sans");
const page = document.addPage([440, 30 + NAMES.length * SIZE * 1.3]);
const { width, height } = page.getSize();
for (const [column, bold] of [
  [0, false],
  [1, true],
] as const) {
  const left = 15 + (column * width) / 2;
  const pen = new Pen(
    page,
    fonts,
    { left, right: left + width / 2 - 20, top: height - 12, bottom: 0 },
    { scale: 1, maxLines: 1 },
  );
  for (const name of NAMES) pen.text(name, { size: SIZE, bold });
}

const target = "docs/devanagari-names.png";
const folder = await mkdtemp(path.join(tmpdir(), "devanagari-picture-"));
try {
  const pdf = path.join(folder, "names.pdf");
  await writeFile(pdf, await document.save());
  execFileSync("pdftoppm", ["-png", "-gray", "-singlefile", "-r", "144", pdf, path.join(folder, "page")]);
  await writeFile(target, await readFile(path.join(folder, "page.png")));
  console.log(`${target}: ${(await stat(target)).size} bytes`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
