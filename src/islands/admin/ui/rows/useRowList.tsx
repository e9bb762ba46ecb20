import { useFocusAfterRender } from "../resource-tab/focus";
import { addRowButtonId, rowFieldId, type RowEditing } from "./RowButtons";
import { readRows, rowErrorKey, writeRows, type RowShape } from "./rows";

/**
 * A form's list of rows (guest editors, authors, fee categories), kept as JSON text in one value
 * (rows.ts): the rows read from it, the editing the row buttons use, a change of one row's field
 * (clearing that field's error), and adding a row with the focus in its first field.
 */
export function useRowList<Row extends RowShape>(
  list: string,
  idBase: string,
  value: string,
  blank: Row,
  onChange: (text: string, clears: string) => void,
) {
  const focus = useFocusAfterRender();
  const rows = readRows(value, blank);
  const editing: RowEditing<Row> = {
    rows,
    change: (next, clears = list) => onChange(writeRows(next), clears),
    focus,
  };
  const setField = <K extends keyof Row & string>(index: number, field: K, fieldValue: Row[K]) =>
    editing.change(
      rows.map((row, at) => (at === index ? { ...row, [field]: fieldValue } : row)),
      rowErrorKey(list, index, field),
    );
  const add = (firstField: string) => {
    editing.change([...rows, { ...blank }]);
    focus.later(() => document.getElementById(rowFieldId(idBase, rows.length, firstField)));
  };
  return { rows, editing, setField, add };
}

/** "Add author" under the rows; its id is where the focus goes after a row is removed (RowButtons). */
export function AddRowButton({ idBase, rowName, onAdd }: { idBase: string; rowName: string; onAdd: () => void }) {
  return (
    <button type="button" id={addRowButtonId(idBase)} className="button button-secondary button-small" onClick={onAdd}>
      Add {rowName}
    </button>
  );
}
