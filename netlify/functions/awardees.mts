import type { Config } from "@netlify/functions";
import { awardeesHandler } from "../../src/server/resources/awardees";

export default awardeesHandler;

export const config: Config = { path: ["/api/awardees", "/api/awardees/:id"] };
