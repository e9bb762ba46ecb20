import { deflateSync } from "node:zlib";

/**
 * A tiny placeholder portrait, drawn in code: a plain head-and-shoulders silhouette on a tinted
 * background, as an 8-bit RGB PNG of a few hundred bytes. Demo executives get one so the council
 * page shows some photos without shipping image files.
 */

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGB PNG of `width` x `height` whose pixel colours `paint(x, y)` gives. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, adaptive filtering, no interlace
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(paint(x, y), y * rowBytes + 1 + x * 3);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("tEXt", Buffer.from("Comment\0Demonstration placeholder portrait, not a real photo.", "latin1")),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const SIZE = 96;

/** A head-and-shoulders silhouette in `figure` on `background`, 96 x 96 pixels. */
export function placeholderPortrait(background: Rgb, figure: Rgb): Buffer {
  const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  return encodePng(SIZE, SIZE, (x, y) => {
    const px = x + 0.5;
    const py = y + 0.5;
    const head = inEllipse(px, py, 48, 38, 17, 19);
    const shoulders = inEllipse(px, py, 48, 100, 36, 36);
    return head || shoulders ? figure : background;
  });
}
