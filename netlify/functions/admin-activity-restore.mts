import type { Config } from "@netlify/functions";
import { adminActivityRestoreHandler } from "../../src/server/resources/admin-activity";

export default adminActivityRestoreHandler;

export const config: Config = { path: "/api/admin/activity/:id/restore" };
