import { DeskFrame } from "../../ui/desk";
import { PaymentsTable } from "../../ui/payments/PaymentsTable";
import { RecordPaymentForm } from "../../ui/payments/RecordPaymentForm";
import { useFileDownload } from "../../ui/useFileDownload";
import { membershipBook, type DeskRecord } from "./desk-record";
import { certificateFile } from "./member-files";
import { RecordFacts } from "./RecordFacts";
import { RenewalDuesForm } from "./RenewalDuesForm";

/**
 * The desk for one application or member, below the table: details and money, the payments with
 * their decisions and receipts, "Record a payment", an open renewal's amount, and the certificate of
 * an accepted member. Focus moves to its heading when it opens for a record; Close (or Escape)
 * hands focus back (ui/desk.tsx).
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
  const files = useFileDownload();
  const certificate = certificateFile(record);
  const book = membershipBook(record);

  return (
    <DeskFrame
      title={record.name}
      serial={serial}
      onClose={onClose}
      actions={
        record.status === "accepted" && (
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={files.busyPath === certificate.path}
            aria-busy={files.busyPath === certificate.path || undefined}
            onClick={() => void files.download(certificate)}
          >
            {files.busyPath === certificate.path ? "Downloading…" : "Certificate (PDF)"}
          </button>
        )
      }
    >
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
    </DeskFrame>
  );
}
