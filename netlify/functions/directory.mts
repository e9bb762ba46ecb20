import type { Config } from "@netlify/functions";
import { directoryHandler } from "../../src/server/resources/directory";

export default directoryHandler;

// The public member directory's search: one page of matches (src/server/resources/directory.ts).
export const config: Config = { path: "/api/directory" };
