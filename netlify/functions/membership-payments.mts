import type { Config } from "@netlify/functions";
import { membershipPaymentsHandler } from "../../src/server/resources/membership-payments";

export default membershipPaymentsHandler;

// The id is a record's (24 hex digits), so ".../accept/payments" is never this function's as well.
export const config: Config = { path: "/api/membership-registrations/:id([0-9a-f]{24})/payments" };
