import { roleMayUse, type Area, type Role } from "../../domain/admin-roles";

/**
 * The panel's tabs, in order: each is served at /admin/<path> (src/pages/admin/[...path].astro
 * builds one page per entry) and shows the component in ./tabs/<path>.tsx when that file exists.
 * `area` says which roles see the tab (src/domain/admin-roles.ts, the map the server enforces).
 * Pure data: the Astro page imports it at build time, the island in the browser.
 */
export const ADMIN_SECTIONS = [
  { path: "news", label: "News", area: "content" },
  { path: "executive-council", label: "Executive Council", area: "content" },
  { path: "editorial-board", label: "Editorial Board", area: "content" },
  { path: "books", label: "Books", area: "content" },
  { path: "journal", label: "Journal", area: "content" },
  { path: "workshops", label: "Workshops", area: "content" },
  { path: "events", label: "Events", area: "content" },
  { path: "abstracts", label: "Abstracts", area: "content" },
  { path: "awards", label: "Awards", area: "content" },
  { path: "awardees", label: "Awardees", area: "content" },
  { path: "nominations", label: "Nominations", area: "content" },
  { path: "membership", label: "Membership", area: "membership" },
  { path: "event-registrations", label: "Event Registrations", area: "membership" },
  { path: "payment-details", label: "Payment Details", area: "membership" },
  { path: "downloads", label: "Downloads", area: "content" },
  { path: "subscribers", label: "Subscribers", area: "membership" },
  { path: "emails", label: "E-mails", area: "membership" },
  { path: "settings", label: "Settings", area: "owner" },
  { path: "administrators", label: "Administrators", area: "owner" },
  { path: "activity", label: "Activity", area: "owner" },
  { path: "account", label: "My account", area: "any" },
] as const satisfies readonly { path: string; label: string; area: Area }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionPath = AdminSection["path"];

/** The tabs `role` sees, in order. */
export const sectionsFor = (role: Role): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => roleMayUse(role, section.area));

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
