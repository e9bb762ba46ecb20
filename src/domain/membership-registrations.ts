import * as z from "zod";
import { compareNames } from "./directory";
import { emailField, limitedText, nationalityField, phoneNumberField, storedMeta } from "./fields";
import { gstinProblem, normaliseGstin } from "./gstin";
import { INDIAN_STATES } from "./indian-states";
import { isListedInDirectory, STANDINGS, standingOf } from "./member-standing";
import { MEMBERSHIP_TERMS } from "./membership-terms";
import { NATIONALITIES } from "./nationalities";
import { paymentRecord, paymentTotals, type PaymentRecord } from "./payments";
import { REGISTRATION_MESSAGES } from "./registration-messages";
import { currentRenewal, renewalMoneyView, renewalPeriodRecord } from "./renewals";
import { findIndianState, isBlank, REQUIRED_REGISTRATION_FIELDS as LABELS, stateProblem } from "./registration-rules";

/** A copy of `value` without `key`. */
function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  Reflect.deleteProperty(copy, key);
  return copy;
}

export { REGISTRATION_MESSAGES };
export {
  missingRegistrationFields,
  REQUIRED_REGISTRATION_FIELDS,
  type RequiredRegistrationField,
} from "./registration-rules";

export const REGISTRATION_STATUSES = ["pending", "accepted"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Required text of at most `max` characters (shared with the member's profile form). */
/**
 * One text field, as the directory searches it; a list (from a tag input) is joined with commas.
 */
export const areaOfSpecialization = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value
          .filter((item): item is string => typeof item === "string")
          .map((item) => item.trim())
          .filter((item) => item !== "")
          .join(", ")
      : value,
  limitedText(LABELS.areaOfSpecialization, 1000),
);

export const contactField = phoneNumberField(LABELS.contact);

/**
 * Optional: an Indian applicant's state or union territory, matched without regard to case;
 * blank or null is none given.
 */
const stateField = z.preprocess(
  (value) => (isBlank(value) ? undefined : typeof value === "string" ? (findIndianState(value) ?? value) : value),
  z.enum(INDIAN_STATES, { error: REGISTRATION_MESSAGES.invalidState }).optional(),
);

/**
 * Optional: an institution's GSTIN, printed on its tax invoices (checked as the society's is);
 * blank or null is none given.
 */
export const gstinValue = z
  .string({ error: "GSTIN must be text." })
  .transform(normaliseGstin)
  .superRefine((gstin, context) => {
    const problem = gstinProblem(gstin);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
export const recipientGstinField = z.preprocess((value) => (isBlank(value) ? undefined : value), gstinValue.optional());

/**
 * What the public registration form sends. `membershipFee` is not read: the fee comes from the
 * stored membership option. `confirmPassword`, when sent, must match.
 */
export const registrationInput = z
  .object({
    name: limitedText(LABELS.name, 200),
    nationality: nationalityField,
    membershipType: limitedText(LABELS.membershipType, 200),
    email: emailField(LABELS.email).pipe(z.string().max(254, { error: "E-mail is too long." })),
    contact: contactField,
    // No length rule is shown in the spec; the cap only bounds the work of hashing.
    password: z
      .string({ error: `${LABELS.password} is required.` })
      .min(1, { error: `${LABELS.password} is required.` })
      .max(1024, { error: "Password is too long (1,024 characters at most)." }),
    confirmPassword: z.string().optional(),
    designation: limitedText(LABELS.designation, 200),
    address: limitedText(LABELS.address, 1000),
    areaOfSpecialization,
    state: stateField,
    gstin: recipientGstinField,
    /** Consent to show e-mail, contact and address in the public member directory. */
    showContactInDirectory: z.boolean({ error: "Show contact in directory must be true or false." }).default(false),
  })
  .superRefine((body, context) => {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: REGISTRATION_MESSAGES.passwordsDiffer });
    }
    const badState = stateProblem(body.nationality, body.state);
    if (badState) context.addIssue({ code: "custom", path: ["state"], message: badState });
  })
  // No state given: the record has no `state` at all, as records stored before it existed.
  .transform(({ state, gstin, ...body }) => ({
    ...without(body, "confirmPassword"),
    ...(state !== undefined && { state }),
    ...(gstin !== undefined && { gstin }),
  }));
export type RegistrationInput = z.input<typeof registrationInput>;

