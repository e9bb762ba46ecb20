import type { Config } from "@netlify/functions";
import { openApiHandler } from "../../src/server/resources/openapi";

export default openApiHandler;

export const config: Config = { path: "/api/openapi.json" };
