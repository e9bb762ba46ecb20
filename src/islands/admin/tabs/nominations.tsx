import {
  awardNominationInput,
  awardNominationRecord,
  type AwardNominationRecord,
} from "../../../domain/award-nomination";
import { newsExcerpt } from "../../../domain/news";
import { editableText } from "../../../domain/rich-text";
import { TextArea, TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { listShownAt } from "../ui/validation";

/**
 * The Nominations tab: the award nomination page's text (simple HTML allowed), its instructions
 * (one per line) and one optional link (the page's "apply" link). The public page shows the first
 * entry; the API keeps `links` as a list, of which the form edits the first.
 */

interface NominationValues {
  mainContent: string;
  instructions: string;
  link: string;
}

/** One instruction per line of the textarea: each stored instruction as the person typed it, on one line. */
const instructionLine = (stored: string) => editableText(stored).replace(/\s*\n\s*/g, " ");

/** Plain text of stored HTML for the table: inline tags dropped without leaving a space ("<b>x</b>." is "x."). */
const plain = (html: string, maxLength: number) =>
  newsExcerpt(html.replace(/<\/?(?:a|abbr|b|code|em|i|small|span|strong|sub|sup|u)\b[^>]*>/gi, ""), maxLength);

const summary = (record: AwardNominationRecord) => plain(record.mainContent, 80);

const config: ResourceTabConfig<AwardNominationRecord, NominationValues, typeof awardNominationInput> = {
  tab: "nominations",
  heading: "Nominations",
  noun: "nomination info",
  addLabel: "Add Nomination Info",
  addTitle: "Add nomination info",
  editTitle: "Edit nomination info",
  tableLabel: "Nomination info",
  emptyText: "No nomination information yet: the public nomination page says so until it is added.",
  messages: {
    created: "Nomination info added successfully!",
    updated: "Nomination info updated successfully!",
    deleted: "Nomination info deleted successfully!",
    saveFailed: "Failed to save nomination info.",
    loadFailed: "Failed to load nomination info.",
    deleteFailed: "Failed to delete nomination info.",
  },
  endpoints: {
    list: "/api/award-nomination",
    create: "/api/award-nomination",
    item: (id) => `/api/award-nomination/${encodeURIComponent(id)}`,
  },
  record: awardNominationRecord,
  schema: awardNominationInput,
  blank: { mainContent: "", instructions: "", link: "" },
  fromRecord: (record) => ({
    mainContent: editableText(record.mainContent),
    instructions: record.instructions.map(instructionLine).join("\n"),
    link: record.links[0] ?? "",
  }),
  // The instructions are sent as typed (the schema splits the lines and drops blank ones). The
  // form edits the first link; any further links a record has are kept as they are.
  toInput: (values, current) => ({
    mainContent: values.mainContent,
    instructions: values.instructions,
    links: [values.link.trim(), ...(current?.links.slice(1) ?? [])],
  }),
  fieldOf: listShownAt("links", "link"),
  rowTitle: (record) => `nomination info “${summary(record)}”`,
  columns: [
    { header: "Main content", text: (record) => plain(record.mainContent, 600), clamp: true },
    {
      header: "Instructions",
      text: (record) => record.instructions.map((line) => plain(line, 300)).join(" · "),
      render: (record) => (
        <>
          <span className="visually-hidden">{record.instructions.length} instructions: </span>
          {record.instructions.map((line) => plain(line, 300)).join(" · ")}
        </>
      ),
      clamp: true,
    },
    {
      header: "Link",
      text: (record) => record.links[0] ?? "",
      render: (record) =>
        record.links[0] ? (
          <a href={record.links[0]} className="admin-url" rel="noopener noreferrer" target="_blank">
            {record.links[0]}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="muted">None</span>
        ),
    },
  ],
  intro: (
    <p className="admin-hint">
      The public nomination page shows the first entry of this list; one entry is usually all that is needed.
    </p>
  ),
  renderForm: (form) => (
    <>
      <TextArea
        label="Main content"
        rows={8}
        required
        hint="Plain text: a blank line starts a new paragraph. Simple HTML (links, bold, lists) is kept."
        {...form.bind("mainContent")}
      />
      <TextArea
        label="Instructions"
        rows={6}
        required
        hint="One instruction per line; blank lines are left out. Simple HTML is kept."
        {...form.bind("instructions")}
      />
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="Optional. The “apply” link (a nomination form), starting with https://."
        {...form.bind("link")}
      />
    </>
  ),
};

export default function NominationsTab() {
  return <ResourceTab config={config} />;
}
