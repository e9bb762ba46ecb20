import type { PaymentMethod, PaymentPurpose, PaymentStatus } from "../../domain/payments";

/**
 * What the member API answers (MEMBERS.md 7), as the member pages read it. Written from the
 * contract; src/domain/member-account.ts will hold the shared schemas.
 */

/** Standing (MEMBERS.md 5): what `GET /api/member/me` gives as `status`. */
export const MEMBER_STATUSES = ["Pending", "Life", "Active", "Expiring", "Lapsed"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface MemberPayment {
  _id: string;
  method: PaymentMethod;
  reference: string;
  amount: number;
  paidOn: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  receiptNumber?: string | undefined;
}

export interface Member {
  _id: string;
  name: string;
  email: string;
  contact: string;
  designation: string;
  address: string;
  state?: string | undefined;
  areaOfSpecialization: string;
  nationality: string;
  membershipType: string;
  status: MemberStatus;
  reference: string;
  memberNumber?: string | null | undefined;
  acceptedAt?: string | null | undefined;
  validUntil?: string | null | undefined;
  showContactInDirectory: boolean;
  amountDue: number;
  received: number;
  balance: number;
  payments: MemberPayment[];
  createdAt: string;
}

/** What `PUT /api/member/me` takes: the details a member keeps up to date themselves. */
export interface MemberProfileUpdate {
  contact: string;
  designation: string;
  address: string;
  state: string;
  areaOfSpecialization: string;
  showContactInDirectory: boolean;
}

/** The society's bank details as `GET /api/payment-details` lists them (the first is used). */
export interface PublicPaymentDetails {
  accountHolderName: string;
  bankAndBranch: string;
  accountNumber: string;
  ifscCode: string;
  micrCode?: string | undefined;
  upiId?: string | undefined;
}
