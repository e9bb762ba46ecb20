import type { Config } from "@netlify/functions";
import { eventPaymentDecisionHandler } from "../../src/server/resources/event-payments";

export default eventPaymentDecisionHandler;

export const config: Config = { path: "/api/events/:id/registrations/:registrationId/payments/:paymentId" };
