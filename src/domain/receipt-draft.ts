import { indiaToday } from "./india-date";
import type { RegistrationRecord } from "./membership-registrations";
import { GST_RATE_PERCENT } from "./memberships";
import { toPaise, toRupees } from "./money";
import { renewalsOf } from "./renewals";
import type { PaymentRecord } from "./payments";
import type { ReceiptSnapshot } from "./receipts";
import type { SocietySettings } from "./settings";

/** What a receipt shows, before the ledger gives it its number (docs/rules/members-and-money.md §4). Pure. */

export type ReceiptDraft = Omit<ReceiptSnapshot, "number">;

/**
 * The application's frozen fee, GST and total. A record stored before fee and GST were frozen apart
 * has only its total (`amountDue`, or `membershipFee` before that), which was the option's fee
 * plus GST at 18 %: it is split in that proportion, to the paisa, the GST taking the rounding.
 */
export function receiptDues(
  record: Pick<RegistrationRecord, "amountDue" | "membershipFee" | "feeDue" | "gstDue">,
): ReceiptDraft["dues"] {
  const total = record.amountDue ?? record.membershipFee;
  if (record.feeDue !== undefined && record.gstDue !== undefined) {
    return { fee: record.feeDue, gst: record.gstDue, total };
  }
  const totalPaise = toPaise(total);
  const feePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  return { fee: toRupees(feePaise), gst: toRupees(totalPaise - feePaise), total };
}

/**
 * The dues a payment's receipt splits its tax by: a renewal's own period's (renewals.ts), else
 * the application's. A renewal received before periods existed has none and falls back to the
 * application's, as its receipt was then drawn.
 */
export function paymentDues(record: RegistrationRecord, payment: PaymentRecord): ReceiptDraft["dues"] {
  const period = renewalsOf(record).find((candidate) => candidate.number === payment.renewal);
  return payment.purpose === "renewal" && period?.dues ? period.dues : receiptDues(record);
}

/**
 * The day a received payment's receipt carries: the day it became received. A payment marked
 * received before that day was kept has the India day of its last change instead.
 */
export const receiptDateOf = (payment: Pick<PaymentRecord, "receivedOn" | "updatedAt">): string =>
  payment.receivedOn ?? indiaToday(new Date(payment.updatedAt));

/** The receipt of `payment` on `record`, as the society's settings are now. */
export function receiptDraft(
  record: RegistrationRecord,
  payment: PaymentRecord,
  settings: Pick<
    SocietySettings,
    "legalName" | "address" | "state" | "gstin" | "sac" | "exportSupply" | "lutReference"
  >,
): ReceiptDraft {
  const { legalName, address, state, gstin, sac, exportSupply, lutReference } = settings;
  const period = renewalsOf(record).find((candidate) => candidate.number === payment.renewal)?.period;
  return {
    date: receiptDateOf(payment),
    registrationId: record._id,
    paymentId: payment._id,
    society: { legalName, address, state, gstin, sac, exportSupply, lutReference },
    member: {
      name: record.name,
      address: record.address,
      ...(record.memberNumber === undefined ? {} : { memberNumber: record.memberNumber }),
      membershipType: record.membershipType,
      nationality: record.nationality,
      ...(record.state === undefined ? {} : { state: record.state }),
      ...(record.gstin === undefined ? {} : { gstin: record.gstin }),
    },
    dues: paymentDues(record, payment),
    payment: {
      method: payment.method,
      reference: payment.reference,
      paidOn: payment.paidOn,
      amount: payment.amount,
      purpose: payment.purpose,
      ...(payment.purpose === "renewal" && period !== undefined && { period }),
    },
  };
}
