import type { Config } from "@netlify/functions";
import { adminRemindersRunHandler } from "../../src/server/resources/admin-reminders";

export default adminRemindersRunHandler;

export const config: Config = { path: "/api/admin/reminders/run" };
