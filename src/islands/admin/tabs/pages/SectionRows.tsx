import { FREE_ITEM_LABELS, type ItemLabels, type SectionPart } from "../../../../domain/page-texts";
import { UPLOAD_LIMITS } from "../../../../domain/upload-limits";
import { TextArea, TextField } from "../../ui/fields";
import { UploadedImageField } from "../../ui/UploadedImageField";
import { rowFieldId } from "../../ui/rows/RowButtons";
import { RowsFieldset } from "../../ui/rows/RowsFieldset";
import { rowErrorKey } from "../../ui/rows/rows";
import { TextRows, type TextColumn } from "../../ui/rows/TextRows";
import { useRowList } from "../../ui/rows/useRowList";
import type { FieldErrors } from "../../ui/validation";
import { SECTION } from "./page-values";

const ADDRESS_HINT = "Optional: a page of this site (such as /awards) or https://…";

/** The item fields a page names, in order, each with the label the page gives it. */
const itemColumns = (labels: ItemLabels): TextColumn[] => [
  { key: "title", label: labels.title, required: true },
  ...(labels.text ? [{ key: "text", label: labels.text }] : []),
  ...(labels.detail ? [{ key: "detail", label: labels.detail }] : []),
  ...(labels.href ? [{ key: "href", label: labels.href, hint: ADDRESS_HINT }] : []),
];

/** A free section shows every field. */
const FREE_SECTION: Omit<SectionPart, "name" | "hint"> = {
  paragraphs: true,
  items: FREE_ITEM_LABELS,
  link: true,
  image: true,
};

/**
 * A page's sections, edited in place: each a fieldset "Section 2" with its heading, paragraphs (a
 * blank line between two), a list of items and a "read further" link, with Up, Down and Remove;
 * "Add section" under them. A page with parts (the council's positions table) has exactly those,
 * each named, with only the fields the page prints. The sections are the JSON text in `value`
 * (rows.ts).
 */
export function SectionRows({
  idBase,
  value,
  errors,
  max,
  parts,
  onChange,
}: {
  idBase: string;
  value: string;
  errors: FieldErrors;
  max: number;
  parts?: readonly SectionPart[] | undefined;
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
      rowLegends={parts?.map((part) => part.name)}
      fields={(row, index) => {
        const part = parts?.[index];
        const shows = part ?? FREE_SECTION;
        return (
          <>
            {part && <p className="admin-hint">{part.hint}</p>}
            <TextField label="Heading" required autoComplete="off" maxLength={150} {...fieldProps(index, "heading")} />
            {shows.image && (
              <div className="admin-field-group">
                <UploadedImageField
                  id={rowFieldId(idBase, index, "image")}
                  label="Picture"
                  hint={`A JPEG, PNG or WebP picture (${UPLOAD_LIMITS.image.label} at most), under the heading across the text, cut to 3:2 around its centre. Uploaded when chosen; on the page once saved.`}
                  noun="picture"
                  value={row.image}
                  error={errors[rowErrorKey("sections", index, "image")]}
                  removeLabel="Remove the picture"
                  none={{ text: "No picture: the section is text only." }}
                  onValueChange={(url) => setField(index, "image", url)}
                />
                {row.image !== "" && (
                  <TextField
                    label="Picture's description"
                    required
                    autoComplete="off"
                    maxLength={300}
                    hint="What the picture shows, for people who cannot see it."
                    {...fieldProps(index, "imageAlt")}
                  />
                )}
              </div>
            )}
            {shows.paragraphs && (
              <TextArea
                label="Paragraphs"
                rows={6}
                hint="Leave a blank line between two paragraphs."
                {...fieldProps(index, "paragraphs")}
              />
            )}
            {shows.items && (
              <TextRows
                idBase={`${idBase}-${index}-items`}
                list={`sections.${index}.items`}
                legend={part && !part.paragraphs ? "Items" : "List"}
                rowName="Item"
                hint={
                  part && !part.paragraphs
                    ? undefined
                    : "Optional: a list after the paragraphs, each item with a title in bold and its text."
                }
                columns={itemColumns(shows.items)}
                value={row.items}
                errors={errors}
                max={20}
                onChange={(text) => setField(index, "items", text)}
              />
            )}
            {shows.link && (
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
            )}
          </>
        );
      }}
    />
  );
}
