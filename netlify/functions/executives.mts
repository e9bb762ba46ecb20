import type { Config } from "@netlify/functions";
import { executivesHandler } from "../../src/server/resources/executives";

export default executivesHandler;

// "/api/executives/get" has a function of its own (executives-get.mts).
export const config: Config = { path: ["/api/executives", "/api/executives/:id"] };
