import type { Config } from "@netlify/functions";
import { booksHandler } from "../../src/server/resources/books";

export default booksHandler;

export const config: Config = { path: ["/api/books", "/api/books/:id"] };
