import * as z from "zod";
import { newApplicationReference } from "../../domain/application-reference";
import { applicationPaymentOf, type ApplicationPayment } from "../../domain/application-payment";
import { indiaToday } from "../../domain/india-date";
import {
  adminRegistration,
  adminRegistrations,
  memberDirectory,
  missingRegistrationFields,
  REGISTRATION_MESSAGES,
  registrationInput,
  REQUIRED_REGISTRATION_FIELDS,
  emailKey,
  type RegistrationRecord,
} from "../../domain/membership-registrations";
import { termOf } from "../../domain/member-standing";
import { findMembershipOption } from "../../domain/memberships";
import { adminMayUse } from "../auth/admins/identity";
import { hashPassword } from "../auth";
import { clientWindowLimit } from "../http/client-limit";
import { membershipsCollection, paymentDetailsCollection, registrationsCollection } from "../content/collections";
import { siteUrl } from "../core/config";
import { conflict, HttpError, notFound } from "../http/errors";
import { json, resource, route, validationError } from "../api/handler";
import { withLiteralPaths } from "../api/literal-paths";
import { sendMail } from "../mail";
import {
  applicationNoticeMessage,
  applicationReceivedMessage,
  type ApplicationForMail,
} from "../mail/messages/application";
import { readSettings } from "../membership/settings";
import { acceptRegistration } from "../membership/acceptance";
import { sendRejectionMail, sendWelcomeMail } from "../membership/mails";
import { keyIndex, VISITOR_READ_MAX_AGE_MS, type RecordFields } from "../store";
import { MEMBERS_EXPORT_PATH, membersExportHandler } from "./members-export";

/**
 * Membership registrations: public sign-up, the member directory (public view) or the request
 * list (admin view) on one path, and the administrator's accept and reject.
 * The password is kept only as an scrypt hash and no answer ever carries it.
 */

interface Issue {
  field: string;
  message: string;
}
const badRequest = (message: string, issues: Issue[]) => new HttpError(400, message, { issues });

const adminView = registrationsCollection.preparedList(adminRegistrations);
const directoryView = registrationsCollection.preparedList(memberDirectory);

const list = route({
  // The public view only: an answer to a token is never kept.
  cachedFrom: [registrationsCollection.name],
  async handle({ request, reads }) {
    // A valid token of the membership office (or an owner) gives the admin view; no token, a bad one or
    // another role's the public view (never 401 or 403).
    // The admin view's standings depend on the day, so it is prepared again when India's day turns.
    const body = await ((await adminMayUse(request, "membership"))
      ? adminView(reads, indiaToday())
      : directoryView(reads, indiaToday()));
    // The same URL answers differently with a token: shared caches must keep the two apart.
    return json(body, 200, { vary: "Authorization" }, request);
  },
});

/** Well-formed registrations per client address per window (see clientWindowLimit). */
export const REGISTRATION_LIMIT = 20;
const REGISTRATION_WINDOW_MS = 10 * 60 * 1000;
const takeRegistrationSlot = clientWindowLimit(REGISTRATION_LIMIT, REGISTRATION_WINDOW_MS);

/**
 * Whether a version of the registrations holds an e-mail, or an application reference: every
 * registration checks its e-mail twice (early, and inside the write) and its reference once, and
 * scanning every member each time grew with the membership (store/key-index.ts).
 */
const hasEmailKey = keyIndex((record: RegistrationRecord) => emailKey(record.email));
const hasReference = keyIndex((record: RegistrationRecord) => record.reference ?? "");

const hasSameEmail = (records: readonly RegistrationRecord[], email: string) => hasEmailKey(records, emailKey(email));

/** Another stored application already has the reference just drawn. */
class ReferenceTakenError extends Error {}
/** Draws before giving up; a draw is taken with a chance of (stored applications) in about 10^12. */
const REFERENCE_DRAWS = 8;

/**
 * Stores the application with a fresh reference. Both the e-mail and the reference are checked
 * inside the collection's write, so two applications arriving together can neither share an
 * e-mail nor a reference; a reference that is taken is drawn again.
 */
async function insertApplication(
  fields: Omit<RecordFields<RegistrationRecord>, "reference">,
): Promise<{ record: RegistrationRecord; reference: string }> {
  for (let draw = 1; ; draw++) {
    const reference = newApplicationReference();
    try {
      const record = await registrationsCollection.insert({ ...fields, reference }, (records) => {
        if (hasSameEmail(records, fields.email)) throw conflict(REGISTRATION_MESSAGES.duplicate);
        if (hasReference(records, reference)) throw new ReferenceTakenError();
      });
      return { record, reference };
    } catch (error) {
      if (!(error instanceof ReferenceTakenError) || draw >= REFERENCE_DRAWS) throw error;
    }
  }
}

/**
 * "Application received" to the applicant and a notice to the office (the settings' officeEmail,
 * docs/rules/members-and-money.md §2, read before the application was stored). Never throws: the application stands
 * whatever happens to its e-mails (the outbox records it).
 */
