import * as z from "zod";
import { lineList, linkList, requiredText, storedMeta } from "./fields";
import { firstStored } from "./first-stored";

/** A missing list gets the "required" message rather than a type error. */
const missingAsEmpty = (value: unknown) => value ?? "";

export const INSTRUCTIONS_REQUIRED = "At least one instruction is required.";

/**
 * What the admin form and the API accept for the award nomination page. `mainContent` and each
 * instruction may hold simple HTML; the server sanitizes them on write.
 */
export const awardNominationInput = z.object({
  mainContent: requiredText("Main content").pipe(
    z.string().max(100_000, { error: "Main content is too long (100,000 characters at most)." }),
  ),
  /** One per line from the form's textarea, or an array; blank lines dropped. */
  instructions: z.preprocess(missingAsEmpty, lineList("Instructions", 0)).pipe(
    z
      .array(z.string().max(5_000, { error: "Each instruction is 5,000 characters at most." }))
      .min(1, { error: INSTRUCTIONS_REQUIRED })
      .max(100, { error: "At most 100 instructions." }),
  ),
  /** The form sends one link (the apply link); the API takes a list. */
  links: linkList(),
});
export type AwardNominationInput = z.input<typeof awardNominationInput>;

export const awardNominationRecord = storedMeta.extend({
  mainContent: z.string(),
  instructions: z.array(z.string()),
  links: z.array(z.string()),
});
export type AwardNominationRecord = z.infer<typeof awardNominationRecord>;

/** The nomination page shows the first stored record; undefined when none is configured. */
export const currentNomination = (items: readonly AwardNominationRecord[]): AwardNominationRecord | undefined =>
  firstStored(items);

/** The page's CLICK HERE TO APPLY link: the first link, if any. */
export const applyLink = (nomination: Pick<AwardNominationRecord, "links">): string | undefined => nomination.links[0];
