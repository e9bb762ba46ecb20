import { receiptSlug } from "../../../../domain/financial-year";
import type { PaymentMethod, PaymentPurpose, PaymentStatus } from "../../../../domain/payment-rules";
import type { ApiFile } from "../useFileDownload";

/**
 * Whose payments the office's payment parts show and change: a membership application or member
 * (docs/rules/members-and-money.md §3), or an event registration (docs/rules/events.md §5). The
 * same table, decisions and "Record a payment" serve both, each given the book's paths.
 */

export interface BookPayment {
  _id: string;
  method: PaymentMethod;
  reference: string;
  amount: number;
  paidOn: string;
  status: PaymentStatus;
  receiptNumber?: string | undefined;
  receivedOn?: string | undefined;
  note?: string | undefined;
  createdAt: string;
  /** A membership payment's: application or renewal. */
  purpose?: PaymentPurpose | undefined;
}

export interface PaymentBook {
  id: string;
  /** The payer, as the table and the confirmation name them. */
  name: string;
  updatedAt: string;
  payments: readonly BookPayment[];
  /** Where "Record a payment" POSTs. */
  recordPath: string;
  /** Where a decision on a reported payment is PUT. */
  decisionPath: (paymentId: string) => string;
  /** Membership payments say what they pay for; an event registration's do not. */
  purposes: boolean;
  /** What the form proposes: the amount most likely paid next, and what for. */
  suggested: { amount: number | null; purpose: PaymentPurpose };
  /** Who reports payments: "the member", "the registrant". */
  reporter: string;
  /** Said when the payer is gone (removed elsewhere). */
  goneText: string;
}

/** A receipt's PDF, for the office (and whoever else the API lets have it). */
export const receiptFile = (receiptNumber: string): ApiFile => {
  const slug = receiptSlug(receiptNumber);
  return {
    path: `/api/receipts/${encodeURIComponent(slug)}`,
    fileName: `receipt-${slug}.pdf`,
    what: `the receipt ${receiptNumber}`,
  };
};
