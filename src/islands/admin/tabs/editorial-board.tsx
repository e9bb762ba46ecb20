import { Fragment } from "react";
import {
  editorialsInput,
  editorialsRecord,
  groupEditorialsByCategory,
  type EditorialsRecord,
} from "../../../domain/editorials";
import { TextArea, TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";

/**
 * The Editorial Board tab: one entry per person, with the category it is listed under, the name
 * and affiliation lines (one per line) and the areas of specialization (comma-separated). The
 * table keeps the entries of a category together, categories in the order they first appear, as
 * the public editorial board page shows them.
 */

interface EditorialValues {
  category: string;
  content: string;
  areasOfSpecialization: string;
}

const byCategory = (rows: EditorialsRecord[]) => groupEditorialsByCategory(rows).flatMap((group) => group.entries);

/** The person's name: the first line of the entry. */
const nameOf = (entry: EditorialsRecord) => entry.content.split("\n")[0]?.trim() ?? entry.content;

const config: ResourceTabConfig<EditorialsRecord, EditorialValues, typeof editorialsInput> = {
  tab: "editorial-board",
  heading: "Editorial Board",
  noun: "board member",
  addLabel: "Add Board Member",
  addTitle: "Add board member",
  editTitle: "Edit board member",
  tableLabel: "Editorial board members",
  emptyText: "No board members yet. Use “Add Board Member” to add the first one.",
  messages: {
    created: "Board member added successfully!",
    updated: "Board member updated successfully!",
    deleted: "Board member deleted successfully!",
    saveFailed: "Failed to save board member details.",
    loadFailed: "Failed to load board members.",
    deleteFailed: "Failed to delete board member.",
  },
  endpoints: {
    list: "/api/editorials",
    create: "/api/editorials",
    item: (id) => `/api/editorials/${encodeURIComponent(id)}`,
  },
  record: editorialsRecord,
  sort: byCategory,
  schema: editorialsInput,
  blank: { category: "", content: "", areasOfSpecialization: "" },
  fromRecord: (entry) => ({
    category: entry.category,
    content: entry.content,
    areasOfSpecialization: entry.areasOfSpecialization.join(", "),
  }),
  // The areas are sent as typed: the schema splits them at commas and trims each.
  toInput: (values) => ({ ...values }),
  rowTitle: nameOf,
  columns: [
    { header: "Category", text: (entry) => entry.category },
    {
      header: "Name and affiliation",
      text: (entry) => entry.content.split("\n").join(", "),
      render: (entry) => (
        <>
          {entry.content.split("\n").map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </>
      ),
      clamp: true,
    },
    {
      header: "Areas of specialization",
      text: (entry) => entry.areasOfSpecialization.join(", "),
      clamp: true,
    },
  ],
  renderForm: (form) => (
    <>
      <TextField
        label="Category"
        required
        autoComplete="off"
        maxLength={200}
        hint="For example Chief Editor, Editors or Advisory Board. Entries with the same category are listed together."
        {...form.bind("category")}
      />
      <TextArea
        label="Content"
        rows={4}
        required
        maxLength={5000}
        hint="The name on the first line, then designation and affiliation, one per line."
        {...form.bind("content")}
      />
      <TextField
        label="Areas of specialization"
        required
        autoComplete="off"
        hint="Separate them with commas, for example: Agronomy, Soil Science."
        {...form.bind("areasOfSpecialization")}
      />
    </>
  ),
};

export default function EditorialBoardTab() {
  return <ResourceTab config={config} />;
}
