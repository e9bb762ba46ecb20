import type { Config } from "@netlify/functions";
import { pageTextsHandler } from "../../src/server/resources/page-texts";

export default pageTextsHandler;

export const config: Config = { path: ["/api/pages", "/api/pages/:id"] };
