import type { ReactNode } from "react";
import type { FieldErrors } from "../validation";
import { RowButtons, type RowEditing } from "./RowButtons";
import { AddRowButton } from "./useRowList";

/**
 * The frame of a list of rows edited in place (TextRows, a page's sections): the list's legend,
 * hint and error, "None." or each row as a fieldset named "Section 2" with its fields, Up, Down and
 * Remove, and "Add section" under them while there is room. Rows with `rowLegends` are a page's
 * fixed parts: each named by its legend, with no buttons to move, remove or add one.
 */
export function RowsFieldset<Row>({
  idBase,
  list,
  legend,
  rowName,
  hint,
  errors,
  editing,
  max,
  onAdd,
  fields,
  rowLegends,
}: {
  idBase: string;
  /** The list's name in error keys ("sections"). */
  list: string;
  legend: string;
  /** One row in words, capitalised: "Section" (legends "Section 2", "Add section"). */
  rowName: string;
  hint?: string | undefined;
  errors: FieldErrors;
  editing: RowEditing<Row>;
  max: number;
  onAdd: () => void;
  /** A row's fields. */
  fields: (row: Row, index: number) => ReactNode;
  /** The fixed rows' names, in order: the rows cannot be added, moved or removed. */
  rowLegends?: readonly string[] | undefined;
}) {
  const lowerName = rowName.toLowerCase();
  const listError = errors[list];
  const describedBy = [hint ? `${idBase}-hint` : "", listError ? `${idBase}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="admin-rows" aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="admin-hint" id={`${idBase}-hint`}>
          {hint}
        </p>
      )}
      {listError && (
        <p className="admin-field-error" id={`${idBase}-error`}>
          {listError}
        </p>
      )}
      {editing.rows.length === 0 ? (
        <p className="admin-hint">None.</p>
      ) : (
        <ol className="admin-row-list">
          {editing.rows.map((row, index) => (
            <li key={index}>
              <fieldset className="admin-row">
                <legend>{rowLegends?.[index] ?? `${rowName} ${index + 1}`}</legend>
                {fields(row, index)}
                {!rowLegends && <RowButtons editing={editing} idBase={idBase} index={index} rowName={lowerName} />}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {!rowLegends && editing.rows.length < max && <AddRowButton idBase={idBase} rowName={lowerName} onAdd={onAdd} />}
    </fieldset>
  );
}
