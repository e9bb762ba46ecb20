import type { Config } from "@netlify/functions";
import { eventRegistrationsExportHandler } from "../../src/server/resources/event-registrations";

export default eventRegistrationsExportHandler;

export const config: Config = { path: "/api/events/:id/registrations.csv" };
