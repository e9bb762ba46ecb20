import { formatLongDate } from "./format";

/**
 * An event's days as pages, e-mails and the member area write them. Free of zod, so page scripts
 * and lazily loaded parts of islands can use it without the validation runtime.
 */

/** "5 March 2027", or "5 March 2027 to 7 March 2027" for an event of several days. */
export const eventDates = (event: { startDate: string; endDate: string }): string =>
  event.startDate === event.endDate
    ? formatLongDate(event.startDate)
    : `${formatLongDate(event.startDate)} to ${formatLongDate(event.endDate)}`;
