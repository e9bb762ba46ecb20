import type { Config } from "@netlify/functions";
import { membershipRegistrationsHandler } from "../../src/server/resources/membership-registrations";

export default membershipRegistrationsHandler;

// Public directory without a token, the admin's request list with one; the admin uses the trailing slash.
// The CSV export is this function's path too (src/server/api/literal-paths.ts): a route with an id,
// "/api/membership-registrations/:id", belongs in this function, where the export's own path is
// answered first; in a function of its own it would overlap the export, which the router refuses.
export const config: Config = {
  path: ["/api/membership-registrations", "/api/membership-registrations/", "/api/membership-registrations/export.csv"],
};
