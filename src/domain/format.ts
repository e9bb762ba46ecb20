/** Formatting rules used by pages and islands alike. */

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2024-03-05" -> "5 March 2024"; anything unparseable is shown as given. */
export function formatLongDate(isoDate: string): string {
  const time = Date.parse(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(time) ? isoDate : longDate.format(time);
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
