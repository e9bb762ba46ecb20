import type { Config } from "@netlify/functions";
import { memberMeHandler } from "../../src/server/resources/member-account";

export default memberMeHandler;

export const config: Config = { path: "/api/member/me" };