export const registrationRecord = storedMeta.extend({
  name: z.string(),
  nationality: z.enum(NATIONALITIES),
  email: z.string(),
  contact: z.string(),
  designation: z.string(),
  address: z.string(),
  areaOfSpecialization: z.string(),
  membershipType: z.string(),
  /** The chosen option's total (fee + GST) at the time of registration, from the store. */
  membershipFee: z.number(),
  status: z.enum(REGISTRATION_STATUSES),
  showContactInDirectory: z.boolean(),
  /** scrypt hash; never leaves the server. */
  passwordHash: z.string(),
  // docs/rules/members-and-money.md: optional because records stored before member accounts lack them.
  /** The application reference the applicant quotes (at most 16 characters). */
  reference: z.string().optional(),
  /** For Indian applicants: the place of supply on receipts. */
  state: z.enum(INDIAN_STATES).optional(),
  /** An institution's GSTIN, for its tax invoices. */
  gstin: z.string().optional(),
  /** The option's total, fee and GST frozen at the time of application (`membershipFee` is the total too). */
  amountDue: z.number().optional(),
  feeDue: z.number().optional(),
  gstDue: z.number().optional(),
  payments: z.array(paymentRecord).optional(),
  /** Raised when the member's password changes, ending every session made before. */
  sessionVersion: z.number().int().optional(),
  /** Given on acceptance (docs/rules/members-and-money.md §5): `<prefix>-<5 digits>`, never given again. */
  memberNumber: z.string().optional(),
  /** India's date of acceptance, YYYY-MM-DD. */
  acceptedAt: z.string().optional(),
  /** The option's term at the time of application (membership-terms.ts). */
  term: z.enum(MEMBERSHIP_TERMS).optional(),
  /** Annual memberships: the last day of validity, YYYY-MM-DD (none for life memberships). */
  validUntil: z.string().optional(),
  /** Annual memberships: each renewal period with its own dues (renewals.ts). */
  renewals: z.array(renewalPeriodRecord).optional(),
});
export type RegistrationRecord = z.infer<typeof registrationRecord>;

/** The record's payments (none on a record stored before payments existed). */
export const paymentsOf = (record: Pick<RegistrationRecord, "payments">): PaymentRecord[] => record.payments ?? [];

/** The application's amount due, received, balance and credit; an older record owes the total it was registered with. */
export const moneyOf = (record: Pick<RegistrationRecord, "amountDue" | "membershipFee" | "payments">) =>
  paymentTotals(record.amountDue ?? record.membershipFee, paymentsOf(record));

/**
 * What the administrator sees: everything but the password hash, with the standing on India's
 * `today` (docs/rules/members-and-money.md §5; `status` stays the site contract's pending or accepted) and the money (docs/rules/members-and-money.md §3).
 */
export const adminRegistrationView = registrationRecord.omit({ passwordHash: true }).extend({
  standing: z.enum(STANDINGS),
  amountDue: z.number(),
  received: z.number(),
  balance: z.number(),
  credit: z.number(),
  renewal: renewalMoneyView.nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationView>;

export function adminRegistration(record: RegistrationRecord, today: string): AdminRegistration {
  return {
    ...without(record, "passwordHash"),
    standing: standingOf(record, today),
    ...moneyOf(record),
    renewal: currentRenewal(record),
  };
}

/**
 * A directory entry: contact fields only with the member's consent. `status` is always "accepted":
 * the society's original directory page keeps only entries that say so.
 */
export const publicMemberView = registrationRecord
  .pick({
    _id: true,
    name: true,
    nationality: true,
    designation: true,
    areaOfSpecialization: true,
    membershipType: true,
  })
  .extend({
    status: z.literal("accepted"),
    email: z.string().optional(),
    contact: z.string().optional(),
    address: z.string().optional(),
  });
export type PublicMember = z.infer<typeof publicMemberView>;

export function publicMember(record: RegistrationRecord): PublicMember {
  const entry: PublicMember = {
    _id: record._id,
    name: record.name,
    nationality: record.nationality,
    designation: record.designation,
    areaOfSpecialization: record.areaOfSpecialization,
    membershipType: record.membershipType,
    status: "accepted",
  };
  return record.showContactInDirectory
    ? { ...entry, email: record.email, contact: record.contact, address: record.address }
    : entry;
}

/**
 * How records show in the public directory on India's `today` ("[]" when none does): a change of
 * a record that changes this needs a rebuild, and the CDN's copies of the directory go.
 */
export const directoryText = (records: readonly RegistrationRecord[], today: string): string =>
  JSON.stringify(memberDirectory(records, today));

/**
 * The public directory on India's `today` (docs/rules/members-and-money.md §5): Life, Active and Expiring members and
 * those lapsed for 90 days or fewer, by name; never a pending application.
 */
export function memberDirectory(records: readonly RegistrationRecord[], today: string): PublicMember[] {
  return records
    .filter((record) => isListedInDirectory(record, today))
    .sort((a, b) => compareNames(a.name, b.name) || a.createdAt.localeCompare(b.createdAt))
    .map(publicMember);
}

/** The administrator's list on India's `today`: newest application first. */
export function adminRegistrations(records: readonly RegistrationRecord[], today: string): AdminRegistration[] {
  return [...records]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((record) => adminRegistration(record, today));
}

/** The form of an e-mail address that two registrations must not share. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export const sameEmail = (a: string, b: string) => emailKey(a) === emailKey(b);
