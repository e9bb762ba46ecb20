import type { Config } from "@netlify/functions";
import { newsHandler } from "../../src/server/resources/news";

export default newsHandler;

export const config: Config = { path: ["/api/news", "/api/news/:id"] };
