import type { Config } from "@netlify/functions";
import { adminEmailsHandler } from "../../src/server/resources/admin-emails";

export default adminEmailsHandler;

export const config: Config = { path: ["/api/admin/emails", "/api/admin/emails/:id"] };
