import type { Config } from "@netlify/functions";
import { adminEmailResendHandler } from "../../src/server/resources/admin-emails";

export default adminEmailResendHandler;

export const config: Config = { path: "/api/admin/emails/:id/resend" };
