import {
  conferenceListingInput,
  conferenceListingRecord,
  LISTING_KIND_LABELS,
  LISTING_KINDS,
  listingTitle,
  NOT_ANNOUNCED,
  sortConferenceListings,
  type ConferenceListingRecord,
  type ListingKind,
} from "../../../domain/conference-listings";
import type { Column } from "../ui/DataTable";
import { SelectField, TextField, YearField } from "../ui/fields";
import { ResourceTab, type ResourceTabConfig } from "../ui/ResourceTab";
import { typedNumber } from "../ui/validation";

/**
 * The Conference listings tab (docs/rules/public-site.md §2): the rows of the National Symposia and
 * International Conferences tables for conferences without an event page, each with its kind, year, and theme,
 * venue and dates once known; the table newest year first.
 */

interface ListingValues {
  kind: string;
  year: string;
  theme: string;
  venue: string;
  dates: string;
}

const KIND_OPTIONS = LISTING_KINDS.map((kind) => ({ value: kind, label: LISTING_KIND_LABELS[kind] }));
const UNTIL_KNOWN = `Optional: while it is empty, the public page shows “${NOT_ANNOUNCED}”.`;

/** A detail as the public table shows it: “To be announced” (greyed) while it is empty. */
const detailColumn = (
  header: string,
  detail: (listing: ConferenceListingRecord) => string,
  clamp = false,
): Column<ConferenceListingRecord> => ({
  header,
  text: (listing) => detail(listing) || NOT_ANNOUNCED,
  render: (listing) => detail(listing) || <span className="muted">{NOT_ANNOUNCED}</span>,
  clamp,
});

const config: ResourceTabConfig<ConferenceListingRecord, ListingValues, typeof conferenceListingInput> = {
  tab: "conference-listings",
  heading: "Conference listings",
  noun: "conference listing",
  addLabel: "Add Conference Listing",
  addTitle: "Add conference listing",
  editTitle: "Edit conference listing",
  tableLabel: "Conference listings",
  emptyText: "No conference listings yet. Use “Add Conference Listing” to add the first one.",
  messages: {
    created: "Conference listing added successfully!",
    updated: "Conference listing updated successfully!",
    deleted: "Conference listing deleted successfully!",
    saveFailed: "Failed to save conference listing details.",
    loadFailed: "Failed to load conference listings.",
    deleteFailed: "Failed to delete conference listing.",
  },
  endpoints: {
    list: "/api/conference-listings",
    create: "/api/conference-listings",
    item: (id) => `/api/conference-listings/${encodeURIComponent(id)}`,
  },
  record: conferenceListingRecord,
  sort: sortConferenceListings,
  schema: conferenceListingInput,
  blank: { kind: "", year: "", theme: "", venue: "", dates: "" },
  fromRecord: (listing) => ({
    kind: listing.kind,
    year: String(listing.year),
    theme: listing.theme,
    venue: listing.venue,
    dates: listing.dates,
  }),
  // The year is sent as typed: the schema turns it into a number and checks its range.
  toInput: (values) => ({ ...values, kind: values.kind as ListingKind, year: typedNumber(values.year) }),
  rowTitle: listingTitle,
  intro: (
    <p className="muted">
      The rows of the National Symposia and International Conferences tables for conferences without an event page of
      their own; the pages list them after the events. Events with registration are made in the Events tab.
    </p>
  ),
  columns: [
    { header: "Kind", text: (listing) => LISTING_KIND_LABELS[listing.kind] },
    { header: "Year", text: (listing) => String(listing.year), numeric: true },
    detailColumn("Theme", (listing) => listing.theme, true),
    detailColumn("Venue", (listing) => listing.venue, true),
    detailColumn("Dates", (listing) => listing.dates),
  ],
  renderForm: (form) => (
    <>
      <SelectField label="Kind" required options={KIND_OPTIONS} {...form.bind("kind")} />
      <YearField {...form.bind("year")} />
      <TextField label="Theme" hint={UNTIL_KNOWN} autoComplete="off" maxLength={1000} {...form.bind("theme")} />
      <TextField label="Venue" hint={UNTIL_KNOWN} autoComplete="off" maxLength={500} {...form.bind("venue")} />
      <TextField
        label="Dates"
        hint={`As the page should show them, for example “12–14 February 2025”. ${UNTIL_KNOWN}`}
        autoComplete="off"
        maxLength={200}
        {...form.bind("dates")}
      />
    </>
  ),
};

export default function ConferenceListingsTab() {
  return <ResourceTab config={config} />;
}
