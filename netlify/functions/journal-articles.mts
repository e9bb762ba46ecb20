import type { Config } from "@netlify/functions";
import { journalArticlesHandler } from "../../src/server/resources/journal-articles";

export default journalArticlesHandler;

export const config: Config = { path: ["/api/journal/articles", "/api/journal/articles/:id"] };
