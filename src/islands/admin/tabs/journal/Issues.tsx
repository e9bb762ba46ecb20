import { pictureColumn } from "../../ui/DataTable";
import {
  issueLabel,
  journalIssueInput,
  journalIssueRecord,
  MONTHS,
  sortIssues,
  type JournalIssueRecord,
} from "../../../../domain/journal";
import { CheckboxField, SelectField, TextField, YearField } from "../../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../../ui/ResourceTab";
import { IMAGE_HINT, ImageUploadField, optionalImageFile } from "../../ui/uploads";
import { typedNumber } from "../../ui/validation";
import { DepositButtons } from "./DepositButtons";
import { GUEST_EDITOR, GUEST_EDITOR_COLUMNS } from "./guest-editors";
import { readRows, rowsFieldOf, writeRows } from "../../ui/rows/rows";
import { ISSUE_MESSAGES } from "./texts";
import { TextRows } from "../../ui/rows/TextRows";

/**
 * The journal's issues (docs/rules/journal.md §2), newest first: volume, number, year and month, a
 * special issue's title and guest editors, an optional cover picture and whether it is published.
 * Saved as multipart: the cover in the API's `cover` field, each guest editor as JSON text in a
 * repeated `guestEditors[]` part, `published` as "true" or "false".
 */

interface IssueValues {
  volume: string;
  number: string;
  year: string;
  month: string;
  specialTitle: string;
  /** The guest editors' rows as JSON text (rows.ts). */
  guestEditors: string;
  published: boolean;
  cover: File | null;
  /** The stored cover's URL, for the preview ("" when there is none). */
  currentCover: string;
}

/** The API's input plus the cover picture, checked in the browser before sending. */
const schema = journalIssueInput.safeExtend({ cover: optionalImageFile("Cover") });

const MONTH_OPTIONS = MONTHS.map((name, index) => ({ value: String(index + 1), label: name }));

const monthYear = (issue: JournalIssueRecord) => `${MONTHS[issue.month - 1] ?? ""} ${issue.year}`;

export const ISSUES_PART = "journal-issues";

const config: ResourceTabConfig<JournalIssueRecord, IssueValues, typeof schema> = {
  tab: ISSUES_PART,
  heading: "Issues",
  headingLevel: 3,
  noun: "issue",
  addLabel: "Add Issue",
  addTitle: "Add issue",
  editTitle: "Edit issue",
  tableLabel: "Issues, newest first",
  emptyText: "No issues yet. Use “Add Issue” to add the first one.",
  messages: ISSUE_MESSAGES,
  endpoints: {
    list: "/api/journal/issues",
    create: "/api/journal/issues",
    item: (id) => `/api/journal/issues/${encodeURIComponent(id)}`,
  },
  record: journalIssueRecord,
  sort: sortIssues,
  schema,
  blank: {
    volume: "",
    number: "",
    year: "",
    month: "",
    specialTitle: "",
    guestEditors: "[]",
    published: false,
    cover: null,
    currentCover: "",
  },
  fromRecord: (issue) => ({
    volume: String(issue.volume),
    number: String(issue.number),
    year: String(issue.year),
    month: String(issue.month),
    specialTitle: issue.specialTitle,
    guestEditors: writeRows(issue.guestEditors),
    published: issue.published,
    cover: null,
    currentCover: issue.cover,
  }),
  toInput: (values) => ({
    volume: typedNumber(values.volume),
    number: typedNumber(values.number),
    year: typedNumber(values.year),
    month: typedNumber(values.month),
    specialTitle: values.specialTitle,
    guestEditors: readRows(values.guestEditors, GUEST_EDITOR),
    published: values.published,
    cover: values.cover,
  }),
  toFormData: (_input, values) => {
    const form = new FormData();
    for (const field of ["volume", "number", "year", "month", "specialTitle"] as const) {
      form.append(field, values[field]);
    }
    for (const editor of readRows(values.guestEditors, GUEST_EDITOR)) {
      form.append("guestEditors[]", JSON.stringify(editor));
    }
    form.append("published", String(values.published));
    if (values.cover) form.append("cover", values.cover, values.cover.name);
    return form;
  },
  fieldOf: rowsFieldOf(["guestEditors"]),
  // "Volume 3, number 2 exists already.": at the number.
  conflictAt: (message) => (/volume .*number/i.test(message) ? "number" : undefined),
  rowTitle: issueLabel,
  extraActions: (issue) => <DepositButtons issue={issue} />,
  columns: [
    { header: "Issue", text: (issue) => `Vol. ${issue.volume}, No. ${issue.number}` },
    { header: "Date", text: monthYear },
    {
      header: "Special issue",
      text: (issue) => issue.specialTitle,
      render: (issue) => issue.specialTitle || <span className="muted">Regular issue</span>,
      clamp: true,
    },
    { header: "Status", text: (issue) => (issue.published ? "Published" : "Draft") },
    pictureColumn("Cover", (issue) => issue.cover),
  ],
  renderForm: (form) => (
    <>
      <div className="admin-field-group">
        <TextField label="Volume" inputMode="numeric" required autoComplete="off" {...form.bind("volume")} />
        <TextField label="Number" inputMode="numeric" required autoComplete="off" {...form.bind("number")} />
      </div>
      <div className="admin-field-group">
        <YearField {...form.bind("year")} />
        <SelectField label="Month" required options={MONTH_OPTIONS} {...form.bind("month")} />
      </div>
      <TextField
        label="Special issue title"
        autoComplete="off"
        maxLength={300}
        hint="Only for a special issue; leave empty for a regular one."
        {...form.bind("specialTitle")}
      />
      <TextRows
        idBase={form.fieldId("guestEditors")}
        list="guestEditors"
        legend="Guest editors"
        rowName="Guest editor"
        hint="Only for a special issue."
        columns={GUEST_EDITOR_COLUMNS}
        value={form.values.guestEditors}
        errors={form.errors}
        max={20}
        onChange={(text, clears) => form.set("guestEditors", text, clears)}
      />
      <ImageUploadField
        id={form.fieldId("cover")}
        name="cover"
        label="Cover"
        round={false}
        hint={`Optional. ${IMAGE_HINT} Without a new one, the current cover is kept.`}
        file={form.values.cover}
        currentUrl={form.values.currentCover}
        error={form.errors.cover}
        onFile={(file) => form.set("cover", file)}
      />
      <CheckboxField
        id={form.fieldId("published")}
        name="published"
        label="Published"
        hint="A published issue appears on the site with its ready articles."
        checked={form.values.published}
        error={form.errors.published}
        onCheckedChange={(checked) => form.set("published", checked)}
      />
    </>
  ),
};

export function JournalIssues() {
  return <ResourceTab config={config} />;
}
