import type { Config } from "@netlify/functions";
import { membershipRejectHandler } from "../../src/server/resources/membership-registrations";

export default membershipRejectHandler;

export const config: Config = { path: "/api/membership-registrations/reject/:id" };
