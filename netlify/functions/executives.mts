import type { Config } from "@netlify/functions";
import { executivesHandler } from "../../src/server/resources/executives";

export default executivesHandler;

// The spec's "/get" path is this function's too (src/server/api/literal-paths.ts), so no other function's
// path can match a request for it.
export const config: Config = { path: ["/api/executives", "/api/executives/get", "/api/executives/:id"] };
