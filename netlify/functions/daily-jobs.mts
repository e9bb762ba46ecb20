import type { Config } from "@netlify/functions";
import { dailyJobs } from "../../src/server/scheduled/daily-jobs";

/**
 * Netlify runs this once a day (a scheduled function: no public path, at most 30 s). `npm start`
 * runs the same dailyJobs() itself (scripts/lib/daily-schedule.ts).
 */
export default async function dailyJobsFunction(): Promise<Response> {
  const report = await dailyJobs();
  // Counts only: no addresses or contents in the log.
  console.log("Daily jobs:", JSON.stringify(report));
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "@daily" };
