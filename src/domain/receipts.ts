import * as z from "zod";
import { INDIAN_STATES } from "./indian-states";
import { NATIONALITIES } from "./nationalities";
import { PAYMENT_METHODS, PAYMENT_PURPOSES } from "./payment-rules";
import { EXPORT_SUPPLIES } from "./tax-settings";

/** What a receipt's payment is for: a membership's application or renewal, or an event registration. */
export const RECEIPT_PURPOSES = [...PAYMENT_PURPOSES, "event"] as const;

/**
 * A receipt as issued (docs/rules/members-and-money.md §4): everything its PDF shows, copied when the payment became
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
    /** Members outside India: IGST, or zero-rated under a letter of undertaking (settings.ts). */
    exportSupply: z.enum(EXPORT_SUPPLIES).optional(),
    lutReference: z.string().optional(),
  }),
  /** Who paid: a member, or an event's registrant (who has no membership type or nationality). */
  member: z.object({
    name: z.string(),
    address: z.string(),
    memberNumber: z.string().optional(),
    membershipType: z.string().optional(),
    nationality: z.enum(NATIONALITIES).optional(),
    /** Indian members' state: the place of supply. */
    state: z.enum(INDIAN_STATES).optional(),
    /** An institution's GSTIN, printed on its tax invoice; its state is the place of supply. */
    gstin: z.string().optional(),
  }),
  /** The dues the payment is towards (the application's, or its renewal period's): a part payment's tax is in their proportion. */
  dues: z.object({ fee: z.number(), gst: z.number(), total: z.number() }),
  /** An event registration's receipt (docs/rules/events.md §5): the event and the registration it pays for. */
  event: z
    .object({
      eventId: z.string(),
      title: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      venue: z.string(),
      /** Where it is held: the place of supply of admission to it (IGST Act s. 12(6)). */
      state: z.enum(INDIAN_STATES),
      reference: z.string(),
      category: z.string(),
    })
    .optional(),
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    paidOn: z.string(),
    amount: z.number(),
    purpose: z.enum(RECEIPT_PURPOSES),
    /** A renewal's membership year, "2027-28". */
    period: z.string().optional(),
  }),
});
export type ReceiptSnapshot = z.infer<typeof receiptSnapshot>;
export type ReceiptPurpose = ReceiptSnapshot["payment"]["purpose"];
