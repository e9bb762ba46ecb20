import type { Config } from "@netlify/functions";
import { membershipRegistrationsHandler } from "../../src/server/resources/membership-registrations";

export default membershipRegistrationsHandler;

// Public directory without a token, the admin's request list with one; the admin uses the trailing slash.
export const config: Config = { path: ["/api/membership-registrations", "/api/membership-registrations/"] };
