import { gstinCheckCharacter } from "../../src/domain/gstin";
import type { ReceiptSnapshot } from "../../src/domain/receipts";

/** Parts of a snapshot to change; nested objects are merged with the defaults. */
export interface SnapshotChanges {
  number?: string;
  date?: string;
  society?: Partial<ReceiptSnapshot["society"]>;
  member?: Partial<ReceiptSnapshot["member"]>;
  dues?: Partial<ReceiptSnapshot["dues"]>;
  payment?: Partial<ReceiptSnapshot["payment"]>;
}

/**
 * A receipt as issued, with fictional data: a society in Uttar Pradesh registered for GST and an
 * Indian member in the same state who paid the whole of ₹11,800.00 (fee 10,000 + GST 1,800).
 */
export function receiptSnapshotWith(changes: SnapshotChanges = {}): ReceiptSnapshot {
  return {
    number: changes.number ?? "2026-27/0042",
    date: changes.date ?? "2026-11-27",
    registrationId: "reg-1",
    paymentId: "pay-1",
    society: {
      legalName: "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
      address: "Example Bhawan, 1 Placeholder Marg, Lucknow 226001, Uttar Pradesh",
      state: "Uttar Pradesh",
      gstin: "09AAATS1234F1ZR",
      sac: "999599",
      ...changes.society,
    },
    member: {
      name: "Dr. Asha Verma",
      address: "12 Gomti Nagar, Lucknow 226010",
      memberNumber: "SAEETD-00042",
      membershipType: "Life",
      nationality: "Indian",
      state: "Uttar Pradesh",
      ...changes.member,
    },
    dues: { fee: 10_000, gst: 1_800, total: 11_800, ...changes.dues },
    payment: {
      method: "UPI",
      reference: "412345678901",
      paidOn: "2026-11-25",
      amount: 11_800,
      purpose: "application",
      ...changes.payment,
    },
  };
}

/** The snapshot with no state on the member's record (an Indian member who gave none). */
export function withoutMemberState(snapshot: ReceiptSnapshot): ReceiptSnapshot {
  const member = { ...snapshot.member };
  delete member.state;
  return { ...snapshot, member };
}

/** A valid GSTIN from its first 14 characters (a state code, a PAN, an entity number and "Z"). */
export const validGstin = (first14: string): string => `${first14}${gstinCheckCharacter(first14)}`;
