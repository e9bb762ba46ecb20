import type { Config } from "@netlify/functions";
import { filesHandler } from "../../src/server/resources/files";

export default filesHandler;

export const config: Config = { path: "/api/files/:id" };
