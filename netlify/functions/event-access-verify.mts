import type { Config } from "@netlify/functions";
import { eventAccessVerifyHandler } from "../../src/server/resources/event-access";

export default eventAccessVerifyHandler;

// Netlify reads `config` without running the file, so the limit is written out here; it is
// PASSWORD_CHECK_RATE_LIMIT (src/server/http/platform-rate-limits.ts), as tests/unit/platform-rate-limits.test.ts checks.
export const config: Config = {
  path: "/api/event-registrations/access-code/verify",
  rateLimit: { windowSize: 60, windowLimit: 20, aggregateBy: ["ip", "domain"] },
};
