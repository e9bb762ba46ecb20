/**
 * National symposia and international conferences (docs/rules/public-site.md §2): the symposia table is empty,
 * and the conferences table has rows for 2023 and 2022 whose other details are not given yet. The
 * society fills in the fields here; an empty field is shown as "To be announced".
 */

export interface ConferenceEntry {
  year: number;
  theme?: string;
  venue?: string;
  dates?: string;
}

export const nationalSymposia: readonly ConferenceEntry[] = [];

export const internationalConferences: readonly ConferenceEntry[] = [{ year: 2023 }, { year: 2022 }];

/** What a table shows for a detail the society has not given yet. */
export const NOT_ANNOUNCED = "To be announced";

export const conferencePages = {
  nationalSymposia: {
    caption: "National symposia of the society",
    empty: "No national symposia are listed yet.",
  },
  internationalConferences: {
    caption: "International conferences of the society",
    empty: "No international conferences are listed yet.",
  },
} as const;
