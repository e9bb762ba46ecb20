import type { Config } from "@netlify/functions";
import { subscribersHandler } from "../../src/server/resources/subscribers";

export default subscribersHandler;

export const config: Config = { path: "/api/subscribers" };
