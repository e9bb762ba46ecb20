import { INDIAN_STATES } from "../../../domain/indian-states";
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  eventInput,
  eventRecord,
  sortEvents,
  type EventRecord,
} from "../../../domain/events";
import { slugFromTitle } from "../../../domain/fields";
import { formatLongDate } from "../../../domain/format";
import { CheckboxField, SelectField, TextArea, TextField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { optionalPdfFile, PDF_HINT, PdfUploadField } from "../ui/uploads";
import {
  blankEvent,
  eventFieldOf,
  eventInputOf,
  eventValues,
  feesInput,
  type EventValues,
} from "./events/event-values";
import { FeeRows } from "./events/FeeRows";

/**
 * The Events tab (docs/rules/events.md §1): the society's symposia, conferences and workshops with
 * their dates, venue, registration window, capacity and fee categories, a brochure and whether the
 * event is published. Saved as multipart: the brochure in the API's `brochure` field, each fee
 * category as JSON text in a repeated `fees[]` part. Registrations are taken through the API.
 */

/** The API's input plus the brochure, checked in the browser before sending. */
const schema = eventInput.safeExtend({ brochure: optionalPdfFile() });

const STATE_OPTIONS = INDIAN_STATES;
const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }));

const datesOf = (event: EventRecord) =>
  event.startDate === event.endDate
    ? formatLongDate(event.startDate)
    : `${formatLongDate(event.startDate)} – ${formatLongDate(event.endDate)}`;

const TEXT_FIELDS = [
  "title",
  "kind",
  "slug",
  "startDate",
  "endDate",
  "venue",
  "state",
  "description",
  "organisers",
  "contactEmail",
  "registrationOpens",
  "registrationCloses",
  "capacity",
  "offerDays",
  "sac",
  "abstractsUntil",
] as const;

const config: ResourceTabConfig<EventRecord, EventValues, typeof schema> = {
  tab: "events",
  heading: "Events",
  noun: "event",
  addLabel: "Add Event",
  addTitle: "Add event",
  editTitle: "Edit event",
  tableLabel: "Events, by their start dates",
  emptyText: "No events yet. Use “Add Event” to add the first one.",
  messages: {
    created: "Event added successfully!",
    updated: "Event updated successfully!",
    deleted: "Event deleted successfully!",
    saveFailed: "Failed to save the event.",
    loadFailed: "Failed to load events.",
    deleteFailed: "Failed to delete the event.",
  },
  endpoints: {
    list: "/api/events",
    create: "/api/events",
    item: (id) => `/api/events/${encodeURIComponent(id)}`,
  },
  record: eventRecord,
  sort: sortEvents,
  schema,
  blank: blankEvent,
  fromRecord: eventValues,
  toInput: (values) => ({ ...eventInputOf(values), brochure: values.brochure }),
  toFormData: (_input, values) => {
    const form = new FormData();
    for (const field of TEXT_FIELDS) form.append(field, values[field]);
    for (const category of feesInput(values.fees)) form.append("fees[]", JSON.stringify(category));
    form.append("published", String(values.published));
    if (values.brochure) form.append("brochure", values.brochure, values.brochure.name);
    return form;
  },
  fieldOf: eventFieldOf,
  // "Another event has this address.": at the address.
  conflictAt: (message) => (/address/i.test(message) ? "slug" : undefined),
  rowTitle: (event) => event.title,
  columns: [
    { header: "Title", text: (event) => event.title, clamp: true },
    { header: "Kind", text: (event) => EVENT_KIND_LABELS[event.kind] },
    { header: "Dates", text: datesOf },
    { header: "Venue", text: (event) => event.venue, clamp: true },
    {
      header: "Places",
      text: (event) => (event.capacity === null ? "No limit" : String(event.capacity)),
      numeric: true,
    },
    { header: "Status", text: (event) => (event.published ? "Published" : "Draft") },
  ],
  renderForm: (form) => {
    const { values, errors } = form;
    const title = form.bind("title");
    const followsTitle = values.slug === "" || values.slug === slugFromTitle(values.title);
    return (
      <>
        <TextField
          label="Title"
          required
          autoComplete="off"
          maxLength={300}
          {...title}
          onValueChange={(text) => {
            title.onValueChange(text);
            if (followsTitle) form.set("slug", slugFromTitle(text));
          }}
        />
        <SelectField label="Kind" required options={KIND_OPTIONS} {...form.bind("kind")} />
        <TextField
          label="Address"
          required
          autoComplete="off"
          spellCheck={false}
          hint="Lower-case letters, digits and single hyphens; proposed from the title."
          {...form.bind("slug")}
        />
        <div className="admin-field-group">
          <TextField label="Start date" type="date" required {...form.bind("startDate")} />
          <TextField label="End date" type="date" required {...form.bind("endDate")} />
        </div>
        <TextField label="Venue" required autoComplete="off" maxLength={300} {...form.bind("venue")} />
        <SelectField
          label="State where it is held"
          options={STATE_OPTIONS}
          placeholder="The society's own state"
          hint="Optional: the society's own state when left empty. The place of supply on the event's tax invoices."
          {...form.bind("state")}
        />
        <TextArea label="Description" rows={5} hint="Optional." {...form.bind("description")} />
        <TextArea label="Organisers" rows={3} hint="Optional. One per line." {...form.bind("organisers")} />
        <TextField label="Contact e-mail" type="email" required autoComplete="email" {...form.bind("contactEmail")} />
        <div className="admin-field-group">
          <TextField label="Registration opens" type="date" required {...form.bind("registrationOpens")} />
          <TextField
            label="Registration closes"
            type="date"
            required
            hint="The last day registrations are taken."
            {...form.bind("registrationCloses")}
          />
        </div>
        <div className="admin-field-group">
          <TextField
            label="Places"
            inputMode="numeric"
            autoComplete="off"
            hint="Optional. Once they are taken, registrants join a waiting list."
            {...form.bind("capacity")}
          />
          <TextField
            label="Days to pay a freed place"
            inputMode="numeric"
            required
            autoComplete="off"
            {...form.bind("offerDays")}
          />
        </div>
        <TextField
          label="SAC code"
          inputMode="numeric"
          autoComplete="off"
          hint="Optional. Six digits, printed on the event's tax invoices."
          {...form.bind("sac")}
        />
        <TextField
          label="Abstracts until"
          type="date"
          hint="Optional. The last day authors may send abstracts; the event takes none when left empty. Not after the event ends."
          {...form.bind("abstractsUntil")}
        />
        <FeeRows
          idBase={form.fieldId("fees")}
          value={values.fees}
          errors={errors}
          onChange={(text, clears) => form.set("fees", text, clears)}
        />
        <PdfUploadField
          id={form.fieldId("brochure")}
          name="brochure"
          label="Brochure"
          hint={`Optional. ${PDF_HINT} Without a new one, the current brochure is kept.`}
          file={values.brochure}
          currentUrl={values.currentBrochure}
          error={errors.brochure}
          onFile={(file) => form.set("brochure", file)}
        />
        <CheckboxField
          id={form.fieldId("published")}
          name="published"
          label="Published"
          hint="A published event is listed on the site and takes registrations while its registration is open."
          checked={values.published}
          error={errors.published}
          onCheckedChange={(checked) => form.set("published", checked)}
        />
      </>
    );
  },
};

export default function EventsTab() {
  return <ResourceTab config={config} />;
}
