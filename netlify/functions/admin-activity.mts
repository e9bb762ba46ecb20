import type { Config } from "@netlify/functions";
import { adminActivityHandler } from "../../src/server/resources/admin-activity";

export default adminActivityHandler;

export const config: Config = { path: "/api/admin/activity" };
