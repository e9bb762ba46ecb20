import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * The first page of `pdf` as a grey image of `scale` pixels a point (one byte a pixel, rows from
 * the top), drawn by poppler's pdftoppm (Debian: poppler-utils; .ci/run installs it).
 */
export async function rasterisePdf(pdf: Uint8Array, scale: number): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), "rasterise-pdf-"));
  try {
    const file = path.join(folder, "page.pdf");
    await writeFile(file, pdf);
    execFileSync("pdftoppm", [
      "-png",
      "-gray",
      "-singlefile",
      "-r",
      String(72 * scale),
      file,
      path.join(folder, "page"),
    ]);
    return await sharp(path.join(folder, "page.png")).toColourspace("b-w").raw().toBuffer();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
