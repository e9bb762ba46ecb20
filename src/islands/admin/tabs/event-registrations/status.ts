import type { EventRegistrationStatus } from "../../../../domain/event-registrations";

/** A registration's status as the desk words it. */
export const STATUS_LABELS: Record<EventRegistrationStatus, string> = {
  placed: "Placed",
  waiting: "Waiting",
  offered: "Offered a place",
  cancelled: "Cancelled",
};
