import type { FocusAfterRender } from "../resource-tab/focus";
import { moveRow } from "./rows";

/**
 * A row's Up, Down and Remove buttons, named for assistive technology after the row ("Move author
 * 2 up", "Remove author 2"). Only the moves that exist are offered. Focus follows the moved row, and
 * goes to the list's Add button after a removal.
 */

export const rowButtonId = (idBase: string, index: number, action: "up" | "down" | "remove") =>
  `${idBase}-${index}-${action}`;
export const addRowButtonId = (idBase: string) => `${idBase}-add`;
export const rowFieldId = (idBase: string, index: number, field: string) => `${idBase}-${index}-${field}`;

export interface RowEditing<Row> {
  rows: readonly Row[];
  /** The list with a change made: stored, and the errors of `clears` (if any) cleared. */
  change: (rows: Row[], clears?: string) => void;
  focus: FocusAfterRender;
}

/** Moves the row at `index` by `step` (-1 up, +1 down) and keeps focus on its move buttons. */
export function moveAndFocus<Row>(
  { rows, change, focus }: RowEditing<Row>,
  idBase: string,
  index: number,
  step: -1 | 1,
) {
  const to = index + step;
  if (to < 0 || to >= rows.length) return;
  change(moveRow(rows, index, to));
  const same = step === -1 ? "up" : "down";
  const other = step === -1 ? "down" : "up";
  focus.later(
    () =>
      document.getElementById(rowButtonId(idBase, to, same)) ?? document.getElementById(rowButtonId(idBase, to, other)),
  );
}

export function RowButtons<Row>({
  editing,
  idBase,
  index,
  rowName,
  keepOne = false,
}: {
  editing: RowEditing<Row>;
  idBase: string;
  index: number;
  /** The row in words, lower case: "author", "guest editor". */
  rowName: string;
  /** The list needs at least one row (an article's authors): the last one has no Remove. */
  keepOne?: boolean;
}) {
  const { rows, change, focus } = editing;
  const number = index + 1;
  const remove = () => {
    change(rows.filter((_, at) => at !== index));
    focus.later(() => document.getElementById(addRowButtonId(idBase)));
  };
  return (
    <div className="admin-row-buttons">
      {index > 0 && (
        <button
          type="button"
          id={rowButtonId(idBase, index, "up")}
          className="button button-secondary button-small"
          onClick={() => moveAndFocus(editing, idBase, index, -1)}
        >
          <span className="visually-hidden">
            Move {rowName} {number}{" "}
          </span>
          <span aria-hidden="true">↑ </span>Up
        </button>
      )}
      {index < rows.length - 1 && (
        <button
          type="button"
          id={rowButtonId(idBase, index, "down")}
          className="button button-secondary button-small"
          onClick={() => moveAndFocus(editing, idBase, index, 1)}
        >
          <span className="visually-hidden">
            Move {rowName} {number}{" "}
          </span>
          <span aria-hidden="true">↓ </span>Down
        </button>
      )}
      {!(keepOne && rows.length === 1) && (
        <button
          type="button"
          id={rowButtonId(idBase, index, "remove")}
          className="button button-secondary button-small"
          onClick={remove}
        >
          Remove
          <span className="visually-hidden">
            {" "}
            {rowName} {number}
          </span>
        </button>
      )}
    </div>
  );
}
