import type { Config } from "@netlify/functions";
import { eventAbstractsHandler } from "../../src/server/resources/event-abstracts";

export default eventAbstractsHandler;

export const config: Config = { path: "/api/events/:id/abstracts" };
