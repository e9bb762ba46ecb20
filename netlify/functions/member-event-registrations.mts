import type { Config } from "@netlify/functions";
import { memberEventRegistrationsHandler } from "../../src/server/resources/member-event-registrations";

export default memberEventRegistrationsHandler;

export const config: Config = { path: "/api/member/event-registrations" };
