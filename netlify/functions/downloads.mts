import type { Config } from "@netlify/functions";
import { downloadsHandler } from "../../src/server/resources/downloads";

export default downloadsHandler;

export const config: Config = { path: ["/api/downloads", "/api/downloads/:id"] };
