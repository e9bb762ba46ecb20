import { useId } from "react";
import { DESK_FILTERS, type DeskFilterId } from "./desk-filters";

/**
 * The desk's filter (one choice of standing, each with its count) and search box. The choices are
 * radio buttons: one tab stop, arrow keys move between them, and the count is part of each name.
 */
export function DeskFilters({
  filter,
  counts,
  onFilter,
  query,
  onQuery,
}: {
  filter: DeskFilterId;
  counts: Record<DeskFilterId, number> | null;
  onFilter: (filter: DeskFilterId) => void;
  query: string;
  onQuery: (query: string) => void;
}) {
  const id = useId();
  const searchId = `${id}-search`;
  return (
    <div className="admin-desk-filters">
      <fieldset className="admin-segments">
        <legend>Show</legend>
        {DESK_FILTERS.map((choice) => (
          <label key={choice.id} className="admin-segment">
            <input
              type="radio"
              name={`${id}-filter`}
              value={choice.id}
              checked={filter === choice.id}
              onChange={() => onFilter(choice.id)}
            />
            <span>
              {choice.label}
              {counts && ` (${counts[choice.id]})`}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="admin-field">
        <label htmlFor={searchId}>Search applications and members</label>
        <p className="admin-hint" id={`${searchId}-hint`}>
          Name, e-mail, contact, membership number or application reference.
        </p>
        <input
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
    </div>
  );
}
