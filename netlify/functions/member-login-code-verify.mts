import type { Config } from "@netlify/functions";
import { memberLoginCodeVerifyHandler } from "../../src/server/resources/member-sign-in";

export default memberLoginCodeVerifyHandler;

export const config: Config = { path: "/api/member/login-code/verify" };
