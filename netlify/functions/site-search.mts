import type { Config } from "@netlify/functions";
import { siteSearchHandler } from "../../src/server/resources/site-search";

export default siteSearchHandler;

export const config: Config = { path: "/api/search" };
