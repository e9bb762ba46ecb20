/** "Today" and other days as India counts them (docs/rules/members-and-money.md: Asia/Kolkata, whatever the server's zone). */

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

/*
 * Calendar arithmetic on days written YYYY-MM-DD, in one place. A day is counted in UTC, so no
 * time zone moves it; which day it is in India is indiaToday's job.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const parts = (day: string) => day.split("-").map(Number) as [number, number, number];
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date);
};

/** `day` moved by whole calendar days (negative: earlier). */
export const addDays = (day: string, days: number): string => dayOf(timeOf(day) + days * DAY_MS);

export const dayBefore = (day: string): string => addDays(day, -1);
export const dayAfter = (day: string): string => addDays(day, 1);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((timeOf(to) - timeOf(from)) / DAY_MS);

/** The same date a year later; 29 February, which the next year lacks, becomes 1 March. */
export function sameDateNextYear(day: string): string {
  const [year, month, date] = parts(day);
  // Date.UTC rolls 29 February of a common year over to 1 March.
  return dayOf(Date.UTC(year + 1, month - 1, date));
}
