import * as z from "zod";
import { limitedText, storedMeta, textList } from "./fields";

/** A missing list gets the "required" message rather than a type error. */
const missingAsEmpty = (value: unknown) => value ?? "";

/** What the admin form and the API accept for one editorial board entry. */
export const editorialsInput = z.object({
  category: limitedText("Category", 200),
  /** The person's name and lines (affiliation, address), one per line; kept as plain text. */
  content: limitedText("Content", 5_000).transform((text) => text.replace(/\r\n?/g, "\n")),
  /** "Agronomy, Soil Science" from the form, or an array. */
  areasOfSpecialization: z.preprocess(missingAsEmpty, textList("Areas of specialization", /,/, 0)).pipe(
    z
      .array(z.string().max(200, { error: "Each area of specialization is 200 characters at most." }))
      .min(1, { error: "At least one area of specialization is required." })
      .max(50, { error: "At most 50 areas of specialization." }),
  ),
});
export type EditorialsInput = z.input<typeof editorialsInput>;

export const editorialsRecord = storedMeta.extend({
  category: z.string(),
  content: z.string(),
  areasOfSpecialization: z.array(z.string()),
});
export type EditorialsRecord = z.infer<typeof editorialsRecord>;

export interface EditorialGroup {
  category: string;
  entries: EditorialsRecord[];
}

/**
 * The editorial board table: one group per category, in the order categories first appear, and
 * entries in their stored order within it.
 */
export function groupEditorialsByCategory(entries: readonly EditorialsRecord[]): EditorialGroup[] {
  const groups = new Map<string, EditorialsRecord[]>();
  for (const entry of entries) {
    const group = groups.get(entry.category);
    if (group) group.push(entry);
    else groups.set(entry.category, [entry]);
  }
  return [...groups].map(([category, grouped]) => ({ category, entries: grouped }));
}
