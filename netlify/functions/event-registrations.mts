import type { Config } from "@netlify/functions";
import { eventRegistrationsHandler } from "../../src/server/resources/event-registrations";

export default eventRegistrationsHandler;

export const config: Config = { path: "/api/events/:id/registrations" };
