import type { Config } from "@netlify/functions";
import { membershipsHandler } from "../../src/server/resources/memberships";

export default membershipsHandler;

// "/api/memberships/get" and "/create" have functions of their own; should the platform still route them
// here as an id, the handler reads them as the paths they name.
export const config: Config = { path: ["/api/memberships", "/api/memberships/:id"] };
