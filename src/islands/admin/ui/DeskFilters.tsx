import { useId } from "react";

/**
 * A desk's filter (one choice, each with its count) and search box: the membership office's
 * applications and members, an event's registrations. The choices are radio buttons: one tab
 * stop, arrow keys move between them, and the count is part of each name.
 */
export function DeskFilters<Id extends string>({
  choices,
  filter,
  counts,
  onFilter,
  query,
  onQuery,
  searchLabel,
  searchHint,
}: {
  choices: readonly { id: Id; label: string }[];
  filter: Id;
  counts: Record<Id, number> | null;
  onFilter: (filter: Id) => void;
  query: string;
  onQuery: (query: string) => void;
  searchLabel: string;
  searchHint: string;
}) {
  const id = useId();
  const searchId = `${id}-search`;
  return (
    <div className="admin-desk-filters">
      <fieldset className="admin-segments">
        <legend>Show</legend>
        {choices.map((choice) => (
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
        <label htmlFor={searchId}>{searchLabel}</label>
        <p className="admin-hint" id={`${searchId}-hint`}>
          {searchHint}
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
