import { SignJWT, jwtVerify } from "jose";
import { eventPaymentOf } from "../../domain/application-payment";
import { EVENT_ACCESS_MESSAGES, registrantView, type RegistrantView } from "../../domain/event-access";
import { eventPaymentsOf, eventPaymentTotals } from "../../domain/event-payments";
import type { EventRegistrationRecord } from "../../domain/event-registrations";
import type { EventRecord } from "../../domain/events";
import { emailKey } from "../../domain/membership-registrations";
import { beginSignIn, throttledMessage } from "../auth/login-throttle";
import { oneTimeCodes } from "../auth/one-time-codes";
import { bearerToken } from "../auth/admins/tokens";
import { eventsCollection, paymentDetailsCollection } from "../content/collections";
import { config } from "../core/config";
import { HttpError } from "../http/errors";
import { findByReference, readEventRegistration } from "./payments";

/**
 * A registrant's access to their own registration without an account (docs/rules/events.md §5):
 * their reference and e-mail ask for a 6-digit code by e-mail (15 minutes, used once, void after 5
 * wrong tries: ../auth/one-time-codes.ts); the code gives an access token (HS256, its own audience,
 * so it is never an administrator's, 2 hours) naming the registration. Code requests and code
 * checks are throttled per reference and per client as the sign-ins are.
 */

export const EVENT_ACCESS_CODE = { lifetimeMs: 15 * 60 * 1000, wrongTries: 5 } as const;
export const EVENT_ACCESS_LIFETIME_SECONDS = 2 * 60 * 60;

const CODE_REQUESTS = "throttle/event-access-code";
const CODE_CHECKS = "throttle/event-access";
const TOKEN_ISSUER = "society-site";
const TOKEN_AUDIENCE = "event-registration";

const codes = oneTimeCodes({
  prefix: "event-access-codes/",
  addressPurpose: "event-access-address",
  codePurpose: "event-access-code",
  ...EVENT_ACCESS_CODE,
});

const codeAddress = (reference: string, email: string) => `${reference}\n${emailKey(email)}`;

const tooMany = (seconds: number, text: string) => new HttpError(429, text, {}, { "retry-after": String(seconds) });

/**
 * The registration the reference and e-mail name (the e-mail compared as stored, whatever its
 * case), or undefined: the caller answers the same either way, so nobody learns which references
 * exist.
 */
async function registrationNamed(reference: string, email: string): Promise<EventRegistrationRecord | undefined> {
  const where = await findByReference(reference);
  const registration = where && (await readEventRegistration(where.eventId, where.registrationId));
  return registration && emailKey(registration.email) === emailKey(email) ? registration : undefined;
}

/** Issues a code for the registration the reference and e-mail name; undefined when they name none. */
export async function requestAccessCode(
  reference: string,
  email: string,
  clientIp: string | undefined,
): Promise<{ registration: EventRegistrationRecord; code: string } | undefined> {
  const gate = await beginSignIn(reference, clientIp, { document: CODE_REQUESTS });
  if (!gate.allowed) {
    const seconds = gate.retryAfterSeconds;
    throw tooMany(seconds, EVENT_ACCESS_MESSAGES.throttledCodes(Math.max(1, Math.ceil(seconds / 60))));
  }
  const registration = await registrationNamed(reference, email);
  if (!registration) return undefined;
  return { registration, code: await codes.issue(registration._id, codeAddress(reference, email)) };
}

const secretKey = () => new TextEncoder().encode(config().JWT_SECRET);

/** The access token for a live code of the reference and e-mail; 400 for a wrong or used code. */
export async function verifyAccessCode(
  reference: string,
  email: string,
  code: string,
  clientIp: string | undefined,
): Promise<string> {
  const gate = await beginSignIn(reference, clientIp, { document: CODE_CHECKS });
  if (!gate.allowed) throw tooMany(gate.retryAfterSeconds, throttledMessage(gate.retryAfterSeconds));
  const registrationId = await codes.use(codeAddress(reference, email), code);
  const where = registrationId === undefined ? undefined : await findByReference(reference);
  if (!where || where.registrationId !== registrationId)
    throw new HttpError(400, EVENT_ACCESS_MESSAGES.wrongCode, {
      issues: [{ field: "code", message: EVENT_ACCESS_MESSAGES.wrongCode }],
    });
  await gate.succeeded();
  return new SignJWT({ evt: where.eventId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(where.registrationId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${EVENT_ACCESS_LIFETIME_SECONDS}s`)
    .sign(secretKey());
}

const accessEnded = () => new HttpError(401, EVENT_ACCESS_MESSAGES.accessEnded);

/** The registration a request's access token names; 401 without a live token or when it is gone. */
export async function requireRegistrantAccess(
  request: Request,
): Promise<{ registration: EventRegistrationRecord; event: EventRecord }> {
  const token = bearerToken(request);
  if (!token) throw accessEnded();
  let eventId: unknown;
  let registrationId: unknown;
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["exp", "sub", "evt"],
    });
    ({ evt: eventId, sub: registrationId } = payload);
  } catch {
    throw accessEnded();
  }
  if (typeof eventId !== "string" || typeof registrationId !== "string") throw accessEnded();
  const [registration, event] = await Promise.all([
    readEventRegistration(eventId, registrationId),
    eventsCollection.get(eventId),
  ]);
  if (!registration || !event) throw accessEnded();
  return { registration, event };
}

/** What the registrant (or a member in their account) sees of a registration. */
export async function registrantViewOf(
  registration: EventRegistrationRecord,
  event: Pick<EventRecord, "_id" | "title" | "slug" | "startDate" | "endDate" | "venue">,
): Promise<RegistrantView> {
  const { received, balance } = eventPaymentTotals(registration);
  const asked = balance > 0 && (registration.status === "placed" || registration.status === "offered");
  const payment = asked
    ? eventPaymentOf({ reference: registration.reference, total: balance }, await paymentDetailsCollection.list())
    : undefined;
  // The view's schema keeps what the registrant may see of the record, the event and each payment.
  return registrantView.parse({
    ...registration,
    event,
    received,
    balance,
    payments: eventPaymentsOf(registration),
    ...(payment ? { payment } : {}),
  });
}
