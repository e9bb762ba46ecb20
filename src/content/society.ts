/**
 * What the society's own pages show beside the texts the Pages tab edits (docs/rules/public-site.md
 * §12): the home page's quick links, Our Legacy's facts, the council's size and positions, and the
 * contact page's topics and tips.
 */
import type { SiteDetails } from "../domain/site-details";

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

/** Our Legacy's facts at a glance: data, not text. The founding year is not given yet, and says so. */
export const legacyFacts = (site: Pick<SiteDetails, "registration" | "memberCount">) => [
  { term: "Founded", detail: "Lucknow, year to be confirmed (placeholder)" },
  ...(site.registration ? [{ term: "Registration", detail: site.registration }] : []),
  { term: "Members", detail: `${site.memberCount}, in India and abroad` },
];

/** docs/rules/public-site.md §2 and §9: the council has 24 members and meets at least twice a year. */
export const council = {
  size: 24,
  /** The positions table; "How the position is filled" beyond the spec's facts defers to the bye-laws. */
  positions: [
    {
      position: "President",
      role: "Leads the society and chairs the meetings of the General Body and the Executive Council.",
      filled: "Succeeds from President-elect.",
    },
    {
      position: "President-elect",
      role: "Works alongside the President and prepares to take office as the next President.",
      filled: "Elected by the General Body.",
    },
    {
      position: "Secretary",
      role: "Runs the society's day-to-day work, correspondence and records, and convenes its meetings.",
      filled: "Elected by the General Body.",
    },
    {
      position: "Joint Secretary",
      role: "Assists the Secretary and acts for the Secretary when needed.",
      filled: "Elected by the General Body.",
    },
    {
      position: "Treasurer",
      role: "Keeps the society's accounts and funds and presents the yearly statement of accounts.",
      filled: "As laid down in the society's bye-laws.",
    },
    {
      position: "Chief Editor",
      role: "Leads the editorial board of the journal Agricultural Innovation & Technology.",
      filled: "As laid down in the society's bye-laws.",
    },
    {
      position: "Members",
      role: "Take part in the council's decisions and serve on its committees; with the office-bearers they make up the council of 24.",
      filled: "As laid down in the society's bye-laws.",
    },
  ],
} as const;

export const contact = {
  /** Where particular questions are best answered, before or instead of writing. */
  topics: [
    {
      title: "Membership and fees",
      text: "Membership types, fees and the society's bank details are on the membership information page; you can register online.",
      href: "/membership/info",
      label: "Membership information",
    },
    {
      title: "Submitting to the journal",
      text: "The journal page gives the submission guidelines and the editorial office's address.",
      href: "/publications/journal",
      label: "Journal - Agricultural Innovation & Technology",
    },
    {
      title: "Awards and nominations",
      text: "The nomination page says how to apply or nominate a colleague for the society's awards.",
      href: "/awards/nomination",
      label: "Award Nomination/Application",
    },
    {
      title: "Books and reports",
      text: "To order a book, use Order Now on the book's page; it opens an e-mail to the Secretary.",
      href: "/publications/books",
      label: "Books & Reports",
    },
  ],
  /** How to write so the Secretary can answer quickly. */
  tips: [
    "Give your name, and your membership number if you are a member.",
    "Put the subject in the e-mail's subject line, for example “Membership” or “Journal submission”.",
    "Letters by post reach the Secretary at the address above.",
  ],
} as const;
