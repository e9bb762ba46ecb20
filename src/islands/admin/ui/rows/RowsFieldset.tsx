import type { ReactNode } from "react";
import type { FieldErrors } from "../validation";
import { RowButtons, type RowEditing } from "./RowButtons";
import { AddRowButton } from "./useRowList";

/**
 * The frame of a list of rows edited in place (TextRows, a page's sections): the list's legend,
 * hint and error, "None." or each row as a fieldset named "Section 2" with its fields, Up, Down and
 * Remove, and "Add section" under them while there is room.
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
                <legend>
                  {rowName} {index + 1}
                </legend>
                {fields(row, index)}
                <RowButtons editing={editing} idBase={idBase} index={index} rowName={lowerName} />
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {editing.rows.length < max && <AddRowButton idBase={idBase} rowName={lowerName} onAdd={onAdd} />}
    </fieldset>
  );
}
