import type { Config } from "@netlify/functions";
import { eventCertificatesHandler } from "../../src/server/resources/event-attendance";

export default eventCertificatesHandler;

export const config: Config = { path: "/api/events/:id/certificates" };
