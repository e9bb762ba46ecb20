/**
 * Administrators' roles (docs/rules/members-and-money.md §1 and 8) and the one map of who may do what. Every admin route
 * of the API names an area (src/server/api/handler.ts `admin`), every panel tab too (sections.ts), and
 * both ask `roleMayUse`; tests/unit/admin-roles.test.ts walks every documented admin route with a
 * token of each role against this map. Free of zod so the panel can use it.
 */

export const ADMIN_ROLES = ["owner", "editor", "membership"] as const;
export type Role = (typeof ADMIN_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  editor: "Editor",
  membership: "Membership office",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "everything, plus administrators, the society's settings and site details, and the activity log",
  editor:
    "news, the society's own pages, executive council, editorial board, books, workshops, awards, awardees, nominations, downloads, annual reports, the journal, events, conference listings and abstracts",
  membership:
    "membership rates, applications and members, payments and receipts, payment details, subscribers, e-mails and reminders",
};

/**
 * What a route or tab belongs to, and the roles that may use it:
 * - `content`: the public site's content (news, the society's own pages, council, editorial board,
 *   books, workshops, awards, awardees, nominations, downloads, annual reports, the journal, events,
 *   conference listings and abstracts, and their uploads);
 * - `membership`: the membership office (rates, applications and members, payments and receipts,
 *   payment details, subscribers, the e-mail outbox, reminders, the members' export);
 * - `owner`: administrators, saving the society's settings, the activity log;
 * - `any`: what every administrator needs (publishing status, reading the settings, their own
 *   account and password).
 */
export const AREA_ROLES = {
  content: ["owner", "editor"],
  membership: ["owner", "membership"],
  owner: ["owner"],
  any: ["owner", "editor", "membership"],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;
export const AREAS = Object.keys(AREA_ROLES) as Area[];

export const roleMayUse = (role: Role, area: Area): boolean => (AREA_ROLES[area] as readonly Role[]).includes(role);

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);

/** docs/rules/members-and-money.md §8: the answer to a call the role does not allow (403). */
export const ROLE_NOT_ALLOWED = "Your role does not allow this.";
