/**
 * The landing pages of the menu groups (docs/rules/public-site.md §10.3): /publications, /awards, /conference
 * and /membership each list their sub-pages. The links themselves come from navigation.ts (the
 * menu data); this file adds the page texts and a one-line description per sub-page.
 */

export interface SectionLanding {
  /** The menu's id in navigation.ts. */
  menuId: string;
  /** The landing page's own address. */
  href: string;
  title: string;
  lead: string;
  description: string;
}

export const sectionLandings = {
  publications: {
    menuId: "publications",
    href: "/publications",
    title: "Publications",
    lead: "The society's journal, its editorial board, books and bulletins, and the annual reports of its work.",
    description:
      "The journal Agricultural Innovation & Technology, its editorial board, books, bulletins and annual reports.",
  },
  awards: {
    menuId: "awards",
    href: "/awards",
    title: "Awards",
    lead: "The awards the society gives for outstanding work in agriculture, entrepreneurship, environment and technology, and how to apply.",
    description: "The society's awards, their guidelines and awardees, and how to apply or nominate.",
  },
  conference: {
    menuId: "conference",
    href: "/conference",
    title: "Conference",
    lead: "National symposia, international conferences, workshops and brainstorming sessions held by the society.",
    description: "The society's national symposia, international conferences, workshops and brainstorming sessions.",
  },
  membership: {
    menuId: "membership",
    href: "/membership",
    title: "Membership",
    lead: "Join a community of scientists, teachers, students, entrepreneurs and farmers working for agriculture and rural development.",
    description: "Membership types and fees, the members directory and online registration.",
  },
} as const satisfies Record<string, SectionLanding>;

/** One line under each sub-page's card, by the link's address in navigation.ts. */
export const subPageDescriptions: Readonly<Record<string, string>> = {
  "/publications/journal": "The quarterly journal: focus areas, the current special issue, ISSNs and how to submit.",
  "/publications/editorial-board":
    "The Chief Editor and the editors of the journal, with their areas of specialisation.",
  "/publications/books": "Books and bulletins published by the society, with their details and how to order.",
  "/publications/annual-reports": "The society's annual reports from 2014-15 to 2019-20, to download as PDF.",
  "/awards/society": "Each award with its year of institution, guidelines and the list of its awardees.",
  "/awards/nomination": "The current call for nominations, the application link and the general instructions.",
  "/conference/national-symposia": "Symposia the society holds in India on themes of national importance.",
  "/conference/international-conferences": "Conferences the society organises with partners in India and abroad.",
  "/conference/workshop": "Workshops and brainstorming sessions with their topics, venues and dates.",
  "/membership/info": "Membership types, fees with GST for Indian members, and the society's bank details.",
  "/membership/directory": "Search the contact details of the society's members.",
  "/membership/registration": "Apply for membership online and choose your membership type.",
};
