import * as z from "zod";
import { isoDate, limitedText, positiveWhole, storedMeta, yearField } from "./fields";

/** What the admin form and the API accept for a workshop (numbers may arrive as text). */
export const workshopsInput = z.object({
  serialNumber: positiveWhole("Serial number"),
  year: yearField("Year"),
  topic: limitedText("Topic", 1_000),
  venue: limitedText("Venue", 500),
  date: isoDate("Date"),
});
export type WorkshopsInput = z.input<typeof workshopsInput>;

export const workshopsRecord = storedMeta.extend({
  serialNumber: z.number(),
  year: z.number(),
  topic: z.string(),
  venue: z.string(),
  date: z.string(),
});
export type WorkshopsRecord = z.infer<typeof workshopsRecord>;

/** By serial number; equal numbers by date, then the earlier created first. */
export function sortWorkshopsBySerialNumber(items: readonly WorkshopsRecord[]): WorkshopsRecord[] {
  return [...items].sort(
    (a, b) => a.serialNumber - b.serialNumber || a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt),
  );
}
