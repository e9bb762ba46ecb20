/** "Today" and other days as India counts them (MEMBERS.md: Asia/Kolkata, whatever the server's zone). */

const isoDayInIndia = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** The day it is (or was at `at`) in India, as YYYY-MM-DD. Tests move the clock with fake timers. */
export function indiaToday(at: Date = new Date()): string {
  return isoDayInIndia.format(at);
}
