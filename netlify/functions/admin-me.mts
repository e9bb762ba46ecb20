import type { Config } from "@netlify/functions";
import { adminMeHandler } from "../../src/server/resources/admin-account";

export default adminMeHandler;

export const config: Config = { path: "/api/admin/me" };
