import type { Config } from "@netlify/functions";
import { adminLoginHandler } from "../../src/server/resources/admin-login";

export default adminLoginHandler;

export const config: Config = { path: "/api/admin/login" };
