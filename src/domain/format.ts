/** How dates and amounts are written, and amounts read back, for pages, islands and the API alike. */

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2024-03-05" -> "5 March 2024"; anything unparseable is shown as given. */
export function formatLongDate(isoDate: string): string {
  const time = Date.parse(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(time) ? isoDate : longDate.format(time);
}

const dayInIndia = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** A stored time (`createdAt`) as the day it was in India: "5 March 2024". */
export function formatDayInIndia(timestamp: string): string {
  return dayInIndia.format(new Date(timestamp));
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 118000 -> "₹1,18,000.00": Indian digit grouping, always with paise, as fee tables show them. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/**
 * An amount typed the way people write it ("₹1,18,000.00", "Rs. 500", "1180"): everything but
 * digits and the decimal point is dropped. Undefined when no digit is left (nothing was given);
 * NaN when what is left is not one number ("1.2.3"), which schemas then refuse.
 */
export function parseRupees(text: string): number | undefined {
  const digits = text.replace(/[^\d.]/g, "").replace(/^\.+/, "");
  return digits === "" ? undefined : Number(digits);
}
