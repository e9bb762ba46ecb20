import type { Config } from "@netlify/functions";
import { eventRegistrationMineHandler } from "../../src/server/resources/event-access";

export default eventRegistrationMineHandler;

export const config: Config = { path: "/api/event-registrations/mine" };
