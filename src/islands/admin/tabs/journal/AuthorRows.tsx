import { TextField } from "../../ui/fields";
import type { FieldErrors } from "../../ui/validation";
import { rowFieldId, RowButtons } from "../../ui/rows/RowButtons";
import { readRows, rowErrorKey } from "../../ui/rows/rows";
import { AddRowButton, useRowList } from "../../ui/rows/useRowList";

/**
 * An article's authors in their order (docs/rules/journal.md §3): each a fieldset "Author 2" with
 * name, affiliation and ORCID iD, a "Corresponding author" radio (one group across the rows, so
 * exactly one is chosen) and, for that author only, the e-mail. Up, Down and Remove per row (the
 * last author cannot be removed), "Add author" under them. The list's own problems are said where
 * they are fixed: no (or several) corresponding authors at the radios, a missing e-mail at the e-mail.
 */

export interface AuthorRow {
  [field: string]: string | boolean;
  name: string;
  affiliation: string;
  orcid: string;
  email: string;
  corresponding: boolean;
}

export const BLANK_AUTHOR: AuthorRow = { name: "", affiliation: "", orcid: "", email: "", corresponding: false };

/** A new article starts with one author, the corresponding one. */
export const FIRST_AUTHOR: AuthorRow = { ...BLANK_AUTHOR, corresponding: true };

export const readAuthors = (text: string): AuthorRow[] => readRows(text, BLANK_AUTHOR);

const LIST = "authors";
const MAX_AUTHORS = 100;

export function AuthorRows({
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
  const { rows, editing, setField, add } = useRowList(LIST, idBase, value, BLANK_AUTHOR, onChange);
  const edit = (index: number, field: keyof AuthorRow & string, text: string) => setField(index, field, text);
  const makeCorresponding = (index: number) =>
    editing.change(rows.map((row, at) => ({ ...row, corresponding: at === index })));

  // The list's problem is said where it is fixed: at the corresponding author's e-mail when there
  // is exactly one such author (it is missing), else under the legend, marked on the radios.
  const listError = errors[LIST];
  const listErrorId = `${idBase}-error`;
  const corresponding = rows.filter((row) => row.corresponding);
  const atEmail = listError !== undefined && corresponding.length === 1;
  const atRadios = listError !== undefined && !atEmail;

  return (
    <fieldset className="admin-rows" aria-describedby={`${idBase}-hint${atRadios ? ` ${listErrorId}` : ""}`}>
      <legend>
        Authors<span className="admin-required"> (required)</span>
      </legend>
      <p className="admin-hint" id={`${idBase}-hint`}>
        In the order they are printed. Names in any script. Exactly one is the corresponding author, whose e-mail is
        printed with the article.
      </p>
      {atRadios && (
        <p className="admin-field-error" id={listErrorId}>
          {listError}
        </p>
      )}
      <ol className="admin-row-list">
        {rows.map((row, index) => {
          const key = (field: string) => rowErrorKey(LIST, index, field);
          const radioId = rowFieldId(idBase, index, "corresponding");
          const emailError = errors[key("email")] ?? (atEmail && row.corresponding ? listError : undefined);
          return (
            <li key={index}>
              <fieldset className="admin-row">
                <legend>Author {index + 1}</legend>
                <div className="admin-row-fields">
                  <TextField
                    id={rowFieldId(idBase, index, "name")}
                    name={key("name")}
                    label="Name"
                    required
                    autoComplete="off"
                    value={row.name}
                    error={errors[key("name")]}
                    onValueChange={(text) => edit(index, "name", text)}
                  />
                  <TextField
                    id={rowFieldId(idBase, index, "affiliation")}
                    name={key("affiliation")}
                    label="Affiliation"
                    autoComplete="off"
                    value={row.affiliation}
                    error={errors[key("affiliation")]}
                    onValueChange={(text) => edit(index, "affiliation", text)}
                  />
                  <TextField
                    id={rowFieldId(idBase, index, "orcid")}
                    name={key("orcid")}
                    label="ORCID iD"
                    hint="Optional, as 0000-0002-1825-0097."
                    autoComplete="off"
                    spellCheck={false}
                    value={row.orcid}
                    error={errors[key("orcid")]}
                    onValueChange={(text) => edit(index, "orcid", text)}
                  />
                </div>
                <div className="admin-check-row">
                  <input
                    type="radio"
                    id={radioId}
                    name={`${idBase}-corresponding`}
                    checked={row.corresponding}
                    aria-invalid={atRadios || undefined}
                    aria-describedby={atRadios ? listErrorId : undefined}
                    onChange={() => makeCorresponding(index)}
                  />
                  <label htmlFor={radioId}>Corresponding author</label>
                </div>
                {row.corresponding && (
                  <TextField
                    id={rowFieldId(idBase, index, "email")}
                    name={key("email")}
                    label="E-mail"
                    type="email"
                    required
                    autoComplete="off"
                    value={row.email}
                    error={emailError}
                    onValueChange={(text) => edit(index, "email", text)}
                  />
                )}
                <RowButtons editing={editing} idBase={idBase} index={index} rowName="author" keepOne />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < MAX_AUTHORS && <AddRowButton idBase={idBase} rowName="author" onAdd={() => add("name")} />}
    </fieldset>
  );
}
