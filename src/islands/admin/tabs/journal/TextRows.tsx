import { TextField } from "../../ui/fields";
import { useFocusAfterRender } from "../../ui/resource-tab/focus";
import type { FieldErrors } from "../../ui/validation";
import { addRowButtonId, rowFieldId, RowButtons, type RowEditing } from "./RowButtons";
import { readRows, rowErrorKey, writeRows } from "./rows";

/**
 * A list of rows of text fields (guest editors: name and affiliation; the dates of a call for
 * papers: what and when), edited in place: each row a fieldset named "Guest editor 2", with Up,
 * Down and Remove; "Add guest editor" under them. The rows are the JSON text in `value` (rows.ts);
 * each field shows its own error ("guestEditors.1.name"), the list its own ("guestEditors").
 */

export interface TextColumn {
  key: string;
  label: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}

export function TextRows({
  idBase,
  list,
  legend,
  rowName,
  hint,
  columns,
  value,
  errors,
  max,
  onChange,
}: {
  idBase: string;
  /** The list's name in error keys ("guestEditors"). */
  list: string;
  legend: string;
  /** One row in words, capitalised: "Guest editor" (legends "Guest editor 2", "Add guest editor"). */
  rowName: string;
  hint?: string;
  columns: readonly TextColumn[];
  value: string;
  errors: FieldErrors;
  max: number;
  /** The new JSON text, and the error key to clear with it (the whole list when not given). */
  onChange: (text: string, clears: string) => void;
}) {
  const focus = useFocusAfterRender();
  const blank = Object.fromEntries(columns.map((column) => [column.key, ""])) as Record<string, string>;
  const rows = readRows(value, blank);
  const editing: RowEditing<Record<string, string>> = {
    rows,
    change: (next, clears = list) => onChange(writeRows(next), clears),
    focus,
  };
  const lowerName = rowName.toLowerCase();
  const listError = errors[list];
  const describedBy = [hint ? `${idBase}-hint` : "", listError ? `${idBase}-error` : ""].filter(Boolean).join(" ");

  const add = () => {
    editing.change([...rows, { ...blank }]);
    const firstKey = columns[0]?.key ?? "";
    focus.later(() => document.getElementById(rowFieldId(idBase, rows.length, firstKey)));
  };

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
      {rows.length === 0 ? (
        <p className="admin-hint">None.</p>
      ) : (
        <ol className="admin-row-list">
          {rows.map((row, index) => (
            <li key={index}>
              <fieldset className="admin-row">
                <legend>
                  {rowName} {index + 1}
                </legend>
                <div className="admin-row-fields">
                  {columns.map((column) => {
                    const key = rowErrorKey(list, index, column.key);
                    return (
                      <TextField
                        key={column.key}
                        id={rowFieldId(idBase, index, column.key)}
                        name={key}
                        label={column.label}
                        required={column.required}
                        hint={column.hint}
                        autoComplete={column.autoComplete ?? "off"}
                        value={row[column.key] ?? ""}
                        error={errors[key]}
                        onValueChange={(text) =>
                          editing.change(
                            rows.map((each, at) => (at === index ? { ...each, [column.key]: text } : each)),
                            key,
                          )
                        }
                      />
                    );
                  })}
                </div>
                <RowButtons editing={editing} idBase={idBase} index={index} rowName={lowerName} />
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {rows.length < max && (
        <button
          type="button"
          id={addRowButtonId(idBase)}
          className="button button-secondary button-small"
          onClick={add}
        >
          Add {lowerName}
        </button>
      )}
    </fieldset>
  );
}
