import type { Config } from "@netlify/functions";
import { eventAccessCodeHandler } from "../../src/server/resources/event-access";

export default eventAccessCodeHandler;

// Netlify reads `config` without running the file, so the limit is written out here; it is
// PUBLIC_WRITE_RATE_LIMIT (src/server/http/platform-rate-limits.ts), as tests/unit/platform-rate-limits.test.ts checks.
export const config: Config = {
  path: "/api/event-registrations/access-code",
  rateLimit: { windowSize: 60, windowLimit: 10, aggregateBy: ["ip", "domain"] },
};
