import type { Config } from "@netlify/functions";
import { memberLoginHandler } from "../../src/server/resources/member-sign-in";

export default memberLoginHandler;

export const config: Config = { path: "/api/member/login" };
