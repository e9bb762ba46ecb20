import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "./server";

/**
 * Photographs for the bench stores, as an office-bearer's phone makes them: JPEG, 3000 x 4000
 * (portrait), 1.5-2 MB, made here from gradients and noise (a soft head-and-shoulders shape on a
 * graded background, grain at several scales), so they are fictional and cost nothing to ship.
 * A pool of distinct photos is made once and kept under .netlify/bench-photos/; every upload of
 * one is still its own stored file with its own id.
 */

export const PHOTO_WIDTH = 3000;
export const PHOTO_HEIGHT = 4000;
export const PHOTO_POOL_SIZE = 24;
const MIN_BYTES = 1.5 * 1024 * 1024;
/** The upload limit (src/server/content/files.ts FILE_LIMITS.image). */
const MAX_BYTES = 2 * 1024 * 1024;
/** Bumped when the drawing changes, so a kept pool is made again. */
const VERSION = 1;
const POOL_DIR = path.join(ROOT, ".netlify", "bench-photos");

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** The scene at 1/40 scale: a graded background and a soft figure, upscaled smoothly later. */
function scene(random: () => number): Buffer {
  const [w, h] = [PHOTO_WIDTH / 40, PHOTO_HEIGHT / 40];
  const top = [random() * 255, random() * 255, random() * 255];
  const bottom = [random() * 160, random() * 160, random() * 160];
  const figure = [40 + random() * 150, 30 + random() * 120, 20 + random() * 110];
  const headX = w * (0.4 + random() * 0.2);
  const headY = h * (0.3 + random() * 0.1);
  const data = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const head = ((x - headX) / (w * 0.17)) ** 2 + ((y - headY) / (h * 0.15)) ** 2 < 1;
      const shoulders = y > headY + h * 0.17 && Math.abs(x - headX) < w * 0.38 + (y - headY) * 0.3;
      const t = y / h;
      for (let c = 0; c < 3; c++) {
        const background = (top[c] ?? 0) * (1 - t) + (bottom[c] ?? 0) * t;
        const value = head || shoulders ? (figure[c] ?? 0) : background;
        data[(y * w + x) * 3 + c] = clamp(value + (random() - 0.5) * 24);
      }
    }
  }
  return data;
}

const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
  })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: "cubic" })
    .raw()
    .toBuffer();

/** One photograph: the scene, a coarse grain and a fine grain (shifted per photo), as JPEG. */
async function photo(index: number, fine: Buffer): Promise<Buffer> {
  const random = prng(1000 + index);
  const base = await sharp(scene(random), { raw: { width: PHOTO_WIDTH / 40, height: PHOTO_HEIGHT / 40, channels: 3 } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const coarse = await noise(PHOTO_WIDTH / 20, PHOTO_HEIGHT / 20, 30);
  const shift = Math.floor(random() * (fine.length / 3)) * 3;
  for (let i = 0; i < base.length; i++) {
    base[i] = clamp(
      (base[i] ?? 0) + ((coarse[i] ?? 128) - 128) * 0.4 + ((fine[(i + shift) % fine.length] ?? 128) - 128),
    );
  }
  let quality = 82;
  for (let attempt = 0; attempt < 5; attempt++) {
    const jpeg = await sharp(base, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length > MAX_BYTES) quality -= 3;
    else if (jpeg.length < MIN_BYTES) quality += 3;
    else return jpeg;
  }
  throw new Error(`Photo ${index} did not come out between 1.5 and 2 MB.`);
}

/** The pool of distinct photos, made on first use and read from disk afterwards. */
export async function photoPool(size = PHOTO_POOL_SIZE): Promise<Buffer[]> {
  await mkdir(POOL_DIR, { recursive: true });
  const fileOf = (index: number) => path.join(POOL_DIR, `v${VERSION}-${index}.jpg`);
  let fine: Buffer | undefined;
  const pool: Buffer[] = [];
  for (let index = 0; index < size; index++) {
    const kept = await readFile(fileOf(index)).catch(() => undefined);
    if (kept) {
      pool.push(kept);
      continue;
    }
    fine ??= await sharp({
      create: {
        width: PHOTO_WIDTH,
        height: PHOTO_HEIGHT,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 7 },
      },
    })
      .raw()
      .toBuffer();
    const made = await photo(index, fine);
    await writeFile(fileOf(index), made);
    pool.push(made);
  }
  return pool;
}

if (import.meta.filename === process.argv[1]) {
  const started = performance.now();
  const pool = await photoPool();
  const sizes = pool.map((photo) => (photo.length / 1024 / 1024).toFixed(2));
  console.log(
    `${pool.length} photos (${sizes.join(", ")} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
