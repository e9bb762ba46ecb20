import type { Config } from "@netlify/functions";
import { eventAbstractsHandler } from "../../src/server/resources/event-abstracts";

export default eventAbstractsHandler;

// Netlify reads `config` without running the file, so the limit is written out here; it is
// PUBLIC_WRITE_RATE_LIMIT (src/server/http/platform-rate-limits.ts), as tests/unit/platform-rate-limits.test.ts checks.
// It counts the office's GET of the list too, which a person never sends ten times a minute.
export const config: Config = {
  path: "/api/events/:id/abstracts",
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
