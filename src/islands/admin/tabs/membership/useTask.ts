import { useState } from "react";
import { isApiError } from "../../ui/api";

/**
 * A button's one-off task (run the reminders, export the members): busy while it runs, then what
 * it did or why it failed, shown beside the button. A refused token has its own flow (sign-out).
 */

export type TaskState =
  { phase: "idle" } | { phase: "busy" } | { phase: "done"; text: string } | { phase: "failed"; text: string };

export function useTask() {
  const [state, setState] = useState<TaskState>({ phase: "idle" });

  const run = async (work: () => Promise<string>, failed: string) => {
    setState({ phase: "busy" });
    try {
      setState({ phase: "done", text: await work() });
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") {
        setState({ phase: "idle" });
        return;
      }
      setState({ phase: "failed", text: isApiError(error) ? `${failed} ${error.message}` : failed });
    }
  };

  return { state, busy: state.phase === "busy", run };
}
