import type { Config } from "@netlify/functions";
import { eventAbstractHandler } from "../../src/server/resources/event-abstracts";

export default eventAbstractHandler;

export const config: Config = { path: "/api/events/:id/abstracts/:abstractId" };
