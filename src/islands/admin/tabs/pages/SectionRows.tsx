import { TextArea, TextField } from "../../ui/fields";
import { rowFieldId } from "../../ui/rows/RowButtons";
import { RowsFieldset } from "../../ui/rows/RowsFieldset";
import { rowErrorKey } from "../../ui/rows/rows";
import { TextRows } from "../../ui/rows/TextRows";
import { useRowList } from "../../ui/rows/useRowList";
import type { FieldErrors } from "../../ui/validation";
import { SECTION } from "./page-values";

const ITEM_COLUMNS = [
  { key: "title", label: "Item's title", required: true },
  { key: "text", label: "Item's text" },
  { key: "href", label: "Item's address", hint: "Optional: a page of this site (such as /awards) or https://…" },
] as const;

/**
 * A page's sections, edited in place: each a fieldset "Section 2" with its heading, paragraphs (a
 * blank line between two), a list of items and a "read further" link, with Up, Down and Remove;
 * "Add section" under them. The sections are the JSON text in `value` (rows.ts).
 */
export function SectionRows({
  idBase,
  value,
  errors,
  max,
  onChange,
}: {
  idBase: string;
  value: string;
  errors: FieldErrors;
  max: number;
  onChange: (text: string, clears: string) => void;
}) {
  const { rows, editing, setField, add } = useRowList("sections", idBase, value, SECTION, onChange);
  const fieldProps = (index: number, field: keyof typeof SECTION) => {
    const key = rowErrorKey("sections", index, field);
    return {
      id: rowFieldId(idBase, index, field),
      name: key,
      value: rows[index]?.[field] ?? "",
      error: errors[key],
      onValueChange: (text: string) => setField(index, field, text),
    };
  };
  return (
    <RowsFieldset
      idBase={idBase}
      list="sections"
      legend="Sections"
      rowName="Section"
      errors={errors}
      editing={editing}
      max={max}
      onAdd={() => add("heading")}
      fields={(row, index) => (
        <>
          <TextField label="Heading" required autoComplete="off" maxLength={150} {...fieldProps(index, "heading")} />
          <TextArea
            label="Paragraphs"
            rows={6}
            hint="Leave a blank line between two paragraphs."
            {...fieldProps(index, "paragraphs")}
          />
          <TextRows
            idBase={`${idBase}-${index}-items`}
            list={`sections.${index}.items`}
            legend="List"
            rowName="Item"
            hint="Optional: a list after the paragraphs, each item with a title in bold and its text."
            columns={ITEM_COLUMNS}
            value={row.items}
            errors={errors}
            max={20}
            onChange={(text) => setField(index, "items", text)}
          />
          <div className="admin-field-group">
            <TextField
              label="Link's text"
              autoComplete="off"
              maxLength={150}
              hint="Optional: a “read further” link after the section."
              {...fieldProps(index, "linkLabel")}
            />
            <TextField
              label="Link's address"
              autoComplete="off"
              spellCheck={false}
              hint="A page of this site (such as /executive-council) or https://…"
              {...fieldProps(index, "linkHref")}
            />
          </div>
        </>
      )}
    />
  );
}
