import type { ReactNode } from "react";
import { certificateFileName, hasCertificate } from "../../../../domain/event-attendance";
import { eventPaymentsOf, eventPaymentTotals, paymentRefusal } from "../../../../domain/event-payments";
import type { EventRegistrationRecord } from "../../../../domain/event-registrations";
import { formatDayInIndia, formatLongDate, formatRupees } from "../../../../domain/format";
import { DeskFrame } from "../../ui/desk";
import type { PaymentBook } from "../../ui/payments/payment-book";
import { PaymentsTable } from "../../ui/payments/PaymentsTable";
import { RecordPaymentForm } from "../../ui/payments/RecordPaymentForm";
import { useFileDownload } from "../../ui/useFileDownload";
import { STATUS_LABELS } from "./status";

/**
 * One registration at the event's desk (docs/rules/events.md §5-§6), below the table: who, the
 * category and price, where it stands, whether they attended (and their certificate), the money, the
 * payments with their decisions and receipts, and "Record a payment" while a payment can be taken.
 * Focus moves to its heading when it opens; Close (or Escape) hands it back (ui/desk.tsx).
 */

const NONE = "None";

/** Why the desk offers no "Record a payment" (the API refuses it too: paymentRefusal). */
const NO_PAYMENT: Partial<Record<EventRegistrationRecord["status"], string>> = {
  waiting: "On the waiting list: no payment is taken until a place is offered.",
  cancelled: "Cancelled: no payment is taken.",
};

export function registrationBook(eventId: string, registration: EventRegistrationRecord): PaymentBook {
  const path = `/api/events/${encodeURIComponent(eventId)}/registrations/${encodeURIComponent(registration._id)}/payments`;
  return {
    id: registration._id,
    name: registration.name,
    updatedAt: registration.updatedAt,
    payments: eventPaymentsOf(registration),
    recordPath: path,
    decisionPath: (paymentId) => `${path}/${encodeURIComponent(paymentId)}`,
    purposes: false,
    suggested: { amount: eventPaymentTotals(registration).balance, purpose: "application" },
    reporter: "the registrant",
    goneText: "This registration no longer exists.",
  };
}

function where(registration: EventRegistrationRecord): string {
  if (registration.status === "waiting") return `Turn ${String(registration.waitingTurn ?? "")} on the waiting list`;
  if (registration.status === "offered")
    return `Place ${String(registration.place ?? "")} offered, to pay by ${formatLongDate(registration.offeredUntil ?? "")}`;
  if (registration.status === "cancelled") return `Cancelled on ${formatLongDate(registration.cancelledOn ?? "")}`;
  return registration.place === undefined ? "Placed" : `Place ${String(registration.place)}`;
}

export function RegistrationDesk({
  eventId,
  eventSlug,
  registration,
  serial,
  reload,
  onClose,
}: {
  eventId: string;
  eventSlug: string;
  registration: EventRegistrationRecord;
  /** Changes each time the registration is opened: focus moves to the desk each time. */
  serial: number;
  reload: () => Promise<void>;
  onClose: () => void;
}) {
  const book = registrationBook(eventId, registration);
  const money = eventPaymentTotals(registration);
  const files = useFileDownload();
  const certificate = {
    path: `/api/events/${encodeURIComponent(eventId)}/registrations/${encodeURIComponent(registration._id)}/certificate`,
    fileName: certificateFileName({ slug: eventSlug }, registration.reference),
    what: "the certificate",
  };

  const facts: [string, ReactNode][] = [
    ["Status", `${STATUS_LABELS[registration.status]}: ${where(registration)}`],
    ["Reference", registration.reference],
    ["E-mail", registration.email],
    ["Phone", registration.phone],
    ["Institution", registration.institution || NONE],
    ["GSTIN", registration.gstin ?? NONE],
    ["Member", registration.memberId ? "Registered as a signed-in member" : "No"],
    ["Category", `${registration.category}${registration.earlyBird ? " (early bird)" : ""}`],
    ["Registered on", formatDayInIndia(registration.createdAt)],
    [
      "Attended",
      hasCertificate(registration)
        ? `Yes${registration.certificateSentOn ? `; certificate e-mailed on ${formatLongDate(registration.certificateSentOn)}` : "; certificate not e-mailed yet"}`
        : "Not marked",
    ],
  ];
  const amounts: [string, number][] = [
    ["Fee", registration.fee],
    ["GST", registration.gst],
    ["Total", registration.total],
    ["Received", money.received],
    ["Left to pay", money.balance],
    ...(money.credit > 0 ? [["Paid beyond the total", money.credit] as [string, number]] : []),
  ];

  return (
    <DeskFrame title={registration.name} serial={serial} onClose={onClose}>
      <dl className="admin-desk-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="admin-desk-money" aria-label="Money">
        {amounts.map(([term, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{formatRupees(amount)}</dd>
          </div>
        ))}
      </dl>
      {hasCertificate(registration) && (
        <p>
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={files.busyPath === certificate.path}
            aria-busy={files.busyPath === certificate.path || undefined}
            onClick={() => void files.download(certificate)}
          >
            {files.busyPath === certificate.path ? "Downloading…" : "Download the certificate (PDF)"}
          </button>
        </p>
      )}
      <PaymentsTable book={book} reload={reload} />
      {paymentRefusal(registration) === undefined ? (
        <RecordPaymentForm key={registration._id} book={book} reload={reload} />
      ) : (
        <p className="muted">{NO_PAYMENT[registration.status] ?? "Nothing is due for this category."}</p>
      )}
    </DeskFrame>
  );
}
