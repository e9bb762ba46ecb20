import { useId, useState } from "react";
import { formatLongDate, formatRupees } from "../../../../domain/format";
import { DataTable, RowButton, type Column } from "../DataTable";
import { TextField } from "../fields";
import { useFileDownload } from "../useFileDownload";
import { receiptFile, type BookPayment, type PaymentBook } from "./payment-book";
import { usePaymentDecisions } from "./usePaymentDecisions";

/**
 * A book's payments, newest first: what was paid, how, and where it stands. A payment its payer
 * reported waits for the office: Confirm (it becomes received and gets its receipt) or Reject
 * (after a confirmation), with an optional note kept on the payment. A received one's receipt
 * downloads from its number.
 */

const paymentTitle = (payment: BookPayment) =>
  `${formatRupees(payment.amount)} by ${payment.method}, reference ${payment.reference}`;

function statusText(payment: BookPayment, reporter: string): string {
  const words = { reported: `Reported by ${reporter}`, received: "Received", rejected: "Rejected" }[payment.status];
  const received =
    payment.status === "received" && payment.receivedOn ? ` on ${formatLongDate(payment.receivedOn)}` : "";
  const note = payment.note ? ` (note: ${payment.note})` : "";
  return `${words}${received}${note}`;
}

export function PaymentsTable({ book, reload }: { book: PaymentBook; reload: () => Promise<void> }) {
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState("");
  const decisions = usePaymentDecisions(book, reload, () => setNote(""));
  const files = useFileDownload();
  const payments = [...book.payments].sort(
    (a, b) => b.paidOn.localeCompare(a.paidOn) || b.createdAt.localeCompare(a.createdAt),
  );
  const anyReported = payments.some((payment) => payment.status === "reported");

  const columns: Column<BookPayment>[] = [
    {
      header: "Paid on",
      text: (payment) => formatLongDate(payment.paidOn),
      render: (payment) => <time dateTime={payment.paidOn}>{formatLongDate(payment.paidOn)}</time>,
    },
    { header: "Method", text: (payment) => payment.method },
    { header: "Reference", text: (payment) => payment.reference },
    { header: "Amount", text: (payment) => formatRupees(payment.amount), numeric: true },
    ...(book.purposes
      ? [{ header: "For", text: (payment: BookPayment) => (payment.purpose === "renewal" ? "Renewal" : "Application") }]
      : []),
    { header: "Status", text: (payment) => statusText(payment, book.reporter) },
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
            label={`Payments of ${book.name}`}
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
