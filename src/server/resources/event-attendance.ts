import { ATTENDANCE_MESSAGES, eventAttendanceInput, hasCertificate } from "../../domain/event-attendance";
import { resource, route } from "../api/handler";
import { eventsCollection } from "../content/collections";
import { HttpError, notFound } from "../http/errors";
import { fileResponse } from "../membership/documents";
import { markAttendance } from "../events/attendance";
import { badgeSheetFile, participationCertificateFile, sendParticipationCertificates } from "../events/certificates";
import { EVENT_NOT_FOUND } from "../events/events";
import { readEventRegistration, REGISTRATION_NOT_FOUND } from "../events/payments";
import { listEventRegistrations } from "../events/registrations";

/**
 * Attendance and the documents it leads to (docs/rules/events.md §6), for the membership office
 * and the owner: marking who attended, each attendee's participation certificate, the batch that
 * e-mails them, and the sheet of name badges.
 */

export const NO_BADGES = "Nobody holds a place yet: there are no badges to print.";

async function requireEvent(id: string) {
  const event = await eventsCollection.get(id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

const mark = route({
  admin: "membership",
  body: eventAttendanceInput,
  activity: "event-attendance",
  handle: ({ id, params, body }) => markAttendance(id, params.registrationId ?? "", body.attended),
});

const certificate = route({
  admin: "membership",
  async handle({ id, params }) {
    const event = await requireEvent(id);
    const registration = await readEventRegistration(id, params.registrationId ?? "");
    if (!registration) throw notFound(REGISTRATION_NOT_FOUND);
    if (!hasCertificate(registration)) throw new HttpError(404, ATTENDANCE_MESSAGES.noCertificate);
    return fileResponse(await participationCertificateFile(event, registration));
  },
});

const sendCertificates = route({
  admin: "membership",
  activity: "event-certificates-sent",
  handle: async ({ id }) => sendParticipationCertificates(await requireEvent(id)),
});

const badges = route({
  admin: "membership",
  async handle({ id }) {
    const event = await requireEvent(id);
    const file = await badgeSheetFile(event, await listEventRegistrations(id));
    if (!file) throw new HttpError(404, NO_BADGES);
    return fileResponse(file);
  },
});

/** PUT /api/events/{id}/registrations/{registrationId}/attendance. */
export const eventAttendanceHandler = resource({ "PUT :id": mark });
/** GET /api/events/{id}/registrations/{registrationId}/certificate. */
export const eventCertificateHandler = resource({ "GET :id": certificate });
/** POST /api/events/{id}/certificates: e-mails the certificates not sent yet, as many as fit in one call. */
export const eventCertificatesHandler = resource({ "POST :id": sendCertificates });
/** GET /api/events/{id}/badges.pdf. */
export const eventBadgesHandler = resource({ "GET :id": badges });
