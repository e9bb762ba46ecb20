import type { Config } from "@netlify/functions";
import { journalHandler } from "../../src/server/resources/journal";

export default journalHandler;

export const config: Config = { path: "/api/journal" };
