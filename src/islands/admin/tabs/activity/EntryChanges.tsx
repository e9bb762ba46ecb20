import { useState } from "react";
import { changedFields, type ActivityEntry } from "../../../../domain/activity";
import { fieldLabel, SKIPPED_WHEN_DIFFERENT, valueText } from "./values";

/**
 * What one entry changed. An update shows, side by side, the fields whose values differ; "Show all
 * fields" adds the rest. An addition shows the record as added, a deletion the record as it was.
 * Values are text (React escapes them), so nothing stored can run here.
 */
export function EntryChanges({ entry, id }: { entry: ActivityEntry; id: string }) {
  const [all, setAll] = useState(false);
  const { before, after } = entry;
  if (!before && !after) return <p id={id}>No record was changed (nothing to show).</p>;

  const both = Boolean(before && after);
  const differing = changedFields(before, after).filter((name) => !SKIPPED_WHEN_DIFFERENT.has(name));
  const everything = Object.keys({ ...before, ...after });
  const shown = both && !all ? differing : everything;
  const label = `${both ? "Changes" : after ? "As added" : "As it was"}: ${entry.summary}`;

  return (
    <div id={id} className="admin-activity-changes">
      {both && differing.length === 0 && !all && <p>Only the time of the last change differs.</p>}
      {shown.length > 0 && (
        <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
          <table className="data">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                {both ? (
                  <>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                  </>
                ) : (
                  <th scope="col">{after ? "Value" : "Value before deletion"}</th>
                )}
              </tr>
            </thead>
            <tbody>
              {shown.map((name) => {
                // In the whole record, the changed fields say so in words, not by colour alone.
                const marked = both && all && differing.includes(name);
                return (
                  <tr key={name} className={marked ? "is-changed" : undefined}>
                    <th scope="row">
                      {fieldLabel(name)}
                      {marked && " (changed)"}
                    </th>
                    {both ? (
                      <>
                        <td className="admin-activity-value">{valueText(before?.[name])}</td>
                        <td className="admin-activity-value">{valueText(after?.[name])}</td>
                      </>
                    ) : (
                      <td className="admin-activity-value">{valueText((after ?? before)?.[name])}</td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {both && (
        <button type="button" className="admin-link-button" aria-pressed={all} onClick={() => setAll(!all)}>
          {all ? "Show only the changed fields" : "Show all fields"}
        </button>
      )}
    </div>
  );
}
