import { useState } from "react";
import { isApiError } from "./api";
import { useNotify } from "./messages";

/**
 * What a row's button does once the person has agreed (delete, accept, reject): the row's buttons
 * wait while the call runs, a toast tells the outcome, and the list is reloaded either way.
 *
 *   const action = useRowAction(list.reload);
 *   await action.run(row._id, {
 *     call: () => api.send("DELETE", `/api/news/${id}`),
 *     succeeded: "News deleted successfully!",
 *     failed: () => "Failed to delete news item.",
 *   });
 *   <DataTable … busyId={action.busyId} />
 *
 * A refused token has its own flow (sign-out, draft kept): no toast then.
 */

export interface RowActionOptions {
  call: () => Promise<unknown>;
  /** The success toast; a function reads it from the call's answer (a message the server gives). */
  succeeded: string | ((answer: unknown) => string);
  /** The error toast for a failure. */
  failed: (error: unknown) => string;
  /** Runs after a success, before the reload (e.g. close the form of a deleted record). */
  then?: () => void;
}

export function useRowAction(reload: () => Promise<void>) {
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (rowId: string, action: RowActionOptions) => {
    setBusyId(rowId);
    try {
      const answer = await action.call();
      notify.success(typeof action.succeeded === "string" ? action.succeeded : action.succeeded(answer));
      action.then?.();
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      notify.error(action.failed(error));
    } finally {
      setBusyId(null);
      void reload();
    }
  };

  return { busyId, run };
}
