import * as z from "zod";
import { limitedText, requiredText, storedMeta } from "./fields";
import { isUpiId, normaliseUpiId, UPI_ID_MESSAGE } from "./upi";

/** Spaces and hyphens people type inside codes and numbers ("SBIN 0001234", "226-002-001"). */
const withoutSeparators = (value: unknown) => (typeof value === "string" ? value.replace(/[\s-]/g, "") : value);

/** Indian Financial System Code: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Magnetic Ink Character Recognition code: 9 digits (city, bank, branch). */
export const MICR_PATTERN = /^\d{9}$/;

const ifscField = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\s/g, "").toUpperCase() : value),
  requiredText("IFSC code").pipe(
    z.string().regex(IFSC_PATTERN, {
      error: "IFSC code must be 11 characters: 4 letters, a zero, then 6 letters or digits (for example SBIN0001234).",
    }),
  ),
);

/** Optional: only cheque clearing needs it, and the public page shows it only when present. */
const micrField = z.preprocess(
  withoutSeparators,
  z
    .string({ error: "MICR code must be 9 digits." })
    .regex(/^(\d{9})?$/, { error: "MICR code must be 9 digits." })
    .optional()
    .default(""),
);

/**
 * Optional (docs/rules/members-and-money.md §2): the society's UPI address, for payment apps. Blank means none, and the
 * record then has no `upiId`.
 */
const upiIdField = z.preprocess(
  (value) => (typeof value === "string" ? (normaliseUpiId(value) === "" ? undefined : normaliseUpiId(value)) : value),
  z.string({ error: UPI_ID_MESSAGE }).refine(isUpiId, { error: UPI_ID_MESSAGE }).optional(),
);

const accountNumberField = z.preprocess(
  withoutSeparators,
  requiredText("Account number").pipe(
    z.string().regex(/^\d{6,20}$/, { error: "Account number must be 6 to 20 digits." }),
  ),
);

/** What the admin form and the API accept for the society's bank details. */
export const paymentDetailsInput = z
  .object({
    accountHolderName: limitedText("Account holder name", 200),
    bankAndBranch: limitedText("Bank and branch", 300),
    accountNumber: accountNumberField,
    ifscCode: ifscField,
    micrCode: micrField,
    upiId: upiIdField,
  })
  // No UPI ID: the record has no `upiId` at all, as records stored before it existed.
  .transform(({ upiId, ...rest }) => (upiId === undefined ? rest : { ...rest, upiId }));
export type PaymentDetailsInput = z.input<typeof paymentDetailsInput>;

export const paymentDetailsRecord = storedMeta.extend({
  accountHolderName: z.string(),
  bankAndBranch: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  micrCode: z.string(),
  upiId: z.string().optional(),
});
export type PaymentDetailsRecord = z.infer<typeof paymentDetailsRecord>;

/** What an applicant is told to pay into: the account and UPI ID, without the record's id and times. */
export const publicPaymentDetails = paymentDetailsRecord.omit({ _id: true, createdAt: true, updatedAt: true });
export type PublicPaymentDetails = z.infer<typeof publicPaymentDetails>;

export function publicPaymentDetailsOf(record: PaymentDetailsRecord): PublicPaymentDetails {
  const { accountHolderName, bankAndBranch, accountNumber, ifscCode, micrCode, upiId } = record;
  return { accountHolderName, bankAndBranch, accountNumber, ifscCode, micrCode, ...(upiId ? { upiId } : {}) };
}
