import { toCsv, type CsvColumn } from "./csv";
import { compareNames } from "./directory";
import { standingOf } from "./member-standing";
import { moneyOf, type RegistrationRecord } from "./membership-registrations";
import { currentRenewal } from "./renewals";

/**
 * The membership office's export (GET /api/membership-registrations/export.csv): every record,
 * pending and accepted, with its standing, the application's money and the current renewal's
 * apart (docs/rules/members-and-money.md), as a CSV file spreadsheets open
 * as it is (csv.ts: UTF-8 with a byte-order mark, CRLF, every cell quoted, formulas defused).
 * Dates are ISO (YYYY-MM-DD) and amounts plain figures with paise, so a spreadsheet can sort and
 * add them.
 */

export type ExportedRegistration = Pick<
  RegistrationRecord,
  | "name"
  | "email"
  | "contact"
  | "membershipType"
  | "nationality"
  | "status"
  | "term"
  | "memberNumber"
  | "reference"
  | "acceptedAt"
  | "validUntil"
  | "amountDue"
  | "membershipFee"
  | "payments"
  | "renewals"
>;

const amount = (rupees: number) => rupees.toFixed(2);

const renewalAmount = (row: ExportedRegistration, field: "amountDue" | "received" | "balance" | "credit"): string => {
  const value = currentRenewal(row)?.[field];
  return value === undefined || value === null ? "" : amount(value);
};

function columns(today: string): CsvColumn<ExportedRegistration>[] {
  return [
    { header: "Member number", value: (row) => row.memberNumber ?? "" },
    { header: "Application reference", value: (row) => row.reference ?? "" },
    { header: "Name", value: (row) => row.name },
    { header: "E-mail", value: (row) => row.email },
    { header: "Contact", value: (row) => row.contact },
    { header: "Membership type", value: (row) => row.membershipType },
    { header: "Nationality", value: (row) => row.nationality },
    { header: "Status", value: (row) => standingOf(row, today) },
    { header: "Accepted on", value: (row) => row.acceptedAt ?? "" },
    { header: "Valid until", value: (row) => row.validUntil ?? "" },
    { header: "Amount due (₹)", value: (row) => amount(moneyOf(row).amountDue) },
    { header: "Received (₹)", value: (row) => amount(moneyOf(row).received) },
    { header: "Balance (₹)", value: (row) => amount(moneyOf(row).balance) },
    { header: "Credit (₹)", value: (row) => amount(moneyOf(row).credit) },
    // The current renewal period apart from the application (blank: none opened yet).
    { header: "Renewal period", value: (row) => currentRenewal(row)?.period ?? "" },
    { header: "Renewal due (₹)", value: (row) => renewalAmount(row, "amountDue") },
    { header: "Renewal received (₹)", value: (row) => renewalAmount(row, "received") },
    { header: "Renewal balance (₹)", value: (row) => renewalAmount(row, "balance") },
    { header: "Renewal credit (₹)", value: (row) => renewalAmount(row, "credit") },
    { header: "Renewed on", value: (row) => currentRenewal(row)?.renewedOn ?? "" },
  ];
}

/** Members by number first (the office's order), then everyone without one by name. */
function byNumberThenName(a: ExportedRegistration, b: ExportedRegistration): number {
  if (a.memberNumber && b.memberNumber) return a.memberNumber.localeCompare(b.memberNumber);
  if (a.memberNumber || b.memberNumber) return a.memberNumber ? -1 : 1;
  return compareNames(a.name, b.name);
}

/** The whole file; `today` is India's day, for each member's standing. */
export function membersCsv(records: readonly ExportedRegistration[], today: string): string {
  return toCsv(columns(today), [...records].sort(byNumberThenName));
}

/** "members-2026-11-27.csv": the day of the export, so files saved on different days stay apart. */
export const membersCsvFileName = (today: string) => `members-${today}.csv`;
