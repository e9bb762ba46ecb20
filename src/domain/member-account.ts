import * as z from "zod";
import { limitedText } from "./fields";
import { INDIAN_STATES } from "./indian-states";
import { MEMBER_MESSAGES, MIN_PASSWORD_LENGTH, OFFICE_ONLY_FIELDS } from "./member-messages";
import { STANDINGS, standingOf } from "./member-standing";
import {
  areaOfSpecialization,
  contactField,
  moneyOf,
  paymentsOf,
  recipientGstinField,
  type RegistrationRecord,
} from "./membership-registrations";
import { NATIONALITIES } from "./nationalities";
import { currentRenewal, renewalMoneyView } from "./renewals";
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentRecord } from "./payments";

/**
 * The member area's calls (docs/rules/members-and-money.md §7): request bodies and answers, shared by the API and the
 * pages. Messages live in member-messages.ts (free of zod).
 */

export { MEMBER_MESSAGES, MIN_PASSWORD_LENGTH, OFFICE_ONLY_FIELDS } from "./member-messages";
export { STANDINGS, standingOf, type Standing } from "./member-standing";

/** An e-mail as typed at sign-in: not checked for shape (an unknown address is just not found). */
const signInEmail = z.string({ error: "Email is required." }).trim().min(1, { error: "Email is required." }).max(320);

/** POST /api/member/login. */
export const memberLoginInput = z.object({
  email: signInEmail,
  password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(1024),
});
export type MemberLoginInput = z.input<typeof memberLoginInput>;

/** POST /api/member/login-code. */
export const signInCodeRequestInput = z.object({ email: signInEmail });
export type SignInCodeRequestInput = z.input<typeof signInCodeRequestInput>;

/** POST /api/member/login-code/verify: the code as typed, spaces allowed ("123 456"). */
export const signInCodeVerifyInput = z.object({
  email: signInEmail,
  code: z
    .string({ error: MEMBER_MESSAGES.codeShape })
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: MEMBER_MESSAGES.codeShape })),
});
export type SignInCodeVerifyInput = z.input<typeof signInCodeVerifyInput>;

/** A field the office alone changes: its presence is the error. */
const officeOnly = (label: string) =>
  z
    .undefined({ error: MEMBER_MESSAGES.officeOnly(label) })
    .optional()
    .describe("Changed only by the society's office: refused with 400 when sent.");

/**
 * PUT /api/member/me: the details a member keeps up to date. `state` is the place of supply for
 * Indian members; null or "" clears it. Name, e-mail, nationality and type are refused by name.
 */
export const memberProfileInput = z.object({
  contact: contactField,
  designation: limitedText("Designation", 200),
  address: limitedText("Address", 1000),
  state: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(INDIAN_STATES, { error: "State must be one of India's states or union territories." }).optional(),
  ),
  /** An institution's GSTIN for its tax invoices; null or "" clears it. */
  gstin: recipientGstinField,
  areaOfSpecialization,
  showContactInDirectory: z.boolean({ error: "Show contact in directory must be true or false." }),
  name: officeOnly(OFFICE_ONLY_FIELDS.name),
  email: officeOnly(OFFICE_ONLY_FIELDS.email),
  nationality: officeOnly(OFFICE_ONLY_FIELDS.nationality),
  membershipType: officeOnly(OFFICE_ONLY_FIELDS.membershipType),
});
export type MemberProfileInput = z.input<typeof memberProfileInput>;

/**
 * PUT /api/member/password. `currentPassword` may be left out only just after signing in with an
 * e-mailed code ("Forgot your password?"); the server decides.
 */
export const passwordChangeInput = z.object({
  currentPassword: z.string().max(1024, { error: "Password is too long (1,024 characters at most)." }).optional(),
  newPassword: z
    .string({ error: MEMBER_MESSAGES.passwordTooShort })
    .min(MIN_PASSWORD_LENGTH, { error: MEMBER_MESSAGES.passwordTooShort })
    .max(1024, { error: "Password is too long (1,024 characters at most)." }),
});
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/** A payment as the member sees it. */
export const memberPaymentView = z.object({
  _id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  receiptNumber: z.string().optional(),
  /** A renewal's period number (the renewal's `number`). */
  renewal: z.number().optional(),
});
export type MemberPayment = z.infer<typeof memberPaymentView>;

export function memberPayment(payment: PaymentRecord): MemberPayment {
  const { _id, method, reference, amount, paidOn, purpose, status, receiptNumber, renewal } = payment;
  return {
    _id,
    method,
    reference,
    amount,
    paidOn,
    purpose,
    status,
    ...(receiptNumber ? { receiptNumber } : {}),
    ...(renewal ? { renewal } : {}),
  };
}

/** GET /api/member/me: every listed field is present; what is not known yet is null. */
export const memberAccountView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  designation: z.string(),
  address: z.string(),
  state: z.enum(INDIAN_STATES).nullable(),
  areaOfSpecialization: z.string(),
  nationality: z.enum(NATIONALITIES),
  membershipType: z.string(),
  /** The standing (docs/rules/members-and-money.md §5), not the record's pending/accepted. */
  status: z.enum(STANDINGS),
  reference: z.string().nullable(),
  memberNumber: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  showContactInDirectory: z.boolean(),
  /** The application's dues, received and balance: payments of purpose `application` only. */
  amountDue: z.number(),
  received: z.number(),
  balance: z.number(),
  credit: z.number(),
  /** The current renewal period's own dues (annual members; null until one opens). */
  renewal: renewalMoneyView.nullable(),
  /** For an institution's tax invoices; null when none given. */
  gstin: z.string().nullable(),
  payments: z.array(memberPaymentView),
  createdAt: z.string(),
});
export type MemberAccount = z.infer<typeof memberAccountView>;

/** The login and code-verify answer. */
export const memberSignInAnswer = z.object({ member: memberAccountView });

/** The member's own view of their record: never the password hash. `today` is India's date. */
export function memberAccount(record: RegistrationRecord, today: string): MemberAccount {
  const { amountDue, received, balance, credit } = moneyOf(record);
  return {
    _id: record._id,
    name: record.name,
    email: record.email,
    contact: record.contact,
    designation: record.designation,
    address: record.address,
    state: record.state ?? null,
    areaOfSpecialization: record.areaOfSpecialization,
    nationality: record.nationality,
    membershipType: record.membershipType,
    status: standingOf(record, today),
    reference: record.reference ?? null,
    memberNumber: record.memberNumber ?? null,
    acceptedAt: record.acceptedAt ?? null,
    validUntil: record.validUntil ?? null,
    showContactInDirectory: record.showContactInDirectory,
    amountDue,
    received,
    balance,
    credit,
    renewal: currentRenewal(record),
    gstin: record.gstin ?? null,
    payments: paymentsOf(record).map(memberPayment),
    createdAt: record.createdAt,
  };
}
