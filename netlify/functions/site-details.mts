import type { Config } from "@netlify/functions";
import { siteDetailsHandler } from "../../src/server/resources/site-details";

export default siteDetailsHandler;

export const config: Config = { path: "/api/site-details" };
