import * as z from "zod";
import type { EventRegistrationRecord } from "./event-registrations";
import type { EventRecord } from "./events";
import { formatLongDate } from "./format";

/**
 * Attendance, participation certificates and name badges (docs/rules/events.md §6). Pure: "today"
 * is India's date, given by the caller.
 */

export const eventAttendanceInput = z.object({
  attended: z.boolean({ error: "Attended must be true or false." }),
});
export type EventAttendanceInput = z.infer<typeof eventAttendanceInput>;

export const ATTENDANCE_MESSAGES = {
  notPlaced: "Only a registration holding its place can be marked as attended.",
  tooEarly: (startDate: string) => `Attendance can be marked from the event's first day, ${formatLongDate(startDate)}.`,
  noCertificate: "Only a registration marked as attended has a certificate.",
} as const;

type Registration = Pick<EventRegistrationRecord, "status" | "attended">;

/** Why attendance cannot be marked (or unmarked) on `today`; undefined when it can. */
export function attendanceRefusal(
  registration: Registration,
  event: Pick<EventRecord, "startDate">,
  today: string,
): string | undefined {
  if (registration.status !== "placed") return ATTENDANCE_MESSAGES.notPlaced;
  if (today < event.startDate) return ATTENDANCE_MESSAGES.tooEarly(event.startDate);
  return undefined;
}

/** A participation certificate is for those holding their place and marked as attended. */
export const hasCertificate = (registration: Registration): boolean =>
  registration.status === "placed" && registration.attended === true;

/** Those whose certificate the batch e-mails next: attended and not yet sent one. */
export const certificateDue = (registration: Registration & Pick<EventRegistrationRecord, "certificateSentOn">) =>
  hasCertificate(registration) && registration.certificateSentOn === undefined;

/** A badge for everyone holding or offered a place, by name, as the desk hands them out. */
export function badgeHolders<T extends Pick<EventRegistrationRecord, "status" | "name" | "reference">>(
  registrations: readonly T[],
): T[] {
  return registrations
    .filter((registration) => registration.status === "placed" || registration.status === "offered")
    .sort((a, b) => a.name.localeCompare(b.name, "en-IN") || a.reference.localeCompare(b.reference));
}

/** File names of the event's documents: its address, then what they are. */
export const badgesFileName = (event: Pick<EventRecord, "slug">) => `${event.slug}-badges.pdf`;
export const certificateFileName = (event: Pick<EventRecord, "slug">, reference: string) =>
  `${event.slug}-certificate-${reference}.pdf`;
