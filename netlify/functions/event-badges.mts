import type { Config } from "@netlify/functions";
import { eventBadgesHandler } from "../../src/server/resources/event-attendance";

export default eventBadgesHandler;

export const config: Config = { path: "/api/events/:id/badges.pdf" };
