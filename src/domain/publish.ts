import * as z from "zod";

/**
 * Where the public site stands relative to the latest content edits: all live ("idle"), a build
 * asked for ("queued") or under way ("building"), the last one failed and another attempt is
 * due ("retrying"), or the attempts ran out ("failed") until the next edit.
 */
export const publishStates = ["idle", "queued", "building", "retrying", "failed"] as const;
export type PublishState = (typeof publishStates)[number];

export const publishStatus = z.object({
  state: z.enum(publishStates),
  lastPublishedAt: z.string().nullable(),
  pendingChanges: z.number().int().min(0),
});
export type PublishStatus = z.infer<typeof publishStatus>;
