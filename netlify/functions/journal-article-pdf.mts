import type { Config } from "@netlify/functions";
import { journalArticlePdfHandler } from "../../src/server/resources/journal-article-pdf";

export default journalArticlePdfHandler;

export const config: Config = { path: "/journal/articles/:slug.pdf" };
