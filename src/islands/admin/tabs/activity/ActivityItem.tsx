import { useState } from "react";
import {
  ACTIVITY_COLLECTIONS,
  actorText,
  isActivityCollection,
  restoreKindOf,
  type ActivityEntry,
} from "../../../../domain/activity";
import { RowButton } from "../../ui/DataTable";
import { formatPublishedAt } from "../../ui/PublishStatus";
import { EntryChanges } from "./EntryChanges";

/** Element id of an entry's "Show changes" button, for moving focus to it. */
export const changesButtonId = (id: string) => `admin-activity-changes-button-${id}`;

/** One entry of the log: what happened, when and by whom; its changes on request; Restore where it can. */
export function ActivityItem({
  entry,
  busy,
  onRestore,
}: {
  entry: ActivityEntry;
  busy: boolean;
  onRestore: (entry: ActivityEntry) => void;
}) {
  const [open, setOpen] = useState(false);
  const changesId = `admin-activity-changes-${entry._id}`;
  const what = isActivityCollection(entry.collection) ? ACTIVITY_COLLECTIONS[entry.collection] : entry.collection;
  const hasChanges = Boolean(entry.before ?? entry.after);
  return (
    <li className="admin-activity-entry">
      <p className="admin-activity-summary">{entry.summary}</p>
      <p className="admin-activity-meta">
        <time dateTime={entry.at}>{formatPublishedAt(entry.at)}</time> · {actorText(entry.actor)} · {what}
      </p>
      <div className="admin-activity-actions">
        {hasChanges && (
          <button
            type="button"
            id={changesButtonId(entry._id)}
            className="button button-secondary button-small"
            aria-expanded={open}
            aria-controls={open ? changesId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? "Hide changes" : "Show changes"}
            <span className="visually-hidden"> of {entry.summary}</span>
          </button>
        )}
        {restoreKindOf(entry) && (
          <RowButton label="Restore" rowTitle={entry.summary} busy={busy} onClick={() => onRestore(entry)} />
        )}
      </div>
      {open && <EntryChanges entry={entry} id={changesId} />}
    </li>
  );
}
