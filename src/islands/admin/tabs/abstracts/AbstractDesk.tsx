import { ABSTRACT_STATUS_LABELS, abstractFileName } from "../../../../domain/event-abstract-rules";
import type { EventAbstractRecord } from "../../../../domain/event-abstracts";
import { formatFileSize } from "../../../../domain/file-size";
import { formatLongDate } from "../../../../domain/format";
import { DeskFrame } from "../../ui/desk";
import { useFileDownload } from "../../ui/useFileDownload";
import { DecisionForm } from "./DecisionForm";

/**
 * One abstract at the desk (docs/rules/events.md §8), below the table: its authors, who sent it,
 * where it stands, its file to download, and the decision form. Focus moves to its heading when it
 * opens; Close (or Escape) hands it back (ui/desk.tsx).
 */

export const abstractFilePath = (eventId: string, entry: Pick<EventAbstractRecord, "_id">) =>
  `/api/events/${encodeURIComponent(eventId)}/abstracts/${encodeURIComponent(entry._id)}/file`;

export function AbstractDesk({
  eventId,
  entry,
  serial,
  reload,
  onClose,
}: {
  eventId: string;
  entry: EventAbstractRecord;
  /** Changes each time the abstract is opened: focus moves to the desk each time. */
  serial: number;
  reload: () => Promise<void>;
  onClose: () => void;
}) {
  const files = useFileDownload();
  const file = {
    path: abstractFilePath(eventId, entry),
    fileName: abstractFileName(entry.reference, entry.file.contentType),
    what: `the file of ${entry.reference}`,
  };
  const busy = files.busyPath === file.path;

  const facts: [string, string][] = [
    ["Status", ABSTRACT_STATUS_LABELS[entry.status]],
    ["Reference", entry.reference],
    ["Authors", entry.authors.join("; ")],
    ["Presenting author", entry.presentingAuthor],
    ["Sent by", `${entry.name} (${entry.email})`],
    [
      "Submitted on",
      `${formatLongDate(entry.submittedOn)}${entry.revisions > 0 ? `, revision ${String(entry.revisions)}` : ""}`,
    ],
    ["Decided on", entry.decidedOn ? formatLongDate(entry.decidedOn) : "Not yet"],
    ["Note with the latest decision", entry.note || "None"],
    ["File", `${entry.file.name}, ${formatFileSize(entry.file.size)}`],
  ];

  return (
    <DeskFrame
      title={entry.title}
      serial={serial}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void files.download(file)}
        >
          {busy ? "Downloading…" : "Download the file"}
        </button>
      }
    >
      <dl className="admin-desk-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DecisionForm eventId={eventId} entry={entry} reload={reload} />
    </DeskFrame>
  );
}
