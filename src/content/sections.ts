/**
 * The landing pages of the menu groups (docs/rules/public-site.md §10.3): /publications, /awards, /conference
 * and /membership each list their sub-pages. The links themselves come from navigation.ts (the
 * menu data); this file adds each page's description for search engines and a one-line
 * description per sub-page. Their titles and leads are texts the Pages tab edits (§12). And the
 * home page's cards to the main sections.
 */
import type { EditablePage } from "../domain/page-texts";

export interface SectionLanding {
  /** The menu's id in navigation.ts. */
  menuId: string;
  /** The landing page's own address. */
  href: string;
  /** Its title and lead in the Pages tab. */
  page: EditablePage;
  description: string;
}

export const sectionLandings = {
  publications: {
    menuId: "publications",
    page: "publications",
    href: "/publications",
    description:
      "The journal Agricultural Innovation & Technology, its editorial board, books, bulletins and annual reports.",
  },
  awards: {
    menuId: "awards",
    page: "awards",
    href: "/awards",
    description: "The society's awards, their guidelines and awardees, and how to apply or nominate.",
  },
  conference: {
    menuId: "conference",
    page: "conference",
    href: "/conference",
    description: "The society's national symposia, international conferences, workshops and brainstorming sessions.",
  },
  membership: {
    menuId: "membership",
    page: "membership",
    href: "/membership",
    description: "Membership types and fees, the members directory and online registration.",
  },
} as const satisfies Record<string, SectionLanding>;

/** One line under each sub-page's card, by the link's address in navigation.ts. */
export const subPageDescriptions: Readonly<Record<string, string>> = {
  "/publications/journal": "The quarterly journal: focus areas, the current special issue, ISSNs and how to submit.",
  "/publications/editorial-board":
    "The Chief Editor and the editors of the journal, with their areas of specialisation.",
  "/publications/books": "Books and bulletins published by the society, with their details and how to order.",
  "/publications/annual-reports": "The society's annual reports, year by year, to download as PDF.",
  "/awards/society": "Each award with its year of institution, guidelines and the list of its awardees.",
  "/awards/nomination": "The current call for nominations, the application link and the general instructions.",
  "/conference/national-symposia": "Symposia the society holds in India on themes of national importance.",
  "/conference/international-conferences": "Conferences the society organises with partners in India and abroad.",
  "/conference/workshop": "Workshops and brainstorming sessions with their topics, venues and dates.",
  "/membership/info": "Membership types, fees with GST for Indian members, and the society's bank details.",
  "/membership/directory": "Search the contact details of the society's members.",
  "/membership/registration": "Apply for membership online and choose your membership type.",
};

/** A card of the home page's quick links: a section's name, where it is, and a line about it. */
export interface QuickLink {
  title: string;
  href: string;
  text: string;
}

/** The home page's quick links to the main sections, shown as cards. */
export const homeQuickLinks: readonly QuickLink[] = [
  {
    title: "Journal",
    href: "/publications/journal",
    text: "Agricultural Innovation & Technology: research published quarterly, with calls for papers and author guidelines.",
  },
  {
    title: "Membership",
    href: "/membership",
    text: "Membership types and fees, online registration and the directory of members.",
  },
  {
    title: "Awards",
    href: "/awards",
    text: "The society's awards, their guidelines, past awardees and how to send a nomination.",
  },
  {
    title: "Workshops",
    href: "/conference/workshop",
    text: "Workshops and brainstorming sessions the society has held, with their topics, venues and dates.",
  },
];
