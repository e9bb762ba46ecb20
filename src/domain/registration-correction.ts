import { z } from "zod";
import { emailField } from "./fields";
import { INDIAN_STATES } from "./indian-states";
import { termOf } from "./member-standing";
import {
  areaOfSpecialization,
  contactField,
  limited,
  REQUIRED_REGISTRATION_FIELDS as LABELS,
  type RegistrationRecord,
} from "./membership-registrations";
import { isCalendarDate } from "./india-date";
import { stateProblem } from "./registration-rules";

/**
 * PUT /api/membership-registrations/{id} (MEMBERS.md 5): the office corrects a record's details,
 * validity included. What decides money and identity stays as it was frozen: the password, the
 * payments, the membership number, type, nationality and amounts are refused by name.
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
} as const;

/** A field this call never changes: sending it is the error, with the reason. */
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

export const registrationCorrection = z.object({
  name: limited(LABELS.name, 200),
  email: emailField(LABELS.email).pipe(z.string().max(254, { error: "E-mail is too long." })),
  contact: contactField,
  designation: limited(LABELS.designation, 200),
  address: limited(LABELS.address, 1000),
  /** Indian members only; null or blank clears it. */
  state: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(INDIAN_STATES, { error: "State must be one of India's states or union territories." }).optional(),
  ),
  areaOfSpecialization,
  showContactInDirectory: z.boolean({ error: "Show contact in directory must be true or false." }),
  validUntil: validUntilField,
  password: refused(CORRECTION_MESSAGES.password),
  passwordHash: refused(CORRECTION_MESSAGES.password),
  payments: refused(CORRECTION_MESSAGES.payments),
  memberNumber: refused(CORRECTION_MESSAGES.memberNumber),
  membershipType: refused(CORRECTION_MESSAGES.frozen),
  nationality: refused(CORRECTION_MESSAGES.frozen),
  term: refused(CORRECTION_MESSAGES.frozen),
  membershipFee: refused(CORRECTION_MESSAGES.frozen),
  amountDue: refused(CORRECTION_MESSAGES.frozen),
  feeDue: refused(CORRECTION_MESSAGES.frozen),
  gstDue: refused(CORRECTION_MESSAGES.frozen),
  status: refused(CORRECTION_MESSAGES.status),
  acceptedAt: refused(CORRECTION_MESSAGES.acceptedAt),
  reference: refused(CORRECTION_MESSAGES.reference),
});
export type RegistrationCorrectionInput = z.input<typeof registrationCorrection>;
export type RegistrationCorrection = z.output<typeof registrationCorrection>;

export interface CorrectionIssue {
  field: "state" | "validUntil";
  message: string;
}

/** What the record's own facts refuse: a state for a non-Indian member, a validity where none applies. */
export function correctionIssues(record: RegistrationRecord, correction: RegistrationCorrection): CorrectionIssue[] {
  const issues: CorrectionIssue[] = [];
  const state = stateProblem(record.nationality, correction.state);
  if (state) issues.push({ field: "state", message: state });
  const annualMember = record.status === "accepted" && termOf(record) === "Annual";
  if (typeof correction.validUntil === "string" && !annualMember) {
    issues.push({ field: "validUntil", message: CORRECTION_MESSAGES.validUntilOnlyAnnual });
  }
  return issues;
}

/** The record with the corrected details; `validUntil` left out stays, null removes it. */
export function correctedRecord(record: RegistrationRecord, correction: RegistrationCorrection): RegistrationRecord {
  const { name, email, contact, designation, address, state, showContactInDirectory, validUntil } = correction;
  const next: RegistrationRecord = {
    ...record,
    name,
    email,
    contact,
    designation,
    address,
    areaOfSpecialization: correction.areaOfSpecialization,
    showContactInDirectory,
  };
  if (state === undefined) Reflect.deleteProperty(next, "state");
  else next.state = state;
  if (validUntil === null) Reflect.deleteProperty(next, "validUntil");
  else if (validUntil !== undefined) next.validUntil = validUntil;
  return next;
}
