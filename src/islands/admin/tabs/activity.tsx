import { useEffect, useState } from "react";
import { useNotify } from "../ui/messages";
import { ListStatus } from "../ui/resource";
import { TabHeading } from "../ui/tab";
import { ActivityFilters } from "./activity/ActivityFilters";
import { ActivityItem, changesButtonId } from "./activity/ActivityItem";
import { useActivityLog, type ActivityFilters as Filters } from "./activity/useActivityLog";
import { useRestore } from "./activity/useRestore";

/**
 * The Activity tab (docs/rules/members-and-money.md §9): every change made through the site, newest first, filtered by
 * what and by who, older entries a page at a time; each entry's changes on request (an update's
 * differing fields side by side), and Restore for a deletion or an update. Parts in ./activity/.
 */
export default function ActivityTab() {
  const notify = useNotify();
  const [filters, setFilters] = useState<Filters>({ collection: "", actor: "" });
  const log = useActivityLog(filters, () => notify.error("Failed to load older activity."));
  const { busyId, restore } = useRestore(() => void log.reload());

  // The first older entry takes focus, so the keyboard goes on where the list grew.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    const target = document.getElementById(changesButtonId(focusId));
    if (!target) return;
    target.focus();
    setFocusId(null);
  });
  const showOlder = async () => {
    const first = await log.loadOlder();
    if (first) setFocusId(first._id);
  };

  const filtered = filters.collection !== "" || filters.actor !== "";
  return (
    <div className="admin-tab">
      <div className="admin-tab-top">
        <TabHeading>Activity</TabHeading>
        <button type="button" className="button button-secondary" onClick={() => void log.reload()}>
          Refresh
        </button>
      </div>
      <p className="muted">
        Every change made on the site, newest first: by administrators, members and the public. Entries cannot be
        changed or deleted. A deleted record, with its photo or file for 30 days, or a record&apos;s earlier version can
        be restored.
      </p>
      <ActivityFilters onApply={setFilters} />
      <ListStatus
        list={log}
        loadingText="Loading activity…"
        errorText="Failed to load activity."
        emptyText={filtered ? "No activity matches these filters." : "No activity yet."}
      />
      {log.rows.length > 0 && (
        <ol className="admin-activity-list" aria-label="Activity, newest first">
          {log.rows.map((entry) => (
            <ActivityItem
              key={entry._id}
              entry={entry}
              busy={busyId === entry._id}
              onRestore={(chosen) => void restore(chosen)}
            />
          ))}
        </ol>
      )}
      {log.status === "ready" && log.hasOlder && (
        <button
          type="button"
          className="button button-secondary"
          disabled={log.loadingOlder}
          onClick={() => void showOlder()}
        >
          {log.loadingOlder ? "Loading older activity…" : "Older"}
        </button>
      )}
    </div>
  );
}
