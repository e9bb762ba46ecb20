import type { Config } from "@netlify/functions";
import { eventAbstractFileHandler } from "../../src/server/resources/event-abstracts";

export default eventAbstractFileHandler;

export const config: Config = { path: "/api/events/:id/abstracts/:abstractId/file" };
