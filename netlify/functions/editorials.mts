import type { Config } from "@netlify/functions";
import { editorialsHandler } from "../../src/server/resources/editorials";

export default editorialsHandler;

export const config: Config = { path: ["/api/editorials", "/api/editorials/:id"] };
