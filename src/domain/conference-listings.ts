import * as z from "zod";
import { EVENT_KIND_LABELS, type EventKind } from "./events";
import { storedMeta, yearField } from "./fields";

/**
 * The rows of the National Symposia and International Conferences tables (docs/rules/public-site.md §2) for
 * the society's conferences that have no event page of their own: a year, and a theme, venue and dates once
 * they are known. The pages list them after the published events of their kind (docs/rules/events.md §2).
 */

/** The two kinds of event whose pages have these tables (the workshop page keeps a table of its own). */
export const LISTING_KINDS = ["symposium", "conference"] as const satisfies readonly EventKind[];
export type ListingKind = (typeof LISTING_KINDS)[number];

/** "National symposium", "International conference": the events' own names for the kinds. */
export const LISTING_KIND_LABELS: Record<ListingKind, string> = {
  symposium: EVENT_KIND_LABELS.symposium,
  conference: EVENT_KIND_LABELS.conference,
};

/** What the public tables (and the panel's) show for a detail not given yet. */
export const NOT_ANNOUNCED = "To be announced";

/** Optional text of at most `max` characters; left empty while it is not known. */
const detail = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} is too long (${max} characters at most).` })
    .optional()
    .default("");

/** What the admin form and the API accept for a conference listing (the year may arrive as text). */
export const conferenceListingInput = z.object({
  kind: z.enum(LISTING_KINDS, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? "Kind is required." : "Kind must be symposium or conference.",
  }),
  year: yearField("Year"),
  theme: detail("Theme", 1_000),
  venue: detail("Venue", 500),
  dates: detail("Dates", 200),
});
export type ConferenceListingInput = z.input<typeof conferenceListingInput>;

export const conferenceListingRecord = storedMeta.extend({
  kind: z.enum(LISTING_KINDS),
  year: z.number(),
  theme: z.string(),
  venue: z.string(),
  dates: z.string(),
});
export type ConferenceListingRecord = z.infer<typeof conferenceListingRecord>;

/** Newest year first; equal years in the order they were added. */
export function sortConferenceListings(items: readonly ConferenceListingRecord[]): ConferenceListingRecord[] {
  return [...items].sort((a, b) => b.year - a.year || a.createdAt.localeCompare(b.createdAt));
}

/** The rows one page lists: those of its kind, newest year first. */
export const listingsOfKind = (items: readonly ConferenceListingRecord[], kind: ListingKind) =>
  sortConferenceListings(items.filter((item) => item.kind === kind));

/** A row in words, its theme once given: "International conference 2023", "National symposium 2021: Soil health". */
export function listingTitle(listing: Pick<ConferenceListingRecord, "kind" | "year" | "theme">): string {
  const named = `${LISTING_KIND_LABELS[listing.kind]} ${listing.year}`;
  return listing.theme.trim() === "" ? named : `${named}: ${listing.theme.trim()}`;
}
