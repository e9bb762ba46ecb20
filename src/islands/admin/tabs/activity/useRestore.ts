import { useState } from "react";
import { restoreAnswer, restoreKindOf, type ActivityEntry } from "../../../../domain/activity";
import { api, isApiError } from "../../ui/api";
import { useConfirm } from "../../ui/dialog";
import { useNotify } from "../../ui/messages";

/**
 * "Restore" on an entry: asks first (what comes back, and that the site is rebuilt), then says
 * the outcome in a toast, the server's own words when it refuses (the record changed since, or
 * exists again), and calls `after` so the list shows the restore's own entry.
 */
export function useRestore(after: () => void) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string | null>(null);

  const restore = async (entry: ActivityEntry) => {
    const kind = restoreKindOf(entry);
    if (!kind) return;
    const agreed = await confirm({
      message:
        kind === "deletion"
          ? "Put this deleted record back, with its photo or file?"
          : "Put back the version of this record from before this change?",
      detail: entry.summary,
      confirmLabel: "Restore",
    });
    if (!agreed) return;
    setBusyId(entry._id);
    try {
      const answer = await api.send("POST", `/api/admin/activity/${encodeURIComponent(entry._id)}/restore`, {
        schema: restoreAnswer,
      });
      notify.success(answer.message);
      after();
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      notify.error(
        isApiError(error) && (error.kind === "conflict" || error.kind === "not-found")
          ? error.message
          : "Failed to restore the record.",
      );
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, restore };
}
