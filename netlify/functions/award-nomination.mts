import type { Config } from "@netlify/functions";
import { awardNominationHandler } from "../../src/server/resources/award-nomination";

export default awardNominationHandler;

export const config: Config = { path: ["/api/award-nomination", "/api/award-nomination/:id"] };
