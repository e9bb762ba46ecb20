import type { DueReminder } from "../../domain/reminders-due";
import { claimDocument, listDocumentKeys, readDocument } from "../store";

/**
 * What the reminders job keeps in the store: one marker per reminder sent,
 * `reminders/<registration id>/<validUntil>/<kind>`, created only if new so that of two runs at
 * the same time exactly one sends it; and the day the job first ran. Markers hold no member data.
 */

const PREFIX = "reminders/";
const FIRST_RUN_KEY = "state/reminders-first-run";

export const reminderKey = (registrationId: string, reminder: Pick<DueReminder, "validUntil" | "kind">) =>
  `${PREFIX}${registrationId}/${reminder.validUntil}/${reminder.kind}`;

/** The markers of every reminder sent so far, read once a run instead of one read per reminder. */
export async function sentReminderKeys(): Promise<Set<string>> {
  return new Set(await listDocumentKeys(PREFIX));
}

/** True for the one run that claims the reminder (and must send it); false when it is already claimed. */
export function claimReminder(registrationId: string, reminder: DueReminder, claimedAt: string): Promise<boolean> {
  return claimDocument(reminderKey(registrationId, reminder), {
    kind: reminder.kind,
    validUntil: reminder.validUntil,
    day: reminder.day,
    claimedAt,
  });
}

/**
 * The day (YYYY-MM-DD) the reminders job first ran, kept by the first run: reminders that fell due
 * before it were never missed by the job (remindersDue's `since`).
 */
export async function firstRunDay(today: string): Promise<string> {
  if (await claimDocument(FIRST_RUN_KEY, { day: today })) return today;
  const stored = await readDocument<{ day?: unknown }>(FIRST_RUN_KEY);
  return typeof stored?.day === "string" ? stored.day : today;
}
