import type { Config } from "@netlify/functions";
import { journalIssuesHandler } from "../../src/server/resources/journal-issues";

export default journalIssuesHandler;

export const config: Config = { path: ["/api/journal/issues", "/api/journal/issues/:id"] };
