import type { EventRegistrationRecord } from "../../domain/event-registrations";
import { noteChange } from "../core/call-context";
import { updateDocument } from "../store";
import { recordKey } from "./registration-keys";
import { EVENT_REGISTRATIONS_ACTIVITY } from "./registrations";

/** One registration's document changed in one conditional write, and the change in the activity log. */

type Registration = EventRegistrationRecord;
export interface RegistrationChange {
  before: Registration;
  after: Registration;
}

/**
 * Changes one registration's document if `change` says so (undefined: no change; it may throw to
 * refuse, which stores nothing). `change` must be pure: it may run again on a newer copy.
 */
export function changeRegistration(
  eventId: string,
  id: string,
  change: (current: Registration) => Registration | undefined,
): Promise<RegistrationChange | undefined> {
  return updateDocument<Registration | null, RegistrationChange | undefined>(
    recordKey(eventId, id),
    null,
    (current) => {
      const next = current ? change(current) : undefined;
      if (!current || !next) return { result: undefined };
      const after = { ...next, updatedAt: new Date().toISOString() };
      return { next: after, result: { before: current, after } };
    },
  );
}

export const logRegistrationChange = ({ before, after }: RegistrationChange) =>
  noteChange({ collection: EVENT_REGISTRATIONS_ACTIVITY, recordId: after._id, before, after, seenByVisitors: false });
