import { z } from "zod";
import {
  adminRegistration,
  adminRegistrations,
  memberDirectory,
  missingRegistrationFields,
  REGISTRATION_MESSAGES,
  registrationInput,
  REQUIRED_REGISTRATION_FIELDS,
  sameEmail,
  type RegistrationRecord,
} from "../../domain/membership-registrations";
import { findMembershipOption } from "../../domain/memberships";
import { hashPassword, isAdminRequest } from "../auth";
import { clientWindowLimit } from "../client-limit";
import { membershipsCollection, registrationsCollection } from "../collections";
import { conflict, HttpError, notFound } from "../errors";
import { json, resource, route, validationError } from "../http";

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
  async handle({ request, reads }) {
    // A valid admin token gives the admin view; no token or a bad one the public view (never 401).
    const body = await ((await isAdminRequest(request)) ? adminView(reads) : directoryView(reads));
    // The same URL answers differently with a token: shared caches must keep the two apart.
    return json(body, 200, { vary: "Authorization" }, request);
  },
});

/** Well-formed registrations per client address per window (see clientWindowLimit). */
export const REGISTRATION_LIMIT = 20;
const REGISTRATION_WINDOW_MS = 10 * 60 * 1000;
const takeRegistrationSlot = clientWindowLimit(REGISTRATION_LIMIT, REGISTRATION_WINDOW_MS);

const hasSameEmail = (records: readonly RegistrationRecord[], email: string) =>
  records.some((record) => sameEmail(record.email, email));

const register = route({
  // Read as JSON here and checked below, so that missing fields give the form's one message.
  body: z.unknown(),
  status: 201,
  // Pending applications are not public: nothing on the site changes, so no rebuild.
  async handle({ body: raw, clientIp }) {
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

    const option = findMembershipOption(await membershipsCollection.list(), fields.nationality, fields.membershipType);
    if (!option) {
      throw badRequest(REGISTRATION_MESSAGES.invalidType, [
        { field: "membershipType", message: REGISTRATION_MESSAGES.invalidType },
      ]);
    }

    if (!takeRegistrationSlot(clientIp)) {
      throw new HttpError(429, REGISTRATION_MESSAGES.throttled, {}, { "retry-after": "600" });
    }
    // Checked here first to spare the hashing; checked again inside the write, which decides.
    if (hasSameEmail(await registrationsCollection.list(), fields.email))
      throw conflict(REGISTRATION_MESSAGES.duplicate);

    const record = await registrationsCollection.insert(
      {
        ...fields,
        membershipType: option.membershipType,
        // The browser's figure is never read: the fee due is the option's total (fee + GST).
        membershipFee: option.total,
        status: "pending",
        passwordHash: await hashPassword(password),
      },
      (records) => {
        if (hasSameEmail(records, fields.email)) throw conflict(REGISTRATION_MESSAGES.duplicate);
      },
    );
    return { message: REGISTRATION_MESSAGES.registered, ...adminRegistration(record) };
  },
});

const accept = route({
  admin: true,
  publishes: true,
  async handle({ id }) {
    const record = await registrationsCollection.modify(id, (current) => ({ ...current, status: "accepted" }));
    if (!record) throw notFound("Membership request");
    return { message: REGISTRATION_MESSAGES.accepted, ...adminRegistration(record) };
  },
});

const reject = route({
  admin: true,
  publishes: true,
  async handle({ id }) {
    if (!(await registrationsCollection.remove(id))) throw notFound("Membership request");
    return { message: REGISTRATION_MESSAGES.rejected };
  },
});

/** GET /api/membership-registrations (and with a trailing slash). */
export const membershipRegistrationsHandler = resource({ GET: list });

/** POST /api/membership-registrations/register. */
export const membershipRegisterHandler = resource({ POST: register });

/** PUT /api/membership-registrations/accept/{id} (empty body). */
export const membershipAcceptHandler = resource({ "PUT :id": accept });

/** DELETE /api/membership-registrations/reject/{id}; also removes accepted members. */
export const membershipRejectHandler = resource({ "DELETE :id": reject });
