/**
 * CSV files that spreadsheet programs (Excel, LibreOffice, Google Sheets) open as they are: every
 * cell quoted, quotes doubled, rows ended by CRLF, and a UTF-8 byte-order mark so names in Indian
 * scripts and "₹" are read as UTF-8 and not as the system's code page.
 *
 * A cell starting with = + - @, a tab or a carriage return would be run as a formula (CSV
 * injection), so it gets a leading apostrophe, which spreadsheets hide; a phone number or a signed
 * figure ("+91 90000 00001", "-5") is kept as it is, since it cannot call anything.
 */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

const BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const ONLY_A_NUMBER = /^[+-]?[\d\s().-]+$/;

/** One cell: formula-safe, quoted, quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !ONLY_A_NUMBER.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole file: the byte-order mark, the header row, then one row per item. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return BYTE_ORDER_MARK + lines.map((cells) => cells.join(",")).join("\r\n");
}
