import { roleMayUse, type Area, type Role } from "../../domain/admin-roles";

/**
 * The panel's tabs, in order: each is served at /admin/<path> (src/pages/admin/[...path].astro
 * builds one page per entry) and shows the component in ./tabs/<path>.tsx when that file exists.
 * `area` says which roles see the tab (src/domain/admin-roles.ts, the map the server enforces);
 * `group` the job it belongs to, under which the navigation lists it (ADMIN_GROUPS).
 * Pure data: the Astro page imports it at build time, the island in the browser.
 */
export const ADMIN_SECTIONS = [
  { path: "news", label: "News", area: "content", group: "content" },
  { path: "pages", label: "Pages", area: "content", group: "content" },
  { path: "executive-council", label: "Executive Council", area: "content", group: "content" },
  { path: "editorial-board", label: "Editorial Board", area: "content", group: "content" },
  { path: "books", label: "Books", area: "content", group: "content" },
  { path: "workshops", label: "Workshops", area: "content", group: "content" },
  { path: "awards", label: "Awards", area: "content", group: "content" },
  { path: "awardees", label: "Awardees", area: "content", group: "content" },
  { path: "nominations", label: "Nominations", area: "content", group: "content" },
  { path: "downloads", label: "Downloads", area: "content", group: "content" },
  { path: "annual-reports", label: "Annual Reports", area: "content", group: "content" },
  { path: "journal", label: "Journal", area: "content", group: "journal-events" },
  { path: "events", label: "Events", area: "content", group: "journal-events" },
  { path: "conference-listings", label: "Conference listings", area: "content", group: "journal-events" },
  { path: "abstracts", label: "Abstracts", area: "content", group: "journal-events" },
  { path: "membership", label: "Membership", area: "membership", group: "office" },
  { path: "membership-types", label: "Membership Types", area: "membership", group: "office" },
  { path: "event-registrations", label: "Event Registrations", area: "membership", group: "office" },
  { path: "payment-details", label: "Payment Details", area: "membership", group: "office" },
  { path: "subscribers", label: "Subscribers", area: "membership", group: "office" },
  { path: "emails", label: "E-mails", area: "membership", group: "office" },
  { path: "settings", label: "Settings", area: "owner", group: "society" },
  { path: "administrators", label: "Administrators", area: "owner", group: "society" },
  { path: "activity", label: "Activity", area: "owner", group: "society" },
  { path: "account", label: "My account", area: "any", group: "account" },
] as const satisfies readonly { path: string; label: string; area: Area; group: AdminGroup }[];

/** The panel's tabs grouped by job, in this order; each administrator sees the groups with a tab of their role's. */
export const ADMIN_GROUPS = {
  content: "Website",
  "journal-events": "Journal and conferences",
  office: "Membership office",
  society: "Society",
  account: "My account",
} as const;
export type AdminGroup = keyof typeof ADMIN_GROUPS;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionPath = AdminSection["path"];

/** The tabs `role` sees, in order. */
export const sectionsFor = (role: Role): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => roleMayUse(role, section.area));

/** The groups `role` sees, each with its tabs, in order. */
export const groupsFor = (role: Role): { group: AdminGroup; label: string; sections: AdminSection[] }[] =>
  (Object.keys(ADMIN_GROUPS) as AdminGroup[])
    .map((group) => ({
      group,
      label: ADMIN_GROUPS[group],
      sections: sectionsFor(role).filter((section) => section.group === group),
    }))
    .filter((entry) => entry.sections.length > 0);

/** The default tab: /admin itself and every unknown sub-path show it (the first tab the role sees). */
export const DEFAULT_SECTION: AdminSection = ADMIN_SECTIONS[0];

/**
 * "/admin/books/" -> Books; "/admin", "/admin/", unknown sub-paths and tabs the role does not see
 * -> the first tab the role sees (News for owners and editors, Membership for the office).
 */
export function sectionFromPathname(pathname: string, role: Role = "owner"): AdminSection {
  const rest = pathname.replace(/^\/admin\/?/, "").replace(/\/+$/, "");
  const allowed = sectionsFor(role);
  return allowed.find((section) => section.path === rest) ?? allowed[0] ?? DEFAULT_SECTION;
}

export const sectionHref = (section: AdminSection) => `/admin/${section.path}`;
