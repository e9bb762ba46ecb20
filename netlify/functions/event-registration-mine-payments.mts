import type { Config } from "@netlify/functions";
import { eventRegistrationMinePaymentsHandler } from "../../src/server/resources/event-access";

export default eventRegistrationMinePaymentsHandler;

export const config: Config = { path: "/api/event-registrations/mine/payments" };
