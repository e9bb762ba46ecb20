import { z } from "zod";
import { INDIAN_STATES } from "./indian-states";
import { NATIONALITIES } from "./nationalities";
import { PAYMENT_METHODS, PAYMENT_PURPOSES } from "./payment-rules";

/**
 * A receipt as issued (MEMBERS.md 4): everything its PDF shows, copied when the payment became
 * received, so a later change of the member's record or the society's settings never changes a
 * receipt already given. The tax split is worked out from these figures when the PDF is drawn.
 */
export const receiptSnapshot = z.object({
  /** "2026-27/0001" (financial-year.ts). */
  number: z.string(),
  /** India's date on which the payment became received, YYYY-MM-DD. */
  date: z.string(),
  registrationId: z.string(),
  paymentId: z.string(),
  society: z.object({
    legalName: z.string(),
    address: z.string(),
    state: z.enum(INDIAN_STATES),
    /** Empty when the society has no GST registration: no tax details on the receipt. */
    gstin: z.string(),
    sac: z.string(),
  }),
  member: z.object({
    name: z.string(),
    address: z.string(),
    memberNumber: z.string().optional(),
    membershipType: z.string(),
    nationality: z.enum(NATIONALITIES),
    /** Indian members' state: the place of supply. */
    state: z.enum(INDIAN_STATES).optional(),
  }),
  /** The record's frozen fee, GST and total: a part payment's tax is in their proportion. */
  dues: z.object({ fee: z.number(), gst: z.number(), total: z.number() }),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    paidOn: z.string(),
    amount: z.number(),
    purpose: z.enum(PAYMENT_PURPOSES),
  }),
});
export type ReceiptSnapshot = z.infer<typeof receiptSnapshot>;
