import {
  badgeHolders,
  badgesFileName,
  certificateDue,
  certificateFileName,
  hasCertificate,
} from "../../domain/event-attendance";
import { eventDates } from "../../domain/event-dates";
import type { EventRegistrationRecord } from "../../domain/event-registrations";
import type { EventRecord } from "../../domain/events";
import { indiaToday } from "../../domain/india-date";
import { sendMail, type MailAttachment } from "../mail";
import { participationCertificateMessage } from "../mail/messages/event-certificate";
import { readSettings } from "../membership/settings";
import { changeRegistration, logRegistrationChange } from "./registration-changes";
import { listEventRegistrations } from "./registrations";

/**
 * An event's documents (docs/rules/events.md §6): each attendee's participation certificate, the
 * same bytes downloaded at the desk and e-mailed by the batch, and the sheet of name badges.
 */

const PDF = "application/pdf";

type Event = Pick<EventRecord, "_id" | "slug" | "title" | "startDate" | "endDate" | "venue">;

export async function participationCertificateFile(
  event: Event,
  registration: EventRegistrationRecord,
  today: string = indiaToday(),
): Promise<MailAttachment> {
  return certificateFile((await readSettings()).legalName, event, registration, today);
}

/** The certificate for a society named `legalName`: the batch reads the settings once for all of its certificates. */
async function certificateFile(
  legalName: string,
  event: Event,
  registration: EventRegistrationRecord,
  today: string,
): Promise<MailAttachment> {
  // Drawing code loaded on the first PDF drawn (docs/decisions/function-bundles.md).
  const { renderParticipationCertificatePdf } = await import("../pdf/participation-certificate");
  return {
    filename: certificateFileName(event, registration.reference),
    contentType: PDF,
    content: await renderParticipationCertificatePdf({
      societyName: legalName,
      name: registration.name,
      institution: registration.institution,
      eventTitle: event.title,
      eventDates: eventDates(event),
      venue: event.venue,
      reference: registration.reference,
      day: today,
    }),
  };
}

/** Name badges, several to an A4 page, for everyone holding or offered a place; undefined when nobody is. */
export async function badgeSheetFile(
  event: Event,
  registrations: readonly EventRegistrationRecord[],
  today: string = indiaToday(),
): Promise<MailAttachment | undefined> {
  const holders = badgeHolders(registrations);
  if (holders.length === 0) return undefined;
  const { legalName } = await readSettings();
  const { renderBadgeSheetPdf } = await import("../pdf/badge-sheet");
  return {
    filename: badgesFileName(event),
    contentType: PDF,
    content: await renderBadgeSheetPdf({
      societyName: legalName,
      eventTitle: event.title,
      eventDates: eventDates(event),
      day: today,
      badges: holders.map(({ name, institution, category, reference }) => ({ name, institution, category, reference })),
    }),
  };
}

export interface CertificateBatch {
  /** E-mailed by this call. */
  sent: number;
  /** Attended and still to be sent: the next call goes on with them. */
  remaining: number;
  /** Marked as attended, sent or not. */
  attended: number;
}

/** What one call may spend before it answers, well inside a synchronous function's time. */
export const CERTIFICATE_BATCH_BUDGET_MS = 7_000;

/**
 * E-mails the certificates not sent yet, each once: the day it is sent is written into the
 * registration by a conditional write before sending, so two batches at once never send one twice.
 * It stops after its time budget and says how many remain; the next call resumes with those.
 */
export async function sendParticipationCertificates(
  event: Event & Pick<EventRecord, "contactEmail">,
  { budgetMs = CERTIFICATE_BATCH_BUDGET_MS, clock = () => Date.now(), today = indiaToday() } = {},
): Promise<CertificateBatch> {
  const startedAt = clock();
  const registrations = await listEventRegistrations(event._id);
  const due = registrations.filter(certificateDue);
  const { legalName } = await readSettings();
  let sent = 0;
  let looked = 0;
  for (const registration of due) {
    if (clock() - startedAt > budgetMs) break;
    looked += 1;
    const claimed = await changeRegistration(event._id, registration._id, (current) =>
      certificateDue(current) ? { ...current, certificateSentOn: today } : undefined,
    );
    // Sent by another batch meanwhile, unmarked or cancelled: nothing to send.
    if (!claimed) continue;
    logRegistrationChange(claimed);
    // Never throws: a failed delivery stays in the outbox, which the daily retry tries again.
    await sendMail({
      to: claimed.after.email,
      kind: "event-certificate",
      ...participationCertificateMessage(claimed.after, event),
      attachments: [await certificateFile(legalName, event, claimed.after, today)],
    });
    sent += 1;
  }
  return { sent, remaining: due.length - looked, attended: registrations.filter(hasCertificate).length };
}
