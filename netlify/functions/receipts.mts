import type { Config } from "@netlify/functions";
import { receiptsHandler } from "../../src/server/resources/receipts";

export default receiptsHandler;

export const config: Config = { path: "/api/receipts/:id" };
