import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { PaymentsTable } from "../../ui/payments/PaymentsTable";
import { RecordPaymentForm } from "../../ui/payments/RecordPaymentForm";
import { membershipBook, type DeskRecord } from "./desk-record";
import { RecordFacts } from "./RecordFacts";
import { RenewalDuesForm } from "./RenewalDuesForm";
import { useFileDownload } from "../../ui/useFileDownload";
import { certificateFile } from "./member-files";

/**
 * The desk for one application or member, below the table: details and money, the payments with
 * their decisions and receipts, "Record a payment", an open renewal's amount, and the certificate of
 * an accepted member.
 * Focus moves to its heading when it opens for a record; Close (or Escape) hands focus back.
 */
export function RecordDesk({
  record,
  serial,
  reload,
  onClose,
}: {
  record: DeskRecord;
  /** Changes each time the record is opened, also again: focus moves to the desk each time. */
  serial: number;
  reload: () => Promise<void>;
  onClose: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const files = useFileDownload();
  const certificate = certificateFile(record);
  const book = membershipBook(record);

  useEffect(() => {
    heading.current?.focus();
  }, [serial]);

  // Escape closes, unless something inside took it (an open select, the confirmation dialog).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <section className="admin-desk" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="admin-desk-top">
        <h4 id={headingId} ref={heading} tabIndex={-1}>
          {record.name}
        </h4>
        <div className="admin-actions">
          {record.status === "accepted" && (
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={files.busyPath === certificate.path}
              aria-busy={files.busyPath === certificate.path || undefined}
              onClick={() => void files.download(certificate)}
            >
              {files.busyPath === certificate.path ? "Downloading…" : "Certificate (PDF)"}
            </button>
          )}
          <button type="button" className="button button-small button-secondary" onClick={onClose}>
            Close<span className="visually-hidden"> {record.name}</span>
          </button>
        </div>
      </div>
      <RecordFacts record={record} />
      <PaymentsTable book={book} reload={reload} />
      <RecordPaymentForm key={record._id} book={book} reload={reload} />
      {record.renewal?.renewedOn === null && (
        <RenewalDuesForm
          key={`${record._id}-${record.renewal.number}-${record.updatedAt}`}
          record={record}
          renewal={record.renewal}
          reload={reload}
        />
      )}
    </section>
  );
}
