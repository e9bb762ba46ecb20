import type { Config } from "@netlify/functions";
import { executivesGetHandler } from "../../src/server/resources/executives";

export default executivesGetHandler;

export const config: Config = { path: "/api/executives/get" };
