import * as z from "zod";
import { limitedText, optionalText, positiveWhole, storedMeta, yearField } from "./fields";

/**
 * What the admin form and the API accept for an awardee. The lecture topic may be left empty:
 * not every award is presented with a lecture.
 */
export const awardeesInput = z.object({
  awardName: limitedText("Award name", 300),
  sno: positiveWhole("S.No."),
  year: yearField("Year"),
  awardeeName: limitedText("Awardee name", 300),
  lectureTopic: optionalText.pipe(
    z.string().max(1_000, { error: "Lecture topic is too long (1000 characters at most)." }),
  ),
});
export type AwardeesInput = z.input<typeof awardeesInput>;

export const awardeesRecord = storedMeta.extend({
  awardName: z.string(),
  sno: z.number(),
  year: z.number(),
  awardeeName: z.string(),
  lectureTopic: z.string(),
});
export type AwardeesRecord = z.infer<typeof awardeesRecord>;

/** The admin table's order: by S.No., equal numbers by year. */
export function sortAwardeesBySno(items: readonly AwardeesRecord[]): AwardeesRecord[] {
  return [...items].sort((a, b) => a.sno - b.sno || a.year - b.year || a.createdAt.localeCompare(b.createdAt));
}

/** Award names compare without regard to case or runs of spaces ("ABC  award" is "abc award"). */
const sameAwardName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The public awardees page (/awards/awardees/{awardName}): the awardees of one award, oldest year
 * first, equal years by S.No.
 */
export function awardeesOfAward(items: readonly AwardeesRecord[], awardName: string): AwardeesRecord[] {
  return items
    .filter((item) => sameAwardName(item.awardName, awardName))
    .sort((a, b) => a.year - b.year || a.sno - b.sno || a.createdAt.localeCompare(b.createdAt));
}
