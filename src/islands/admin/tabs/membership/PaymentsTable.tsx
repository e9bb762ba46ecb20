import { useId, useState } from "react";
import { formatLongDate, formatRupees } from "../../../../domain/format";
import type { PaymentRecord } from "../../../../domain/payments";
import { paymentsOf } from "../../../../domain/membership-registrations";
import { DataTable, RowButton, type Column } from "../../ui/DataTable";
import { TextField } from "../../ui/fields";
import type { DeskRecord } from "./desk-record";
import { usePaymentDecisions } from "./usePaymentDecisions";
import { useFileDownload } from "../../ui/useFileDownload";
import { receiptFile } from "./member-files";

/**
 * A record's payments, newest first: what was paid, how, and where it stands. A payment the member
 * reported waits for the office: Confirm (it becomes received and gets its receipt) or Reject
 * (after a confirmation), with an optional note kept on the payment. A received one's receipt
 * downloads from its number.
 */

const STATUS_TEXT = {
  reported: "Reported by the member",
  received: "Received",
  rejected: "Rejected",
} as const satisfies Record<PaymentRecord["status"], string>;

const paymentTitle = (payment: PaymentRecord) =>
  `${formatRupees(payment.amount)} by ${payment.method}, reference ${payment.reference}`;

function statusText(payment: PaymentRecord): string {
  const received =
    payment.status === "received" && payment.receivedOn ? ` on ${formatLongDate(payment.receivedOn)}` : "";
  const note = payment.note ? ` (note: ${payment.note})` : "";
  return `${STATUS_TEXT[payment.status]}${received}${note}`;
}

export function PaymentsTable({ record, reload }: { record: DeskRecord; reload: () => Promise<void> }) {
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState("");
  const decisions = usePaymentDecisions(record, reload, () => setNote(""));
  const files = useFileDownload();
  const payments = [...paymentsOf(record)].sort(
    (a, b) => b.paidOn.localeCompare(a.paidOn) || b.createdAt.localeCompare(a.createdAt),
  );
  const anyReported = payments.some((payment) => payment.status === "reported");

  const columns: Column<PaymentRecord>[] = [
    {
      header: "Paid on",
      text: (payment) => formatLongDate(payment.paidOn),
      render: (payment) => <time dateTime={payment.paidOn}>{formatLongDate(payment.paidOn)}</time>,
    },
    { header: "Method", text: (payment) => payment.method },
    { header: "Reference", text: (payment) => payment.reference },
    { header: "Amount", text: (payment) => formatRupees(payment.amount), numeric: true },
    { header: "For", text: (payment) => (payment.purpose === "renewal" ? "Renewal" : "Application") },
    { header: "Status", text: statusText },
    {
      header: "Receipt",
      text: (payment) => payment.receiptNumber ?? "",
      render: (payment) => {
        const number = payment.receiptNumber;
        if (!number) return payment.status === "received" ? "To follow" : "None";
        const file = receiptFile(number);
        return (
          <button
            type="button"
            className="admin-link-button"
            disabled={files.busyPath === file.path}
            aria-busy={files.busyPath === file.path || undefined}
            onClick={() => void files.download(file)}
          >
            Receipt {number}
          </button>
        );
      },
    },
  ];

  return (
    <section className="admin-desk-part" aria-labelledby={titleId}>
      <h5 id={titleId}>Payments</h5>
      {payments.length === 0 ? (
        <p className="muted">No payments yet.</p>
      ) : (
        <>
          {anyReported && (
            <div className="admin-desk-note">
              <TextField
                id={noteId}
                name="note"
                label="Note with a confirmation or rejection"
                hint="Optional; kept on the payment, for example “not on the bank statement”."
                maxLength={500}
                autoComplete="off"
                value={note}
                onValueChange={setNote}
              />
            </div>
          )}
          <DataTable
            label={`Payments of ${record.name}`}
            rows={payments}
            rowTitle={paymentTitle}
            columns={columns}
            busyId={decisions.busyId}
            extraActions={
              anyReported
                ? (payment) =>
                    payment.status === "reported" && (
                      <>
                        <RowButton
                          label="Confirm"
                          rowTitle={paymentTitle(payment)}
                          busy={decisions.busyId === payment._id}
                          onClick={() => void decisions.confirm(payment, note)}
                        />
                        <RowButton
                          label="Reject"
                          rowTitle={paymentTitle(payment)}
                          kind="danger"
                          busy={decisions.busyId === payment._id}
                          onClick={() => void decisions.reject(payment, note)}
                        />
                      </>
                    )
                : undefined
            }
          />
        </>
      )}
    </section>
  );
}
