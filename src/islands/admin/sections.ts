/**
 * The panel's tabs, in order: each is served at /admin/<path> (src/pages/admin/[...path].astro
 * builds one page per entry) and shows the component in ./tabs/<path>.tsx when that file exists.
 * Pure data: the Astro page imports it at build time, the island in the browser.
 */
export const ADMIN_SECTIONS = [
  { path: "news", label: "News" },
  { path: "executive-council", label: "Executive Council" },
  { path: "editorial-board", label: "Editorial Board" },
  { path: "books", label: "Books" },
  { path: "workshops", label: "Workshops" },
  { path: "awards", label: "Awards" },
  { path: "awardees", label: "Awardees" },
  { path: "nominations", label: "Nominations" },
  { path: "membership", label: "Membership" },
  { path: "payment-details", label: "Payment Details" },
  { path: "downloads", label: "Downloads" },
  { path: "subscribers", label: "Subscribers" },
  { path: "emails", label: "E-mails" },
  { path: "settings", label: "Settings" },
  { path: "activity", label: "Activity" },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionPath = AdminSection["path"];

/** The default tab: /admin itself and every unknown sub-path show it. */
export const DEFAULT_SECTION: AdminSection = ADMIN_SECTIONS[0];

/** "/admin/books/" -> Books; "/admin", "/admin/" and unknown sub-paths -> News. */
export function sectionFromPathname(pathname: string): AdminSection {
  const rest = pathname.replace(/^\/admin\/?/, "").replace(/\/+$/, "");
  return ADMIN_SECTIONS.find((section) => section.path === rest) ?? DEFAULT_SECTION;
}

export const sectionHref = (section: AdminSection) => `/admin/${section.path}`;
