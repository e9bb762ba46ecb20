import { awardsInput, awardsRecord, PERIODICITIES, sortAwardsBySno, type AwardsRecord } from "../../../domain/awards";
import { OrderField, SelectField, TextArea, TextField, YearField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { typedNumber } from "../ui/validation";

/**
 * The Awards tab: S.No., name, year of institution, value, periodicity (a choice of four) and the
 * four guideline sections shown on the award's public guidelines page; the table by S.No.
 */

interface AwardValues {
  sno: string;
  name: string;
  year: string;
  value: string;
  periodicity: string;
  eligibility: string;
  administration: string;
  procedure: string;
  presentation: string;
}

const config: ResourceTabConfig<AwardsRecord, AwardValues, typeof awardsInput> = {
  tab: "awards",
  heading: "Awards",
  noun: "award",
  addLabel: "Add Award",
  addTitle: "Add award",
  editTitle: "Edit award",
  tableLabel: "Awards",
  emptyText: "No awards yet. Use “Add Award” to add the first one.",
  messages: {
    created: "Award added successfully!",
    updated: "Award updated successfully!",
    deleted: "Award deleted successfully!",
    saveFailed: "Failed to save award details.",
    loadFailed: "Failed to load awards.",
    deleteFailed: "Failed to delete award.",
  },
  endpoints: {
    list: "/api/awards",
    create: "/api/awards",
    item: (id) => `/api/awards/${encodeURIComponent(id)}`,
  },
  record: awardsRecord,
  sort: sortAwardsBySno,
  schema: awardsInput,
  blank: {
    sno: "",
    name: "",
    year: "",
    value: "",
    periodicity: "",
    eligibility: "",
    administration: "",
    procedure: "",
    presentation: "",
  },
  fromRecord: (award) => ({
    sno: String(award.sno),
    name: award.name,
    year: String(award.year),
    value: award.value,
    periodicity: award.periodicity,
    eligibility: award.eligibility,
    administration: award.administration,
    procedure: award.procedure,
    presentation: award.presentation,
  }),
  // Numbers are sent as typed: the schema turns them into numbers and checks their range.
  toInput: (values) => ({ ...values, sno: typedNumber(values.sno), year: typedNumber(values.year) }),
  rowTitle: (award) => award.name,
  columns: [
    { header: "S. No.", text: (award) => String(award.sno), numeric: true },
    { header: "Name", text: (award) => award.name, clamp: true },
    { header: "Year", text: (award) => String(award.year), numeric: true },
    { header: "Value", text: (award) => award.value, clamp: true },
    { header: "Periodicity", text: (award) => award.periodicity },
    { header: "Eligibility", text: (award) => award.eligibility, clamp: true },
  ],
  renderForm: (form) => (
    <>
      <OrderField label="S.No." orderedWhat="the awards are listed" {...form.bind("sno")} />
      <TextField label="Award name" required autoComplete="off" maxLength={300} {...form.bind("name")} />
      <YearField label="Year of institution" {...form.bind("year")} />
      <TextField
        label="Value"
        required
        autoComplete="off"
        maxLength={2000}
        hint="For example: a gold medal, a citation and ₹25,000."
        {...form.bind("value")}
      />
      <SelectField label="Periodicity" options={PERIODICITIES} required {...form.bind("periodicity")} />
      <TextArea label="Eligibility" rows={4} required {...form.bind("eligibility")} />
      <TextArea label="Administration" rows={4} required {...form.bind("administration")} />
      <TextArea label="Procedure" rows={4} required {...form.bind("procedure")} />
      <TextArea label="Presentation" rows={4} required {...form.bind("presentation")} />
    </>
  ),
};

export default function AwardsTab() {
  return <ResourceTab config={config} />;
}
