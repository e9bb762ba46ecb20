import type { Config } from "@netlify/functions";
import { workshopsHandler } from "../../src/server/resources/workshops";

export default workshopsHandler;

export const config: Config = { path: ["/api/workshops", "/api/workshops/:id"] };
