import type { Config } from "@netlify/functions";
import { eventRegistrationCancelHandler } from "../../src/server/resources/event-registrations";

export default eventRegistrationCancelHandler;

export const config: Config = { path: "/api/events/:id/registrations/:registrationId/cancel" };
