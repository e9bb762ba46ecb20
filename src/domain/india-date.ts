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

/** True for a real calendar day written YYYY-MM-DD (2026-02-31 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
