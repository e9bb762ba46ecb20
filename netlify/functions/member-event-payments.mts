import type { Config } from "@netlify/functions";
import { memberEventPaymentsHandler } from "../../src/server/resources/member-event-registrations";

export default memberEventPaymentsHandler;

export const config: Config = { path: "/api/member/event-registrations/:id/payments" };
