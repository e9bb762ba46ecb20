import type { Config } from "@netlify/functions";
import { awardsHandler } from "../../src/server/resources/awards";

export default awardsHandler;

export const config: Config = { path: ["/api/awards", "/api/awards/:id"] };
