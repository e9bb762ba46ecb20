import type { Config } from "@netlify/functions";
import { memberLogoutHandler } from "../../src/server/resources/member-sign-in";

export default memberLogoutHandler;

export const config: Config = { path: "/api/member/logout" };
