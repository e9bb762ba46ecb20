import * as z from "zod";
import { emailField, limitedText, moneyField } from "./fields";
import { INDIAN_STATES } from "./indian-states";
import { termOf } from "./member-standing";
import {
  areaOfSpecialization,
  contactField,
  gstinValue,
  REQUIRED_REGISTRATION_FIELDS as LABELS,
  type RegistrationRecord,
} from "./membership-registrations";
import { isCalendarDate } from "./india-date";
import { stateProblem } from "./registration-rules";
import { RENEWAL_MESSAGES, withRenewalDuesSet } from "./renewals";

/**
 * PUT /api/membership-registrations/{id} (docs/rules/members-and-money.md): the office corrects a
 * record's details, validity included, and may set an open renewal's amount. A correction sends
 * only what changes; a whole record sent back as GET gave it is accepted too, its frozen and
 * worked-out fields unchanged. What decides money and identity stays as it was frozen: the
 * password, the payments, the membership number, type, nationality and amounts are refused by name
 * when they differ from what is stored.
 */

export const CORRECTION_MESSAGES = {
  validUntil: "Valid until must be a date (YYYY-MM-DD), or null for none.",
  validUntilReal: "Valid until must be a real date.",
  validUntilOnlyAnnual: "Valid until applies only to accepted annual members; leave it out or send null.",
  password:
    "The password is never changed by the office: the member changes it, or signs in with an e-mailed code and chooses a new one.",
  payments: "Payments are recorded, confirmed or rejected through the payments calls, not here.",
  memberNumber: "The membership number is given once, on acceptance, and never changed.",
  frozen: "The membership type, nationality, term and amounts are frozen at application and cannot be changed here.",
  status: "Accept or reject the application instead of changing its status.",
  acceptedAt: "The date of acceptance is set when the application is accepted.",
  reference: "The application reference never changes.",
  identity: "The record's id and dates are given by the store and cannot be changed.",
  renewals: "A renewal's period is opened by the reminders or a renewal payment; send renewalDues to set its amount.",
  renewalDues: "Renewal dues are the renewal's fee and GST in rupees, for example { fee: 1000, gst: 180 }.",
} as const;

/** Always refused: no answer ever carries them, so a client never sends them back. */
const refused = (message: string) =>
  z.undefined({ error: message }).optional().describe(`Never changed here: refused with 400. ${message}`);

/** A date, or null (or blank) for none; left out: unchanged. */
const validUntilField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CORRECTION_MESSAGES.validUntil })
          .refine(isCalendarDate, { error: CORRECTION_MESSAGES.validUntilReal }),
        z.null(),
      ],
      { error: CORRECTION_MESSAGES.validUntil },
    )
    .optional(),
);

