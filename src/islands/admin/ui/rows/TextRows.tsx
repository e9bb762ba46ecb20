import { TextField } from "../fields";
import type { FieldErrors } from "../validation";
import { rowFieldId } from "./RowButtons";
import { rowErrorKey } from "./rows";
import { RowsFieldset } from "./RowsFieldset";
import { useRowList } from "./useRowList";

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
  hint?: string | undefined;
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
  hint?: string | undefined;
  columns: readonly TextColumn[];
  value: string;
  errors: FieldErrors;
  max: number;
  /** The new JSON text, and the error key to clear with it (the whole list when not given). */
  onChange: (text: string, clears: string) => void;
}) {
  const blank = Object.fromEntries(columns.map((column) => [column.key, ""])) as Record<string, string>;
  const { editing, setField, add } = useRowList(list, idBase, value, blank, onChange);
  return (
    <RowsFieldset
      idBase={idBase}
      list={list}
      legend={legend}
      rowName={rowName}
      hint={hint}
      errors={errors}
      editing={editing}
      max={max}
      onAdd={() => add(columns[0]?.key ?? "")}
      fields={(row, index) => (
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
                onValueChange={(text) => setField(index, column.key, text)}
              />
            );
          })}
        </div>
      )}
    />
  );
}
