import { config } from "../core/config";
import { resource, route } from "../api/handler";
import { runReminders } from "../reminders/run";

/**
 * POST /api/admin/reminders/run (docs/rules/members-and-money.md §5): the daily reminders job, now. It answers
 * `{ sent, skipped, waiting }` (src/server/reminders/run.ts says what each counts); running it
 * again, or beside the daily run, never sends a reminder twice.
 */

/** The 10 s the project gives every call (Netlify allows 60 s); the last send may take SMTP_TIMEOUT_MS. */
const FUNCTION_LIMIT_MS = 10_000;
/** The store's reads and writes around the sends. */
const MARGIN_MS = 2_000;

const run = route({
  admin: "membership",
  async handle() {
    const budgetMs = Math.max(1_000, FUNCTION_LIMIT_MS - MARGIN_MS - config().SMTP_TIMEOUT_MS);
    return runReminders({ budgetMs });
  },
});

export const adminRemindersRunHandler = resource({ POST: run });
