import type { Config } from "@netlify/functions";
import { membershipsHandler } from "../../src/server/resources/memberships";

export default membershipsHandler;

// The spec's "/get" and "/create" paths are this function's too (src/server/api/literal-paths.ts), so no
// other function's path can match a request for them.
export const config: Config = {
  path: ["/api/memberships", "/api/memberships/get", "/api/memberships/create", "/api/memberships/:id"],
};
