import type { Config } from "@netlify/functions";
import { journalDepositsHandler } from "../../src/server/resources/journal-deposits";

export default journalDepositsHandler;

export const config: Config = {
  path: ["/api/journal/issues/:id/crossref.xml", "/api/journal/issues/:id/doaj.xml"],
};
