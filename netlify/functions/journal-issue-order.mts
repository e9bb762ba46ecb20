import type { Config } from "@netlify/functions";
import { journalIssueOrderHandler } from "../../src/server/resources/journal-issue-order";

export default journalIssueOrderHandler;

export const config: Config = { path: "/api/journal/issues/:id/order" };
