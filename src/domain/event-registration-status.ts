import { formatLongDate } from "./format";

/**
 * Where a registration stands, as its registrant reads it (their page without an account, their
 * account): docs/rules/events.md §4-§5. Free of zod, for page scripts and lazily loaded parts.
 */
export function registrantStatusText(registration: {
  status: "placed" | "waiting" | "offered" | "cancelled";
  waitingTurn?: number | undefined;
  offeredUntil?: string | undefined;
}): string {
  switch (registration.status) {
    case "placed":
      return "Registered: your place is kept.";
    case "waiting":
      return `On the waiting list (number ${String(registration.waitingTurn ?? "")}): nothing is to be paid unless a place is freed.`;
    case "offered":
      return `A place is offered to you: it is yours if your payment reaches us by ${formatLongDate(registration.offeredUntil ?? "")}.`;
    case "cancelled":
      return "This registration is cancelled.";
  }
}
