import type { Config } from "@netlify/functions";
import { memberPasswordHandler } from "../../src/server/resources/member-account";

export default memberPasswordHandler;

export const config: Config = { path: "/api/member/password" };
