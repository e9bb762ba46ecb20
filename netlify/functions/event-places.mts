import type { Config } from "@netlify/functions";
import { eventPlacesHandler } from "../../src/server/resources/events";

export default eventPlacesHandler;

export const config: Config = { path: "/api/events/:id/places" };
