import type { Config } from "@netlify/functions";
import { newsHandler } from "../../src/server/resources/news";

export default newsHandler;

// DELETE is also accepted on /api/news-path/{id}, the other path the admin client uses.
export const config: Config = { path: ["/api/news", "/api/news/:id", "/api/news-path/:id"] };
