import type { Config } from "@netlify/functions";
import { adminEmailSettingsHandler } from "../../src/server/resources/admin-emails";

export default adminEmailSettingsHandler;

export const config: Config = { path: "/api/admin/email-settings" };
