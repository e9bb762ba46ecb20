import { describe, expect, it } from "vitest";
import { csvCell, toCsv, type CsvColumn } from "../../src/domain/csv";
import { readCsv } from "../support/read-csv";

const BOM = "\uFEFF";

interface Member {
  name: string;
  contact: string;
  note: string;
}

const columns: CsvColumn<Member>[] = [
  { header: "Name", value: (row) => row.name },
  { header: "Contact", value: (row) => row.contact },
  { header: "Note", value: (row) => row.note },
];

describe("csvCell", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("")).toBe('""');
    expect(csvCell('She said "namaste"')).toBe('"She said ""namaste"""');
  });

  it("keeps commas and line breaks inside the quotes", () => {
    expect(csvCell("1 Test Road, Lucknow")).toBe('"1 Test Road, Lucknow"');
    expect(csvCell("Line one\r\nLine two\nLine three")).toBe('"Line one\r\nLine two\nLine three"');
  });

  it("defuses a cell a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}HYPERLINK("http://example.org")`), JSON.stringify(start)).toBe(
        `"'${start}HYPERLINK(""http://example.org"")"`,
      );
    }
    expect(csvCell("=1+1 Professor")).toBe(`"'=1+1 Professor"`);
    expect(csvCell("-2+3")).toBe(`"'-2+3"`);
  });

  it("keeps phone numbers and signed figures as they are", () => {
    expect(csvCell("+91 90000 00001")).toBe('"+91 90000 00001"');
    expect(csvCell("+91 (522) 274-0000")).toBe('"+91 (522) 274-0000"');
    expect(csvCell("-5")).toBe('"-5"');
    // Only the start counts: a formula sign later in the text is harmless.
    expect(csvCell("Professor = Head")).toBe('"Professor = Head"');
  });

  it("keeps Indian names and the rupee sign intact", () => {
    expect(csvCell("श्रीमती अनीता वर्मा")).toBe('"श्रीमती अनीता वर्मा"');
    expect(csvCell("₹1,18,000.00")).toBe('"₹1,18,000.00"');
  });
});

describe("toCsv", () => {
  const rows: Member[] = [
    { name: "Asha Verma", contact: "+91 90000 00001", note: "Fee ₹1,180.00, paid" },
    { name: "அருண் குமார்", contact: "0522 2740000", note: 'Says "hello"\nand more' },
    { name: "=cmd|' /C calc'!A0", contact: "@SUM(A1)", note: "" },
  ];

  it("starts with the UTF-8 byte-order mark, then a header row, rows ended by CRLF", () => {
    const csv = toCsv(columns, rows);
    expect(
      csv.startsWith(`${BOM}"Name","Contact","Note"\r\n"Asha Verma","+91 90000 00001","Fee ₹1,180.00, paid"\r\n`),
    ).toBe(true);
    expect(csv.endsWith('"\'@SUM(A1)",""')).toBe(true);
  });

  it("reads back cell for cell, formula cells defused", () => {
    expect(readCsv(toCsv(columns, rows))).toEqual([
      ["Name", "Contact", "Note"],
      ["Asha Verma", "+91 90000 00001", "Fee ₹1,180.00, paid"],
      ["அருண் குமார்", "0522 2740000", 'Says "hello"\nand more'],
      ["'=cmd|' /C calc'!A0", "'@SUM(A1)", ""],
    ]);
  });

  it("keeps its characters when written as UTF-8 bytes", () => {
    const csv = toCsv(columns, rows);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });

  it("gives only the header for no rows", () => {
    expect(toCsv(columns, [])).toBe(`${BOM}"Name","Contact","Note"`);
  });
});
