import { formatLongDate } from "../../../domain/format";
import {
  sortWorkshopsBySerialNumber,
  workshopsInput,
  workshopsRecord,
  type WorkshopsRecord,
} from "../../../domain/workshops";
import { OrderField, TextField, YearField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { typedNumber } from "../ui/validation";

/** The Workshops tab: serial number, year, topic, venue and date; the table in serial-number order. */

interface WorkshopValues {
  serialNumber: string;
  year: string;
  topic: string;
  venue: string;
  date: string;
}

const config: ResourceTabConfig<WorkshopsRecord, WorkshopValues, typeof workshopsInput> = {
  tab: "workshops",
  heading: "Workshops",
  noun: "workshop",
  addLabel: "Add Workshop",
  addTitle: "Add workshop",
  editTitle: "Edit workshop",
  tableLabel: "Workshops",
  emptyText: "No workshops yet. Use “Add Workshop” to add the first one.",
  messages: {
    created: "Workshop added successfully!",
    updated: "Workshop updated successfully!",
    deleted: "Workshop deleted successfully!",
    saveFailed: "Failed to save workshop details.",
    loadFailed: "Failed to load workshops.",
    deleteFailed: "Failed to delete workshop.",
  },
  endpoints: {
    list: "/api/workshops",
    create: "/api/workshops",
    item: (id) => `/api/workshops/${encodeURIComponent(id)}`,
  },
  record: workshopsRecord,
  sort: sortWorkshopsBySerialNumber,
  schema: workshopsInput,
  blank: { serialNumber: "", year: "", topic: "", venue: "", date: "" },
  fromRecord: (workshop) => ({
    serialNumber: String(workshop.serialNumber),
    year: String(workshop.year),
    topic: workshop.topic,
    venue: workshop.venue,
    date: workshop.date,
  }),
  // Numbers are sent as typed: the schema turns them into numbers and checks their range.
  toInput: (values) => ({ ...values, serialNumber: typedNumber(values.serialNumber), year: typedNumber(values.year) }),
  rowTitle: (workshop) => workshop.topic,
  columns: [
    { header: "S. No.", text: (workshop) => String(workshop.serialNumber), numeric: true },
    { header: "Year", text: (workshop) => String(workshop.year), numeric: true },
    { header: "Topic", text: (workshop) => workshop.topic, clamp: true },
    { header: "Venue", text: (workshop) => workshop.venue, clamp: true },
    {
      header: "Date",
      text: (workshop) => formatLongDate(workshop.date),
      render: (workshop) => <time dateTime={workshop.date}>{formatLongDate(workshop.date)}</time>,
    },
  ],
  renderForm: (form) => (
    <>
      <OrderField
        label="Serial number"
        orderedWhat="the table and the public page are"
        {...form.bind("serialNumber")}
      />
      <YearField {...form.bind("year")} />
      <TextField label="Topic" required autoComplete="off" maxLength={1000} {...form.bind("topic")} />
      <TextField label="Venue" required autoComplete="off" maxLength={500} {...form.bind("venue")} />
      <TextField label="Date" type="date" required {...form.bind("date")} />
    </>
  ),
};

export default function WorkshopsTab() {
  return <ResourceTab config={config} />;
}
