import type { Config } from "@netlify/functions";
import { eventRegistrationPromoteHandler } from "../../src/server/resources/event-registrations";

export default eventRegistrationPromoteHandler;

export const config: Config = { path: "/api/events/:id/registrations/:registrationId/promote" };
