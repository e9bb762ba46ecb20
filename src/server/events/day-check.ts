import { eventsOnDay } from "../../domain/event-pages";
import { indiaToday } from "../../domain/india-date";
import { eventsCollection } from "../content/collections";
import { publishIfTheDayChangedIt } from "../content/day-check";

/** The last day the daily check looked at the events' pages. */
export const EVENTS_CHECK_KEY = "state/events-pages-check";

/**
 * The daily job's part (docs/rules/events.md §2): the event pages and lists are prebuilt, and what
 * they show of upcoming events, open registration and early-bird prices follows the day; rebuilds
 * when that changed since the last check.
 */
export const publishIfDaysChangedEvents = (today = indiaToday()): Promise<{ rebuilt: boolean }> =>
  publishIfTheDayChangedIt(EVENTS_CHECK_KEY, today, async () => {
    const events = await eventsCollection.list();
    return (day) => eventsOnDay(events, day);
  });
