import type { Config } from "@netlify/functions";
import { publishStatusHandler } from "../../src/server/resources/publish-status";

export default publishStatusHandler;

export const config: Config = { path: "/api/publish-status" };