/** Left out: unchanged; null or blank: none; otherwise checked by `field`. */
const clearable = <T extends z.ZodType>(field: T) =>
  z.union([z.null(), field]).optional().describe("Left out: unchanged; null or blank: none.");

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * Fields a correction never changes: frozen at application, given by acceptance, the store or the
 * payments calls, or worked out for the answer. Each may come back unchanged in a whole record
 * (`unchangedIssues` compares it with the stored record's admin view).
 */
export const READ_ONLY_FIELDS = {
  _id: CORRECTION_MESSAGES.identity,
  createdAt: CORRECTION_MESSAGES.identity,
  memberNumber: CORRECTION_MESSAGES.memberNumber,
  membershipType: CORRECTION_MESSAGES.frozen,
  nationality: CORRECTION_MESSAGES.frozen,
  term: CORRECTION_MESSAGES.frozen,
  membershipFee: CORRECTION_MESSAGES.frozen,
  amountDue: CORRECTION_MESSAGES.frozen,
  feeDue: CORRECTION_MESSAGES.frozen,
  gstDue: CORRECTION_MESSAGES.frozen,
  payments: CORRECTION_MESSAGES.payments,
  renewals: CORRECTION_MESSAGES.renewals,
  status: CORRECTION_MESSAGES.status,
  acceptedAt: CORRECTION_MESSAGES.acceptedAt,
  reference: CORRECTION_MESSAGES.reference,
  sessionVersion: CORRECTION_MESSAGES.password,
} as const;
type ReadOnlyField = keyof typeof READ_ONLY_FIELDS;

/** Worked out for each answer (standing, money): ignored when sent back, whatever their value. */
const WORKED_OUT_FIELDS = ["standing", "received", "balance", "credit", "renewal", "updatedAt"] as const;

const readOnly = Object.fromEntries(
  Object.entries(READ_ONLY_FIELDS).map(([field, message]) => [
    field,
    z
      .unknown()
      .optional()
      .describe(`Only as stored (a record sent back whole); otherwise refused with 400. ${message}`),
  ]),
) as Record<ReadOnlyField, z.ZodOptional<z.ZodUnknown>>;

const workedOut = Object.fromEntries(
  WORKED_OUT_FIELDS.map((field) => [field, z.unknown().optional().describe("Worked out for each answer: ignored.")]),
) as Record<(typeof WORKED_OUT_FIELDS)[number], z.ZodOptional<z.ZodUnknown>>;

export const registrationCorrection = z.object({
  name: limitedText(LABELS.name, 200).optional(),
  email: emailField(LABELS.email)
    .pipe(z.string().max(254, { error: "E-mail is too long." }))
    .optional(),
  contact: contactField.optional(),
  designation: limitedText(LABELS.designation, 200).optional(),
  address: limitedText(LABELS.address, 1000).optional(),
  /** Indian members only. */
  state: z.preprocess(
    blankToNull,
    clearable(z.enum(INDIAN_STATES, { error: "State must be one of India's states or union territories." })),
  ),
  /** An institution's GSTIN for its tax invoices. */
  gstin: z.preprocess(blankToNull, clearable(gstinValue)),
  areaOfSpecialization: areaOfSpecialization.optional(),
  showContactInDirectory: z.boolean({ error: "Show contact in directory must be true or false." }).optional(),
  validUntil: validUntilField,
  /** The open renewal period's fee and GST (when its option no longer exists, or to correct it). */
  renewalDues: z
    .object(
      { fee: moneyField("Renewal fee"), gst: moneyField("Renewal GST") },
      { error: CORRECTION_MESSAGES.renewalDues },
    )
    .optional(),
  password: refused(CORRECTION_MESSAGES.password),
  passwordHash: refused(CORRECTION_MESSAGES.password),
  ...readOnly,
  ...workedOut,
});
export type RegistrationCorrectionInput = z.input<typeof registrationCorrection>;
export type RegistrationCorrection = z.output<typeof registrationCorrection>;

export interface CorrectionIssue {
  field: string;
  message: string;
}

/** Same value, as JSON says it (a record sent back whole). */
const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A read-only field sent with a value other than the stored record's (as GET /api/membership-registrations
 * answers it, `view`) is refused by name; sent unchanged it is simply not a change.
 */
export function unchangedIssues(view: Record<string, unknown>, correction: RegistrationCorrection): CorrectionIssue[] {
  return (Object.keys(READ_ONLY_FIELDS) as ReadOnlyField[]).flatMap((field) =>
    correction[field] === undefined || sameValue(correction[field], view[field])
      ? []
      : [{ field, message: READ_ONLY_FIELDS[field] }],
  );
}

/** What the record's own facts refuse: a state for a non-Indian member, a validity or renewal where none applies. */
export function correctionIssues(record: RegistrationRecord, correction: RegistrationCorrection): CorrectionIssue[] {
  const issues: CorrectionIssue[] = [];
  const state = stateProblem(
    record.nationality,
    correction.state === undefined ? record.state : (correction.state ?? undefined),
  );
  if (state) issues.push({ field: "state", message: state });
  const annualMember = record.status === "accepted" && termOf(record) === "Annual";
  if (typeof correction.validUntil === "string" && !annualMember) {
    issues.push({ field: "validUntil", message: CORRECTION_MESSAGES.validUntilOnlyAnnual });
  }
  if (correction.renewalDues && !annualMember) {
    issues.push({ field: "renewalDues", message: RENEWAL_MESSAGES.noOpenRenewal });
  }
  return issues;
}

/** Sets `key` to `value`, removes it for null, leaves it for undefined. */
function apply<K extends keyof RegistrationRecord>(
  record: RegistrationRecord,
  key: K,
  value: RegistrationRecord[K] | null | undefined,
): void {
  if (value === null) Reflect.deleteProperty(record, key);
  else if (value !== undefined) record[key] = value;
}

/**
 * The record with the corrected details: a field left out stays, null removes an optional one. A
 * renewal amount set on `today` applies to the open period (renewals.ts), which may then be paid.
 */
export function correctedRecord(
  record: RegistrationRecord,
  correction: RegistrationCorrection,
  today: string,
): RegistrationRecord {
  const next: RegistrationRecord = { ...record };
  apply(next, "name", correction.name);
  apply(next, "email", correction.email);
  apply(next, "contact", correction.contact);
  apply(next, "designation", correction.designation);
  apply(next, "address", correction.address);
  apply(next, "state", correction.state);
  apply(next, "gstin", correction.gstin);
  apply(next, "areaOfSpecialization", correction.areaOfSpecialization);
  apply(next, "showContactInDirectory", correction.showContactInDirectory);
  apply(next, "validUntil", correction.validUntil);
  const dues = correction.renewalDues;
  return (dues && withRenewalDuesSet(next, dues.fee, dues.gst, today)) ?? next;
}
