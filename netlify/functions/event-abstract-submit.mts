import type { Config } from "@netlify/functions";
import { eventAbstractSubmitHandler } from "../../src/server/resources/event-abstracts";

export default eventAbstractSubmitHandler;

// Netlify reads `config` without running the file, so the limit is written out here; it is
// PUBLIC_WRITE_RATE_LIMIT (src/server/http/platform-rate-limits.ts), as tests/unit/platform-rate-limits.test.ts checks.
export const config: Config = {
  path: "/api/events/:id/submit-abstract",
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
