import type { Config } from "@netlify/functions";
import { eventPaymentsHandler } from "../../src/server/resources/event-payments";

export default eventPaymentsHandler;

export const config: Config = { path: "/api/events/:id/registrations/:registrationId/payments" };
