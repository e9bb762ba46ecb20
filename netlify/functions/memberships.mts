import type { Config } from "@netlify/functions";
import { membershipsHandler } from "../../src/server/resources/memberships";

export default membershipsHandler;

// The literal paths come before ":id"; the handler also reads "get"/"create" arriving as an id.
export const config: Config = {
  path: ["/api/memberships", "/api/memberships/get", "/api/memberships/create", "/api/memberships/:id"],
};
