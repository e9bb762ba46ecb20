import { indiaToday } from "./india-date";
import type { RegistrationRecord } from "./membership-registrations";
import { GST_RATE_PERCENT } from "./memberships";
import type { PaymentRecord } from "./payments";
import type { ReceiptSnapshot } from "./receipts";
import type { SocietySettings } from "./settings";

/** What a receipt shows, before the ledger gives it its number (MEMBERS.md 4). Pure. */

export type ReceiptDraft = Omit<ReceiptSnapshot, "number">;

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * The record's frozen fee, GST and total. A record stored before fee and GST were frozen apart
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
  const totalPaise = paise(total);
  const feePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  return { fee: feePaise / 100, gst: (totalPaise - feePaise) / 100, total };
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
  settings: Pick<SocietySettings, "legalName" | "address" | "state" | "gstin" | "sac">,
): ReceiptDraft {
  const { legalName, address, state, gstin, sac } = settings;
  return {
    date: receiptDateOf(payment),
    registrationId: record._id,
    paymentId: payment._id,
    society: { legalName, address, state, gstin, sac },
    member: {
      name: record.name,
      address: record.address,
      ...(record.memberNumber === undefined ? {} : { memberNumber: record.memberNumber }),
      membershipType: record.membershipType,
      nationality: record.nationality,
      ...(record.state === undefined ? {} : { state: record.state }),
    },
    dues: receiptDues(record),
    payment: {
      method: payment.method,
      reference: payment.reference,
      paidOn: payment.paidOn,
      amount: payment.amount,
      purpose: payment.purpose,
    },
  };
}
