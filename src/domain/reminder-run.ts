import * as z from "zod";

/**
 * The answer of POST /api/admin/reminders/run (docs/rules/members-and-money.md §5: `{ sent, skipped }`, plus `waiting`),
 * shared by the job, the API reference and the admin panel.
 */
export const reminderRunSummary = z.object({
  /** Claimed by this run and handed to the mailer (the outbox shows whether each was delivered). */
  sent: z.number().int().min(0),
  /** Due but already sent: by an earlier run, or claimed by another run at the same time. */
  skipped: z.number().int().min(0),
  /** Due and not sent because the run's time was up: the next run sends them. */
  waiting: z.number().int().min(0),
});
export type ReminderRunSummary = z.infer<typeof reminderRunSummary>;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the panel says after a run. */
export function reminderRunText({ sent, skipped, waiting }: ReminderRunSummary): string {
  const parts = [
    `${count(sent, "reminder", "reminders")} sent`,
    `${count(skipped, "was", "were")} already sent before`,
  ];
  const more = waiting > 0 ? ` ${count(waiting, "more is", "more are")} due: run again to send them.` : "";
  return `${parts.join("; ")}.${more}`;
}
