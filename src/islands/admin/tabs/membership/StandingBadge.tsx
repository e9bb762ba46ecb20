import type { Standing } from "../../../../domain/member-standing";

/** A record's standing (docs/rules/members-and-money.md §5) as a badge: the word itself, coloured by what it asks of the office. */
export function StandingBadge({ standing }: { standing: Standing }) {
  return <span className={`admin-badge admin-badge-${standing.toLowerCase()}`}>{standing}</span>;
}
