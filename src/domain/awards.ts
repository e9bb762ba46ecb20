import * as z from "zod";
import { limitedText, positiveWhole, storedMeta, yearField } from "./fields";

export const PERIODICITIES = ["Annual", "Biennial", "Triennial", "One-time"] as const;
export type Periodicity = (typeof PERIODICITIES)[number];

export const PERIODICITY_MESSAGE = "Periodicity must be one of Annual, Biennial, Triennial or One-time.";

/** Case and spacing are forgiven ("annual", "one time"); anything else is refused. */
function canonicalPeriodicity(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const typed = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  return PERIODICITIES.find((option) => option.toLowerCase().replace(/-/g, "") === typed) ?? value.trim();
}

export const periodicityField = z.preprocess(
  canonicalPeriodicity,
  z.enum(PERIODICITIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? "Periodicity is required." : PERIODICITY_MESSAGE,
  }),
);

/**
 * What the admin form and the API accept for an award. Every field is required: the spec names
 * only news fields as optional, and the guidelines page shows each of these sections.
 */
export const awardsInput = z.object({
  sno: positiveWhole("S.No."),
  name: limitedText("Award name", 300),
  year: yearField("Year of institution"),
  value: limitedText("Value", 2_000),
  periodicity: periodicityField,
  eligibility: limitedText("Eligibility", 20_000),
  administration: limitedText("Administration", 20_000),
  procedure: limitedText("Procedure", 20_000),
  presentation: limitedText("Presentation", 20_000),
});
export type AwardsInput = z.input<typeof awardsInput>;

export const awardsRecord = storedMeta.extend({
  sno: z.number(),
  name: z.string(),
  year: z.number(),
  value: z.string(),
  periodicity: z.enum(PERIODICITIES),
  eligibility: z.string(),
  administration: z.string(),
  procedure: z.string(),
  presentation: z.string(),
});
export type AwardsRecord = z.infer<typeof awardsRecord>;

/** By S.No.; equal numbers keep the earlier created first. */
export function sortAwardsBySno(items: readonly AwardsRecord[]): AwardsRecord[] {
  return [...items].sort((a, b) => a.sno - b.sno || a.createdAt.localeCompare(b.createdAt));
}
