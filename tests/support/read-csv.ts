import { expect } from "vitest";

const BOM = "\uFEFF";

/** The cells of a file made by toCsv (src/domain/csv.ts), read back the way a spreadsheet reads RFC 4180. */
export function readCsv(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  const rows: string[][] = [[]];
  let cell = "";
  let quoted = false;
  const body = text.slice(BOM.length);
  for (let i = 0; i < body.length; i += 1) {
    const char = body.charAt(i);
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      rows.at(-1)?.push(cell);
      cell = "";
    } else if (char === "\r" && body[i + 1] === "\n") {
      rows.at(-1)?.push(cell);
      rows.push([]);
      cell = "";
      i += 1;
    } else {
      throw new Error(`Unquoted character ${JSON.stringify(char)} at ${i}`);
    }
  }
  rows.at(-1)?.push(cell);
  return rows;
}
