import { CheckboxField, TextField } from "../../ui/fields";
import { rowFieldId, RowButtons } from "../../ui/rows/RowButtons";
import { rowErrorKey } from "../../ui/rows/rows";
import { AddRowButton, useRowList } from "../../ui/rows/useRowList";
import type { FieldErrors } from "../../ui/validation";
import { FEE_ROW, type FeeRow } from "./event-values";

const LIST = "fees";
const MAX_CATEGORIES = 20;

/**
 * The event's fee categories (docs/rules/events.md §1), edited in place: each a fieldset "Fee
 * category 2" with its name, fee and GST, whether only members in good standing may choose it, and
 * an optional early-bird price (fee, GST, last day); Up, Down and Remove (one category stays); "Add
 * fee category" under them. Each field shows its own error ("fees.1.earlyUntil").
 */
export function FeeRows({
  idBase,
  value,
  errors,
  onChange,
}: {
  idBase: string;
  value: string;
  errors: FieldErrors;
  onChange: (text: string, clears: string) => void;
}) {
  const { rows, editing, setField, add } = useRowList(LIST, idBase, value, FEE_ROW, onChange);
  const listError = errors[LIST];
  const text = (index: number, field: Exclude<keyof FeeRow, "membersOnly">, label: string, extra = {}) => {
    const key = rowErrorKey(LIST, index, field);
    return (
      <TextField
        id={rowFieldId(idBase, index, field)}
        name={key}
        label={label}
        autoComplete="off"
        value={rows[index]?.[field] ?? ""}
        error={errors[key]}
        onValueChange={(typed) => setField(index, field, typed)}
        {...extra}
      />
    );
  };
  return (
    <fieldset className="admin-rows" aria-describedby={listError ? `${idBase}-error` : undefined}>
      <legend>Fee categories</legend>
      <p className="admin-hint">
        Amounts in rupees, each with its GST. The server charges the early-bird price up to and on its last day, then
        the regular one.
      </p>
      {listError && (
        <p className="admin-field-error" id={`${idBase}-error`}>
          {listError}
        </p>
      )}
      <ol className="admin-row-list">
        {rows.map((row, index) => (
          <li key={index}>
            <fieldset className="admin-row">
              <legend>Fee category {index + 1}</legend>
              <div className="admin-row-fields">
                {text(index, "name", "Category", { required: true, hint: "Member, Non-member, Student…" })}
                {text(index, "fee", "Fee (₹)", { required: true, inputMode: "decimal" })}
                {text(index, "gst", "GST (₹)", { required: true, inputMode: "decimal" })}
              </div>
              <CheckboxField
                id={rowFieldId(idBase, index, "membersOnly")}
                name={rowErrorKey(LIST, index, "membersOnly")}
                label="Only for members in good standing (Life, Active or Expiring)"
                hint="A registrant must be signed in as such a member to choose it."
                checked={row.membersOnly}
                error={errors[rowErrorKey(LIST, index, "membersOnly")]}
                onCheckedChange={(checked) => setField(index, "membersOnly", checked)}
              />
              <div className="admin-row-fields">
                {text(index, "earlyFee", "Early-bird fee (₹)", { inputMode: "decimal", hint: "Optional." })}
                {text(index, "earlyGst", "Early-bird GST (₹)", { inputMode: "decimal" })}
                {text(index, "earlyUntil", "Early-bird last day", { type: "date" })}
              </div>
              <RowButtons editing={editing} idBase={idBase} index={index} rowName="fee category" keepOne />
            </fieldset>
          </li>
        ))}
      </ol>
      {rows.length < MAX_CATEGORIES && (
        <AddRowButton idBase={idBase} rowName="fee category" onAdd={() => add("name")} />
      )}
    </fieldset>
  );
}
