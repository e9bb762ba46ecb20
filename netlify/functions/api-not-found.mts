import type { Config } from "@netlify/functions";
import { apiNotFoundHandler } from "../../src/server/resources/api-not-found";

export default apiNotFoundHandler;

// Every /api path no other function serves: a JSON 404 instead of the site's HTML page.
export const config: Config = { path: "/api/*" };
