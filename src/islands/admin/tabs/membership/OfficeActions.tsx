import { useId } from "react";
import { reminderRunSummary, reminderRunText } from "../../../../domain/reminder-run";
import { api } from "../../ui/api";
import { downloadBlob } from "../../ui/download";
import { useTask, type TaskState } from "./useTask";

/**
 * The membership office's two buttons (docs/rules/members-and-money.md §5): run the renewal reminders now (the daily
 * job, which never sends one twice) and download every record as CSV from the API, standing and
 * money included.
 */

const EXPORT_PATH = "/api/membership-registrations/export.csv";

function TaskStatus({ state, busyText }: { state: TaskState; busyText: string }) {
  // Always in the page, so screen readers announce what it comes to say.
  if (state.phase === "failed") {
    return (
      <p className="admin-field-error" role="alert">
        {state.text}
      </p>
    );
  }
  return (
    <p className="muted" role="status">
      {state.phase === "busy" ? busyText : state.phase === "done" ? state.text : ""}
    </p>
  );
}

export function OfficeActions() {
  const headingId = useId();
  const reminders = useTask();
  const exporting = useTask();

  const runReminders = () =>
    reminders.run(async () => {
      const summary = await api.send("POST", "/api/admin/reminders/run", { schema: reminderRunSummary });
      return reminderRunText(summary);
    }, "Could not run the reminders.");

  const exportMembers = () =>
    exporting.run(async () => {
      const { blob, fileName = "members.csv" } = await api.download(EXPORT_PATH);
      downloadBlob(fileName, blob);
      return `Downloaded ${fileName}.`;
    }, "Could not export the members.");

  return (
    <section className="admin-tab admin-membership-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Reminders and export</h3>
      <p className="admin-hint">
        Annual members are reminded by e-mail every day as their membership nears its end: 30 days before, 7 days before
        and the day after. Each reminder is sent once.
      </p>
      <div className="admin-office-actions">
        <div>
          <button
            type="button"
            className="button"
            disabled={reminders.busy}
            aria-busy={reminders.busy}
            onClick={() => void runReminders()}
          >
            {reminders.busy ? "Running reminders…" : "Run reminders now"}
          </button>
          <TaskStatus state={reminders.state} busyText="Sending the reminders that are due…" />
        </div>
        <div>
          <button
            type="button"
            className="button"
            disabled={exporting.busy}
            aria-busy={exporting.busy}
            onClick={() => void exportMembers()}
          >
            {exporting.busy ? "Exporting…" : "Export members (CSV)"}
          </button>
          <TaskStatus state={exporting.state} busyText="Preparing the file…" />
        </div>
      </div>
    </section>
  );
}
