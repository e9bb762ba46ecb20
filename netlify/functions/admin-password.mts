import type { Config } from "@netlify/functions";
import { adminPasswordHandler } from "../../src/server/resources/admin-account";

export default adminPasswordHandler;

export const config: Config = { path: "/api/admin/password" };
