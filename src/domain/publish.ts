import { z } from "zod";

/** Where the public site stands relative to the latest content edits. */
export const publishStates = ["idle", "queued", "building", "failed"] as const;

export const publishStatus = z.object({
  state: z.enum(publishStates),
  lastPublishedAt: z.string().nullable(),
  pendingChanges: z.number().int().min(0),
});
export type PublishStatus = z.infer<typeof publishStatus>;
