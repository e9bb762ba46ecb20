/**
 * The site's menus: one source for the desktop header, the mobile menu and the footer.
 * Groups, labels and targets follow docs/rules/public-site.md §2 "Header navigation". Where the spec names a
 * target without a label (e.g. /publications/editorial-board) the label is ours.
 */

export interface NavLink {
  href: string;
  label: string;
}

export interface NavGroup {
  /** Shown as the group's heading in the About us dropdown and as a section in the mobile menu. */
  heading: string;
  links: readonly NavLink[];
}

export interface NavMenu {
  kind: "menu";
  /** Used for element ids ("menu-about"). */
  id: string;
  label: string;
  /** "wide": 700px, one column per group; "narrow": 350px, one column. */
  width: "wide" | "narrow";
  groups: readonly NavGroup[];
}

export interface NavPlainLink extends NavLink {
  kind: "link";
}

export type NavEntry = NavPlainLink | NavMenu;

const filtered = (filter: string, label: string): NavLink => ({
  href: `/present-executive-council?filter=${encodeURIComponent(filter)}`,
  label,
});

export const mainNavigation: readonly NavEntry[] = [
  { kind: "link", href: "/", label: "Home" },
  {
    kind: "menu",
    id: "about",
    label: "About us",
    width: "wide",
    groups: [
      {
        heading: "The Society",
        links: [
          { href: "/about", label: "Who We Are" },
          { href: "/our_legacy", label: "Our Legacy" },
          { href: "/vision", label: "Vision" },
        ],
      },
      {
        heading: "Executive Council",
        links: [
          { href: "/executive-council", label: "About The Council" },
          { href: "/present-executive-council", label: "Present Executive Council" },
          filtered("President", "Presidents"),
          filtered("Secretary", "Secretaries"),
          filtered("Joint Secretary", "Joint Secretaries"),
          filtered("Treasurer", "Treasurers"),
          filtered("Chief Editor", "Chief Editors"),
        ],
      },
    ],
  },
  {
    kind: "menu",
    id: "publications",
    label: "Publications",
    width: "narrow",
    groups: [
      {
        heading: "Publications",
        links: [
          { href: "/publications/journal", label: "Journal - Agricultural Innovation & Technology" },
          { href: "/publications/editorial-board", label: "Editorial Board" },
          { href: "/publications/books", label: "Books & Reports" },
          { href: "/publications/annual-reports", label: "Annual Reports" },
        ],
      },
    ],
  },
  {
    kind: "menu",
    id: "awards",
    label: "Awards",
    width: "narrow",
    groups: [
      {
        heading: "Awards",
        links: [
          { href: "/awards/society", label: "Society Awards" },
          { href: "/awards/nomination", label: "Award Nomination/Application" },
        ],
      },
    ],
  },
  {
    kind: "menu",
    id: "conference",
    label: "Conference",
    width: "narrow",
    groups: [
      {
        heading: "Conference",
        links: [
          { href: "/conference/national-symposia", label: "National Symposia" },
          { href: "/conference/international-conferences", label: "International Conferences" },
          { href: "/conference/workshop", label: "Workshop/Brain Storming" },
        ],
      },
    ],
  },
  {
    kind: "menu",
    id: "membership",
    label: "Membership",
    width: "narrow",
    groups: [
      {
        heading: "Membership",
        links: [
          { href: "/membership/info", label: "Membership Information" },
          { href: "/membership/directory", label: "Members Directory" },
          { href: "/membership/registration", label: "Online Registration" },
        ],
      },
    ],
  },
  { kind: "link", href: "/downloads", label: "Downloads" },
];

/**
 * The header's account links, beside the society's name. A signed-in member's browser shows
 * `account` in the place of `login` (the signed-in hint, src/build/inline-scripts.ts).
 */
export const accountLinks = {
  login: { href: "/login", label: "Login" },
  account: { href: "/account", label: "Your account" },
  join: { href: "/membership/registration", label: "Join New Member" },
} as const satisfies Record<string, NavLink>;

/** Every link of the main navigation, in menu order. */
export const allNavigationLinks: readonly NavLink[] = mainNavigation.flatMap((entry) =>
  entry.kind === "link" ? [entry] : entry.groups.flatMap((group) => group.links),
);

/** Path of a menu target without its query ("/present-executive-council?filter=…" gives the page). */
export const pathOf = (href: string): string => href.split(/[?#]/)[0] ?? href;

/** "/about/" and "/about" are the same page. */
export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, "") : path) || "/";
