import type { Config } from "@netlify/functions";
import { eventsHandler } from "../../src/server/resources/events";

export default eventsHandler;

export const config: Config = { path: ["/api/events", "/api/events/:id"] };
