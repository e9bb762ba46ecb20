import type { Config } from "@netlify/functions";
import { eventCertificateHandler } from "../../src/server/resources/event-attendance";

export default eventCertificateHandler;

export const config: Config = { path: "/api/events/:id/registrations/:registrationId/certificate" };
