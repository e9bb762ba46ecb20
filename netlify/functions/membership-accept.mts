import type { Config } from "@netlify/functions";
import { membershipAcceptHandler } from "../../src/server/resources/membership-registrations";

export default membershipAcceptHandler;

export const config: Config = { path: "/api/membership-registrations/accept/:id" };
