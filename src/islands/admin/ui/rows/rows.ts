import type { FieldOf } from "../validation";
import { firstSegment } from "../validation";

/**
 * Repeated rows (guest editors, the special issue's dates, an article's authors) are kept in the
 * form's values as one JSON text, so the forms' change tracking and the drafts kept over a forced
 * sign-out treat them like any text field. These read and write that text.
 */

/** A row's fields: text, or a yes/no (the corresponding author). */
export type RowShape = Record<string, string | boolean>;

/** The rows in `text`, each with `blank`'s fields (of the same kind); unreadable text is no rows. */
export function readRows<Row extends RowShape>(text: string, blank: Row): Row[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((item: unknown) => {
    const row: RowShape = { ...blank };
    if (typeof item === "object" && item !== null) {
      for (const [key, value] of Object.entries(item)) {
        if (key in blank && typeof value === typeof blank[key]) row[key] = value as string | boolean;
      }
    }
    return row as Row;
  });
}

export const writeRows = (rows: readonly RowShape[]): string => JSON.stringify(rows);

/** `rows` with the row at `from` moved to `to`. */
export function moveRow<Row>(rows: readonly Row[], from: number, to: number): Row[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}

/** The error key of a row's field: "authors.1.orcid", as the schemas' issue paths name it. */
export const rowErrorKey = (list: string, index: number, field: string) => `${list}.${index}.${field}`;

/**
 * Issue paths to form fields when a form edits lists of rows: a row's field keeps its whole path
 * ("authors.1.orcid", shown at that row's input), everything else is its first segment.
 */
export const rowsFieldOf =
  (lists: readonly string[]): FieldOf =>
  (path) => {
    const first = firstSegment(path);
    return lists.includes(first) ? path : first;
  };

/** An element id from a field's key ("authors.1.orcid" -> "...-authors-1-orcid"). */
export const idFor = (base: string, key: string) => `${base}-${key.replace(/[^A-Za-z0-9_-]/g, "-")}`;
