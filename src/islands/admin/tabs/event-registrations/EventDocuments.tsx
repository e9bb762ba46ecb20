import { useState } from "react";
import * as z from "zod";
import { badgeHolders, badgesFileName, certificateDue, hasCertificate } from "../../../../domain/event-attendance";
import type { EventRegistrationRecord } from "../../../../domain/event-registrations";
import { registrationsCsvFileName } from "../../../../domain/event-registrations-export";
import type { EventRecord } from "../../../../domain/events";
import { indiaToday } from "../../../../domain/india-date";
import { api, isApiError } from "../../ui/api";
import { useConfirm } from "../../ui/dialog";
import { failureText } from "../../ui/resource";
import { useFileDownload } from "../../ui/useFileDownload";

/**
 * The event's documents at its desk (docs/rules/events.md §6): the registrations as CSV, the sheet
 * of name badges, and the batch that e-mails the participation certificates. One call of the batch sends what fits in its
 * time and says how many remain; this part calls again until none remain, showing the count, and
 * pressing the button again after an interruption resumes with those not sent.
 */

const batchAnswer = z.object({ sent: z.number(), remaining: z.number(), attended: z.number() });

type Progress =
  | { state: "idle" }
  | { state: "sending"; sent: number; remaining: number | null }
  | { state: "done"; sent: number }
  | { state: "stopped"; sent: number; remaining: number | null; reason: string };

function progressText(progress: Progress): string {
  switch (progress.state) {
    case "idle":
      return "";
    case "sending":
      return progress.remaining === null
        ? "Sending the certificates…"
        : `Sending the certificates: ${String(progress.sent)} sent, ${String(progress.remaining)} to go…`;
    case "done":
      return progress.sent === 1 ? "1 certificate sent." : `${String(progress.sent)} certificates sent.`;
    case "stopped":
      return `Stopped after ${String(progress.sent)} sent: ${progress.reason} Press the button again to send the rest.`;
  }
}

export function EventDocuments({
  event,
  registrations,
  reload,
}: {
  event: EventRecord;
  registrations: readonly EventRegistrationRecord[];
  reload: () => Promise<void>;
}) {
  const files = useFileDownload();
  const confirm = useConfirm();
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  const eventPath = `/api/events/${encodeURIComponent(event._id)}`;
  const csv = {
    path: `${eventPath}/registrations.csv`,
    fileName: registrationsCsvFileName(event, indiaToday()),
    what: "the registrations",
  };
  const badges = { path: `${eventPath}/badges.pdf`, fileName: badgesFileName(event), what: "the name badges" };
  const holders = badgeHolders(registrations).length;
  const attended = registrations.filter(hasCertificate).length;
  const due = registrations.filter(certificateDue).length;
  const sending = progress.state === "sending";

  const sendCertificates = async () => {
    const agreed = await confirm({
      message: due === 1 ? "E-mail 1 certificate?" : `E-mail ${String(due)} certificates?`,
      detail: `Each attendee not yet sent theirs gets their participation certificate of ${event.title} as a PDF, once.`,
      confirmLabel: "E-mail the certificates",
    });
    if (!agreed) return;
    let sent = 0;
    let remaining: number | null = null;
    setProgress({ state: "sending", sent, remaining });
    try {
      for (;;) {
        const answer = await api.send("POST", `${eventPath}/certificates`, { schema: batchAnswer });
        sent += answer.sent;
        remaining = answer.remaining;
        setProgress({ state: "sending", sent, remaining });
        if (remaining === 0) break;
        // Nothing went in a whole call: something is wrong; stop rather than call for ever.
        if (answer.sent === 0) {
          setProgress({ state: "stopped", sent, remaining, reason: "the server sent none in its last call." });
          return;
        }
      }
      setProgress({ state: "done", sent });
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") {
        setProgress({ state: "idle" });
        return;
      }
      const reason = isApiError(error) ? failureText(error, "the server did not finish.") : "the connection failed.";
      setProgress({ state: "stopped", sent, remaining, reason });
    } finally {
      void reload();
    }
  };

  return (
    <div className="admin-event-documents">
      <div className="admin-actions">
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={files.busyPath === csv.path}
          aria-busy={files.busyPath === csv.path || undefined}
          onClick={() => void files.download(csv)}
        >
          {files.busyPath === csv.path ? "Downloading…" : "Download the registrations (CSV)"}
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={holders === 0 || files.busyPath === badges.path}
          aria-busy={files.busyPath === badges.path || undefined}
          onClick={() => void files.download(badges)}
        >
          {files.busyPath === badges.path ? "Making the badges…" : "Download the name badges (PDF)"}
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={due === 0 || sending}
          aria-busy={sending || undefined}
          onClick={() => void sendCertificates()}
        >
          {sending ? "Sending…" : "E-mail the certificates"}
        </button>
      </div>
      <p className="muted">
        {holders === 1 ? "1 badge" : `${String(holders)} badges`} (everyone holding or offered a place).{" "}
        {attended === 0
          ? "Nobody is marked as attended yet: certificates are for those marked."
          : `${String(attended)} marked as attended; ${due === 0 ? "every certificate has been sent" : `${String(due)} certificate${due === 1 ? "" : "s"} not sent yet`}.`}
      </p>
      <p className="muted" role="status" aria-live="polite">
        {progressText(progress)}
      </p>
    </div>
  );
}
