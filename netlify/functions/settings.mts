import type { Config } from "@netlify/functions";
import { settingsHandler } from "../../src/server/resources/settings";

export default settingsHandler;

export const config: Config = { path: "/api/settings" };
