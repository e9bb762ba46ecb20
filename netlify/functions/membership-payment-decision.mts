import type { Config } from "@netlify/functions";
import { membershipPaymentDecisionHandler } from "../../src/server/resources/membership-payments";

export default membershipPaymentDecisionHandler;

export const config: Config = { path: "/api/membership-registrations/:id([0-9a-f]{24})/payments/:paymentId" };
