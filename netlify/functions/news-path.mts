import type { Config } from "@netlify/functions";
import { newsPathHandler } from "../../src/server/resources/news";

export default newsPathHandler;

export const config: Config = { path: "/api/news-path/:id" };
