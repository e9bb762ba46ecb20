import { toCsv, type CsvColumn } from "./csv";
import { eventPaymentsOf, eventPaymentTotals } from "./event-payments";
import type { EventRegistrationRecord } from "./event-registrations";
import type { EventRecord } from "./events";

/**
 * An event's registrants as a CSV file (GET /api/events/{id}/registrations.csv, docs/rules/events.md
 * §6): every registration, cancelled ones too, oldest first, with its category, price, money,
 * place, turn or offer, attendance and receipts, as spreadsheets open it as it is (csv.ts: UTF-8
 * with a byte-order mark, CRLF, every cell quoted, formulas defused). Dates are ISO and amounts
 * plain figures with paise, so a spreadsheet can sort and add them.
 */

const amount = (rupees: number) => rupees.toFixed(2);
const optional = (value: number | string | undefined) => (value === undefined ? "" : String(value));

const COLUMNS: CsvColumn<EventRegistrationRecord>[] = [
  { header: "Reference", value: (row) => row.reference },
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Institution", value: (row) => row.institution },
  { header: "GSTIN", value: (row) => row.gstin ?? "" },
  { header: "Member", value: (row) => (row.memberId ? "Yes" : "No") },
  { header: "Category", value: (row) => row.category },
  { header: "Early bird", value: (row) => (row.earlyBird ? "Yes" : "No") },
  { header: "Fee", value: (row) => amount(row.fee) },
  { header: "GST", value: (row) => amount(row.gst) },
  { header: "Total", value: (row) => amount(row.total) },
  { header: "Received", value: (row) => amount(eventPaymentTotals(row).received) },
  { header: "Left to pay", value: (row) => amount(eventPaymentTotals(row).balance) },
  { header: "Status", value: (row) => row.status },
  { header: "Place", value: (row) => optional(row.place) },
  { header: "Waiting turn", value: (row) => optional(row.waitingTurn) },
  { header: "Offered until", value: (row) => row.offeredUntil ?? "" },
  { header: "Registered on", value: (row) => row.registeredOn },
  { header: "Cancelled on", value: (row) => row.cancelledOn ?? "" },
  { header: "Attended", value: (row) => (row.attended ? "Yes" : "No") },
  { header: "Certificate sent on", value: (row) => row.certificateSentOn ?? "" },
  {
    header: "Receipts",
    value: (row) =>
      eventPaymentsOf(row)
        .flatMap((payment) => (payment.receiptNumber ? [payment.receiptNumber] : []))
        .join(" "),
  },
];

export const registrationsCsv = (registrations: readonly EventRegistrationRecord[]): string =>
  toCsv(COLUMNS, registrations);

/** "registrations-soil-health-2027-2026-11-29.csv": the event's address and the day it was taken. */
export const registrationsCsvFileName = (event: Pick<EventRecord, "slug">, today: string): string =>
  `registrations-${event.slug}-${today}.csv`;
