import { LICENCES } from "../../../../domain/journal";
import { CheckboxField, SelectField, TextArea, TextField } from "../../ui/fields";
import { GUEST_EDITOR_COLUMNS } from "./guest-editors";
import { TextRows } from "../../ui/rows/TextRows";
import type { DetailsForm } from "./useDetailsForm";

const LICENCE_NAMES = Object.keys(LICENCES);

const ISSN_HINT = "Optional. Four digits, a hyphen, three digits and a check digit (0-9 or X), as 2049-3630.";

/** The journal's details, each with what it is for; the special issue's fields while there is one. */
export function DetailsFields({ form }: { form: DetailsForm }) {
  const { values, errors, bind, set, fieldId } = form;
  if (!values) return null;
  return (
    <>
      <TextField label="Name of the journal" required autoComplete="off" maxLength={300} {...bind("name")} />
      <div className="admin-field-group">
        <TextField label="ISSN (print)" autoComplete="off" spellCheck={false} hint={ISSN_HINT} {...bind("issnPrint")} />
        <TextField
          label="ISSN (online)"
          autoComplete="off"
          spellCheck={false}
          hint={`${ISSN_HINT} At least one of the two is needed.`}
          {...bind("issnOnline")}
        />
      </div>
      <TextField label="Publisher" required autoComplete="organization" maxLength={300} {...bind("publisher")} />
      <TextField
        label="Frequency"
        required
        autoComplete="off"
        maxLength={200}
        hint="How often issues appear, as “Quarterly: March, June, September and December”."
        {...bind("frequency")}
      />
      <TextArea label="Focus areas" required rows={5} hint="One per line." {...bind("focusAreas")} />
      <TextArea
        label="Indexing services"
        rows={3}
        hint="Optional. The databases that index the journal, one per line."
        {...bind("indexingServices")}
      />
      <TextArea
        label="Submission guidelines"
        required
        rows={5}
        hint="One guideline per line."
        {...bind("submissionGuidelines")}
      />
      <TextField
        label="Editorial office e-mail"
        type="email"
        required
        autoComplete="email"
        hint="Where authors send their manuscripts."
        {...bind("editorialEmail")}
      />
      <SelectField
        label="Licence"
        required
        options={LICENCE_NAMES}
        hint="The Creative Commons licence the articles are published under."
        {...bind("licence")}
      />
      <fieldset className="admin-rows">
        <legend>Current special issue</legend>
        <CheckboxField
          id={fieldId("hasSpecialIssue")}
          name="hasSpecialIssue"
          label="Show a current special issue and its call for papers"
          checked={values.hasSpecialIssue}
          onCheckedChange={(checked) => set("hasSpecialIssue", checked)}
        />
        {values.hasSpecialIssue && (
          <>
            <TextField
              label="Special issue title"
              required
              autoComplete="off"
              maxLength={300}
              {...bind("specialTitle")}
            />
            <TextArea
              label="Summary"
              rows={4}
              hint="Optional. What the special issue is about."
              {...bind("specialSummary")}
            />
            <TextRows
              idBase={fieldId("guestEditors")}
              list="guestEditors"
              legend="Guest editors"
              rowName="Guest editor"
              columns={GUEST_EDITOR_COLUMNS}
              value={values.guestEditors}
              errors={errors}
              max={20}
              onChange={(text, clears) => set("guestEditors", text, clears)}
            />
            <TextRows
              idBase={fieldId("specialDates")}
              list="specialDates"
              legend="Dates of the call for papers"
              rowName="Date"
              hint="Optional. Each with what it is, as “Manuscripts due” and “31 March 2027”."
              columns={[
                { key: "term", label: "What", required: true },
                { key: "detail", label: "When", required: true },
              ]}
              value={values.specialDates}
              errors={errors}
              max={10}
              onChange={(text, clears) => set("specialDates", text, clears)}
            />
          </>
        )}
      </fieldset>
    </>
  );
}
