import { formatLongDate, formatRupees } from "../../domain/format";
import type { PaymentStatus } from "../../domain/payments";
import type { MemberPayment } from "../../domain/member-account";
import { Section } from "./section";

const STATUS_TEXT: Record<PaymentStatus, string> = {
  reported: "Reported, awaiting confirmation",
  received: "Received",
  rejected: "Not accepted by the office",
};

/** The receipt's address: its number with "/" written as "-" (docs/rules/members-and-money.md §4). */
const receiptHref = (receiptNumber: string) =>
  `/api/receipts/${encodeURIComponent(receiptNumber.replaceAll("/", "-"))}`;

/** Every payment on the record, newest first, with its status and, once received, its receipt. */
export function PaymentsSection({ payments }: { payments: readonly MemberPayment[] }) {
  const newestFirst = [...payments].sort((a, b) => b.paidOn.localeCompare(a.paidOn));
  return (
    <Section id="account-payments" title="Your payments">
      {newestFirst.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="account-payments-title">
          <table className="data account-payments">
            <thead>
              <tr>
                <th scope="col">Paid on</th>
                <th scope="col">Method</th>
                <th scope="col">Reference</th>
                <th scope="col">Amount</th>
                <th scope="col">For</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((payment) => (
                <tr key={payment._id}>
                  <td>{formatLongDate(payment.paidOn)}</td>
                  <td>{payment.method}</td>
                  <td>{payment.reference}</td>
                  <td className="account-amount">{formatRupees(payment.amount)}</td>
                  <td>{payment.purpose === "renewal" ? "Renewal" : "Application"}</td>
                  <td>
                    {STATUS_TEXT[payment.status]}
                    {payment.receiptNumber && (
                      <>
                        {" "}
                        <a href={receiptHref(payment.receiptNumber)} download>
                          Receipt {payment.receiptNumber}
                        </a>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
