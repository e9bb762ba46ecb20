/**
 * A small, valid one-page PDF (A4, Helvetica) written in code: a heading and a few lines of text,
 * with a correct cross-reference table. Only printable ASCII is written; anything else becomes "?".
 */

/** A PDF literal string: printable ASCII with \, ( and ) escaped. */
function pdfString(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, "?");
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    "BT",
    "/F1 18 Tf",
    "72 770 Td",
    `${pdfString(title)} Tj`,
    "/F1 11 Tf",
    "16 TL",
    "T*",
    ...lines.map((line) => `T* ${pdfString(line)} Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Demo content seed) >>`,
  ];
  // The second line's bytes above 127 tell tools the file is binary, as the format recommends.
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  // Each cross-reference entry is exactly 20 bytes, its end of line included.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