async function sendApplicationMails(
  application: ApplicationForMail,
  payment: ApplicationPayment,
  memberId: string,
  officeEmail: string,
) {
  try {
    const site = siteUrl();
    const received = applicationReceivedMessage(application, payment, site);
    const notice = applicationNoticeMessage(application, site);
    await Promise.all([
      sendMail({ to: application.email, kind: "application-received", memberId, ...received }),
      sendMail({ to: officeEmail, kind: "application-notice", memberId, ...notice }),
    ]);
  } catch (error) {
    console.error("Could not send the e-mails of a new application:", error instanceof Error ? error.message : error);
  }
}

const register = route({
  // Read as JSON here and checked below, so that missing fields give the form's one message.
  body: z.unknown(),
  status: 201,
  activity: "register",
  // Pending applications are not public: nothing on the site changes, so no rebuild.
  async handle({ body: raw, clientIp, reads }) {
    const missing = missingRegistrationFields(raw);
    if (missing.length > 0) {
      throw badRequest(
        REGISTRATION_MESSAGES.allRequired,
        missing.map((field) => ({ field, message: `${REQUIRED_REGISTRATION_FIELDS[field]} is required.` })),
      );
    }
    const parsed = registrationInput.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    const { password, ...fields } = parsed.data;

    // All read before anything is written, so a store failure leaves no half-told application.
    // As recent as any visitor's read: the fee the form showed is older still.
    const [options, paymentDetails, settings] = await Promise.all([
      membershipsCollection.list(reads),
      paymentDetailsCollection.list(reads),
      readSettings(reads),
    ]);
    const option = findMembershipOption(options, fields.nationality, fields.membershipType);
    if (!option) {
      throw badRequest(REGISTRATION_MESSAGES.invalidType, [
        { field: "membershipType", message: REGISTRATION_MESSAGES.invalidType },
      ]);
    }

    if (!takeRegistrationSlot(clientIp)) {
      throw new HttpError(429, REGISTRATION_MESSAGES.throttled, {}, { "retry-after": "600" });
    }
    // Checked here first to spare the hashing; checked again inside the write, which decides. So
    // this instance's copy serves, as recent as a visitor's read: under a burst of registrations
    // the batch writes keep it current, and asking the store each time would fetch the whole
    // collection again after every write (docs/decisions/registration-throughput.md).
    if (hasSameEmail(await registrationsCollection.list({ maxAgeMs: VISITOR_READ_MAX_AGE_MS }), fields.email))
      throw conflict(REGISTRATION_MESSAGES.duplicate);

    const { record, reference } = await insertApplication({
      ...fields,
      membershipType: option.membershipType,
      // The browser's figure is never read: the fee due is the option's total (fee + GST), frozen
      // on the record with its parts, so a later change of the option changes nothing here.
      membershipFee: option.total,
      amountDue: option.total,
      feeDue: option.membershipFee,
      gstDue: option.gst,
      // Frozen too: whether it is renewed each year is the option's term when the person applied.
      term: termOf(option),
      status: "pending",
      passwordHash: await hashPassword(password),
    });
    const stored = adminRegistration(record, indiaToday());
    const application = {
      ...stored,
      reference,
      amountDue: option.total,
      feeDue: option.membershipFee,
      gstDue: option.gst,
    };
    const payment = applicationPaymentOf(application, paymentDetails);
    await sendApplicationMails(application, payment, record._id, settings.officeEmail);
    return { message: REGISTRATION_MESSAGES.registered, ...stored, payment };
  },
});

/**
 * Accepts an application: a membership number, the date and the validity (docs/rules/members-and-money.md §5), and a
 * welcome e-mail the first time. Accepting a member again changes nothing and sends nothing.
 */
const accept = route({
  admin: "membership",
  publishes: true,
  activity: "accept",
  async handle({ id }) {
    const accepted = await acceptRegistration(id);
    if (!accepted) throw notFound("Membership request");
    const { record, newlyAccepted } = accepted;
    if (newlyAccepted && record.memberNumber !== undefined) {
      await sendWelcomeMail({ ...record, memberNumber: record.memberNumber });
    }
    return { message: REGISTRATION_MESSAGES.accepted, ...adminRegistration(record, indiaToday()) };
  },
});

/**
 * Rejects an application or removes a member. A rejected application's address gets a short,
 * polite e-mail once the record is gone (not before: a failed removal must not tell them); a
 * removed member gets none, since the office ends a membership in its own words. A removed
 * member's number stays used (member-numbers.ts).
 */
const reject = route({
  admin: "membership",
  publishes: true,
  activity: "reject",
  async handle({ id }) {
    const removed = await registrationsCollection.remove(id);
    if (!removed) throw notFound("Membership request");
    if (removed.status === "pending") await sendRejectionMail(removed);
    return { message: REGISTRATION_MESSAGES.rejected };
  },
});

/**
 * GET /api/membership-registrations (and with a trailing slash), and the office's CSV export,
 * answered by its path before any route with an id could take "export.csv" for one.
 */
export const membershipRegistrationsHandler = withLiteralPaths(resource({ GET: list }), {
  [MEMBERS_EXPORT_PATH]: membersExportHandler,
});

/** POST /api/membership-registrations/register. */
export const membershipRegisterHandler = resource({ POST: register });

/** PUT /api/membership-registrations/accept/{id} (empty body). */
export const membershipAcceptHandler = resource({ "PUT :id": accept });

/** DELETE /api/membership-registrations/reject/{id}; also removes accepted members. */
export const membershipRejectHandler = resource({ "DELETE :id": reject });
