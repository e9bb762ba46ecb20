import type { Config } from "@netlify/functions";
import { oaiHandler } from "../../src/server/resources/oai";

export default oaiHandler;

export const config: Config = { path: "/api/oai" };
